import { expect } from 'chai';
import type { Frame } from 'playwright-core';
import { TRANSPARENT_GIF } from '../../../demo-site/server/reply';
import type { BenchPage } from '../bench';
import { waitFor } from '../bench';
import { bench } from '../fixture';
import { callEmulator, openBarePage } from './emulator-client';

const PARTNER = 'cm.sync-partner.example';
const HANDSHAKE = '---destpub-to-parent---canSetThirdPartyCookies|true';

/** One `ibs` message as the parent posts it: eight fields, every URL encoded, joined with ','. */
function ibsMessage(dpid: string, urls: string[], ttl = 10080): string {
    return ['ibs', dpid, 'img', urls.map(encodeURIComponent).join(','), String(ttl), '', '', 'true'].join('|');
}

/** What the page heard from the iframe, in order (`attachIframe` keeps it). */
interface HeardWindow {
    __fromIframe: string[];
}

/**
 * Attaches the id-sync iframe to `page` as the visitor library does, with `parentOrigin` in the
 * hash; the page keeps each message the iframe posts to it.
 */
async function attachIframe(page: BenchPage, parentOrigin: string): Promise<void> {
    await page.page.evaluate((hashOrigin: string) => {
        const heard: string[] = ((window as unknown as HeardWindow).__fromIframe = []);
        addEventListener('message', event => {
            if (event.origin === 'https://mmg.demdex.net') {
                heard.push(String(event.data));
            }
        });
        const iframe = document.createElement('iframe');
        iframe.id = 'destination_publishing_iframe_mmg_0';
        iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin');
        iframe.style.cssText = 'display: none; width: 0; height: 0;';
        iframe.src = `https://mmg.demdex.net/dest5.html?d_nsid=0#${encodeURIComponent(hashOrigin)}`;
        document.body.appendChild(iframe);
    }, parentOrigin);
}

/** The messages the iframe posted to the page so far. */
async function heardFromIframe(page: BenchPage): Promise<string[]> {
    return page.page.evaluate(() => (window as unknown as HeardWindow).__fromIframe);
}

/** The iframe, once its document has loaded: its script has run, and posted what it posts unasked. */
async function loadedIframe(page: BenchPage): Promise<Frame> {
    const frame = await waitFor('the id-sync iframe', () =>
        page.page.frames().find(candidate => candidate.url().startsWith('https://mmg.demdex.net/dest5.html'))
    );
    await frame.waitForLoadState('load');
    return frame;
}

async function postToIframe(page: BenchPage, message: string): Promise<void> {
    await page.page.evaluate((data: string) => {
        const iframe = document.getElementById('destination_publishing_iframe_mmg_0') as HTMLIFrameElement;
        iframe.contentWindow!.postMessage(data, 'https://mmg.demdex.net');
    }, message);
}

