import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { EmbedManifest } from '../../scripts/build/embed-snippets';
import { MANIFEST_FILE } from '../../scripts/build/embed-snippets';
import { paramsOf } from './bench';
import { routeDocumentWith } from './demo-document';
import { bench } from './fixture';

const DIST = path.resolve(__dirname, '../../dist');
const WRONG_INTEGRITY = `sha384-${Buffer.alloc(48, 7).toString('base64')}`;

function manifest(): EmbedManifest {
    return JSON.parse(readFileSync(path.join(DIST, MANIFEST_FILE), 'utf8')) as EmbedManifest;
}

async function satelliteBuild(page: { page: { evaluate<T>(fn: () => T): Promise<T> } }): Promise<object | undefined> {
    return page.page.evaluate(() => (window as unknown as { _satellite?: { buildInfo?: object } })._satellite?.buildInfo);
}

describe('The embed snippet of dist/manifest.json in Chromium', () => {
    it('runs the production container on a page that embeds exactly the generated snippet, under the strict CSP', async () => {
        const { snippet, files } = manifest().environments.production!;
        expect(snippet).to.equal(
            `<script src="/tag/container.min.js" integrity="${files[0].integrity}" crossorigin="anonymous" async></script>`
        );
        const page = await bench().newPage();
        const response = await page.page.goto('https://www.alderway.com/?tagLoad=snippet', { waitUntil: 'load' });
        const html = await response!.text();
        expect(html).to.contain(`\n${snippet}\n</head>`);
        expect(html.match(/<script[^>]+container[^>]*>/g)).to.deep.equal([snippet.replace('</script>', '')]);
        expect(response!.headers()['content-security-policy'])
            .to.match(/^script-src 'self' 'nonce-[^']+' /)
            .and.not.to.contain('unsafe-eval');
        const beacon = await bench().waitForRequest({ kind: 'analytics' }, request => !paramsOf(request).pe);
        expect(paramsOf(beacon).g).to.equal('https://www.alderway.com/?tagLoad=snippet');
        expect(await satelliteBuild(page)).to.include({ environment: 'production', minified: true });
        // The files the bundle loads itself come from the folder of the embedded one.
        await page.page.waitForFunction(
            () =>
                (window as unknown as { _satellite: { __lazy?: Record<string, unknown> } })._satellite.__lazy?.['after-load'] !== undefined
        );
    });

    it('blocks the container when the integrity value does not match the file', async () => {
        const page = await bench().newPage();
        page.expectError(/integrity/);
        const url = 'https://www.alderway.com/?tagLoad=snippet';
        await routeDocumentWith(page, bench(), url, html => html.replace(/integrity="sha384-[^"]+"/, `integrity="${WRONG_INTEGRITY}"`));
        await page.visit(url);
        // Chromium's refusal is the end of the bundle's story: no byte of it runs after that.
        await page.waitForConsole('error', /integrity/);
        expect(page.consoleLines('error').join('\n')).to.match(
            /Failed to find a valid digest in the 'integrity' attribute for resource '.*\/tag\/container\.min\.js'/
        );
        expect(await satelliteBuild(page)).to.equal(undefined);
        expect(bench().requests({ kind: 'analytics' })).to.deep.equal([]);
    });

    it('blocks a bundle changed after the build: the snippet pins its exact bytes', async () => {
        const page = await bench().newPage();
        page.expectError(/integrity/);
        const original = readFileSync(path.join(DIST, 'container.min.js'), 'utf8');
        await page.page.route('**/tag/container.min.js', route =>
            route.fulfill({
                status: 200,
                contentType: 'application/javascript',
                body: `${original}\nwindow.__changed = true;`
            })
        );
        await page.visit('https://www.alderway.co.uk/?tagLoad=snippet');
        await page.waitForConsole('error', /integrity/);
        expect(await page.page.evaluate(() => (window as unknown as { __changed?: boolean }).__changed)).to.equal(undefined);
        expect(await satelliteBuild(page)).to.equal(undefined);
        expect(bench().requests({ kind: 'analytics' })).to.deep.equal([]);
    });
});
