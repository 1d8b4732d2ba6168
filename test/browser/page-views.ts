import type { CapturedRequest } from '../../demo-site/server/captured-request';
import type { BenchPage } from './bench';
import { paramsOf } from './bench';
import { bench } from './fixture';

/** Whether a request is the page view of `url` (its address without the query). */
export function isPageViewOf(url: string): (request: CapturedRequest) => boolean {
    const { origin, pathname } = new URL(url);
    return request => request.kind === 'analytics' && request.page === `${origin}${pathname}` && !paramsOf(request).pe;
}

/**
 * The page view of `url` (its address without the query), as its parameters: waits for it, and
 * for the page-view rule to have run for both its triggers (page bottom and the banner's
 * consent-loaded), after which no other page view of the page can come.
 */
export async function pageViewOf(page: BenchPage, url: string): Promise<Record<string, string>> {
    const view = await bench().waitForRequest({ kind: 'analytics' }, isPageViewOf(url));
    await page.waitForRuleSettled('page-view', ['page-bottom', 'consent-loaded']);
    return paramsOf(view);
}