describe('Emulator: id syncs', () => {
    it('serves the destination-publishing page on any demdex.net subdomain', async () => {
        const answer = await callEmulator('https://mmg.demdex.net/dest5.html?d_nsid=0');
        expect(answer.status).to.equal(200);
        expect(answer.headers['content-type']).to.match(/^text\/html/);
        expect(answer.body).to.contain('---destpub-to-parent---canSetThirdPartyCookies|true');
        const [captured] = bench().requests({ kind: 'id-sync' });
        expect(captured).to.include({ host: 'mmg.demdex.net', path: '/dest5.html' });
        expect(captured.query).to.deep.equal({ d_nsid: '0' });
    });

    it('answers the partner pixels, any path, with the transparent GIF', async () => {
        for (const path of ['/sync/411?d_uuid=16908443662402872073525706953453086963', '/cm/dd?x=1']) {
            const answer = await callEmulator(`https://${PARTNER}${path}`);
            expect(answer.headers['content-type']).to.equal('image/gif');
            expect(answer.bytes.equals(TRANSPARENT_GIF)).to.equal(true);
        }
        expect(
            bench()
                .requests({ kind: 'id-sync', host: PARTNER })
                .map(request => request.path)
        ).to.deep.equal(['/sync/411', '/cm/dd']);
    });

    it('in Chromium, tells the parent it can set cookies and fires every pixel of a posted ibs batch', async () => {
        const page = await openBarePage('https://www.alderway.com/');
        await attachIframe(page, 'https://www.alderway.com');
        await page.page.waitForFunction(() => (window as unknown as HeardWindow).__fromIframe.length > 0);
        expect(await heardFromIframe(page)).to.deep.equal([HANDSHAKE]);
        const batch = [
            ibsMessage('411', ['//cm.sync-partner.example/sync/411?d_uuid=111', 'https://cm.sync-partner.example/sync/411b?d_uuid=111']),
            ibsMessage('477', ['//cm.sync-partner.example/sync/477?d_uuid=111&t=%TIMESTAMP%&dpid=%DID%'], 1440)
        ].join('%01');
        await postToIframe(page, `---destpub-combined---${batch}`);
        await postToIframe(page, `---destpub---${ibsMessage('903', ['//cm.sync-partner.example/sync/903?d_uuid=111'])}`);
        await postToIframe(
            page,
            `---destpub-clear-dextp------destpub-combined---${ibsMessage('904', ['//cm.sync-partner.example/sync/904'])}`
        );
        const paths = ['/sync/411', '/sync/411b', '/sync/477', '/sync/903', '/sync/904'];
        for (const path of paths) {
            await bench().waitForRequest({ kind: 'id-sync', host: PARTNER }, request => request.path === path, 5000);
        }
        const pixels = bench().requests({ kind: 'id-sync', host: PARTNER });
        expect(pixels.map(request => request.path).sort()).to.deep.equal(paths);
        const expanded = pixels.find(request => request.path === '/sync/477')!;
        expect(expanded.query.t).to.match(/^\d{13}$/);
        expect(expanded.query.dpid).to.equal('477');
        expect(expanded.protocol).to.equal('https');
    });

    it('in Chromium, ignores messages from any origin but the parent named in the hash', async () => {
        const page = await openBarePage('https://www.alderway.com/');
        // The iframe's own greeting cannot reach a parent of another origin: the browser refuses it.
        page.expectError(/postMessage.*target origin provided \('https:\/\/www\.rovanta\.com'\) does not match/);
        await attachIframe(page, 'https://www.rovanta.com');
        const iframe = await loadedIframe(page);
        // A message the iframe posts the page after its script ran: one window's messages to another arrive in the order
        // posted, so the greeting, had it been let through, would have arrived before it.
        await iframe.evaluate(() => parent.postMessage('after the script', '*'));
        await page.page.waitForFunction(() => (window as unknown as HeardWindow).__fromIframe.length > 0);
        expect(await heardFromIframe(page), 'no greeting').to.deep.equal(['after the script']);
        // The iframe notes each message it hears after its script has heard it: listeners run in the order they were added.
        await iframe.evaluate(() => {
            const heard: string[] = ((window as unknown as HeardWindow).__fromIframe = []);
            addEventListener('message', event => heard.push(String(event.data)));
        });
        const ignored = `---destpub-combined---${ibsMessage('411', ['//cm.sync-partner.example/sync/ignored'])}`;
        await postToIframe(page, ignored);
        await iframe.waitForFunction(() => (window as unknown as HeardWindow).__fromIframe.length > 0);
        expect(await iframe.evaluate(() => (window as unknown as HeardWindow).__fromIframe)).to.deep.equal([ignored]);
        // A message of the parent the hash names, as the script sees one: its pixel leaves after any the ignored message made.
        await iframe.evaluate(
            data => dispatchEvent(new MessageEvent('message', { data, origin: 'https://www.rovanta.com' })),
            `---destpub---${ibsMessage('412', ['//cm.sync-partner.example/sync/obeyed'])}`
        );
        // The page's own record of what it sent, in the order it sent it.
        const partnerPaths = () =>
            page.requests
                .map(request => new URL(request.url))
                .filter(url => url.host === PARTNER)
                .map(url => url.pathname);
        await waitFor('the obeyed pixel to leave', () => (partnerPaths().includes('/sync/obeyed') ? true : undefined));
        expect(partnerPaths(), 'the pixels the page sent').to.deep.equal(['/sync/obeyed']);
        await bench().waitForRequest({ kind: 'id-sync', host: PARTNER }, request => request.path === '/sync/obeyed', 5000);
        expect(
            bench()
                .requests({ kind: 'id-sync', host: PARTNER })
                .map(request => request.path)
        ).to.deep.equal(['/sync/obeyed']);
        expect(bench().requests({ kind: 'id-sync', host: 'mmg.demdex.net' })).to.have.length(1);
    });
});
