import { expect } from 'chai';
import type { BenchPage } from './bench';
import { bench } from './fixture';

/**
 * Opens a report page of the demo server's QA API (the health page, the wire-diff page) in a
 * desktop-sized window, checks it was served (200, under its own Content-Security-Policy), and
 * waits until it has drawn its report: `main` (its root's selector) is ready.
 */
export async function openReportPage(url: string, csp: string, main: string): Promise<BenchPage> {
    const page = await bench().newPage();
    await page.page.setViewportSize({ width: 1440, height: 1000 });
    const response = await page.page.goto(url, { waitUntil: 'load' });
    expect(response?.status()).to.equal(200);
    expect(response?.headers()['content-security-policy']).to.equal(csp);
    await page.page.locator(`${main}[data-state="ready"]`).waitFor();
    return page;
}
