import { expect } from 'chai';
import type { CapturedRequest } from '../../demo-site/server/captured-request';
import { paramsOf, waitFor } from './bench';
import { bench } from './fixture';
import { pageViewOf } from './page-views';

/** What an outside scan put in page addresses: addresses under any name, and secrets under names with a masked part. */
const QUERY = 'user_email=jane.doe%40example.com&emailAddress=john@example.org&auth=s3cr3t&session=abc123&email=x@y.com&TOKEN=t0k&step=2';
const MASKED_QUERY = 'user_email=****&emailAddress=****&auth=****&session=****&email=****&TOKEN=****&step=2';
const HOME = `https://www.alderway.com/?${QUERY}`;
const MASKED_HOME = `https://www.alderway.com/?${MASKED_QUERY}`;

/** What must reach no endpoint; each also escaped once and twice (`%40`, `%2540`). */
const SECRETS = ['jane.doe', 'john@example.org', 'x@y.com', 's3cr3t', 'abc123', 't0k'];

/** An email address as the container recognizes one, in text already decoded. */
const ADDRESS = /[^\s@/=&?#;"':,]@[^\s@/=&?#;"':,]+\.[a-z]{2}/i;

/** Percent-decodes as far as it goes (three times at most), leaving a malformed escape as it is. */
function decoded(text: string): string {
    let result = text;
    for (let round = 0; round < 3; round++) {
        result = result.replace(/\+/g, ' ').replace(/(?:%[0-9a-f]{2})+/gi, escapes => {
            try {
                return decodeURIComponent(escapes);
            } catch {
                return escapes;
            }
        });
    }
    return result;
}

/** What the emulator kept of a request that could carry a value: its URL, query, form body and body (JSON or not). */
function textsOf(request: CapturedRequest): string[] {
    return [
        `${request.host}${request.path}?${request.search}`,
        JSON.stringify(request.query),
        JSON.stringify(request.form ?? {}),
        request.body ?? ''
    ];
}

/**
 * Every request of the run the emulator received, of every kind, carries no secret in any form and
 * no email address. The pages themselves are left out: the visitor's browser asks for the address
 * the visitor opened, which is theirs, not something the container sends.
 */
function expectNothingLeaked(secrets: readonly string[] = SECRETS): void {
    const requests = bench()
        .requests()
        .filter(request => request.kind !== 'page');
    expect(requests.length, 'requests of the container to check').to.be.at.least(3);
    for (const request of requests) {
        for (const text of textsOf(request)) {
            const what = `${request.kind} ${request.method} ${request.host}${request.path}: ${text.slice(0, 400)}`;
            for (const secret of secrets) {
                for (const form of [secret, encodeURIComponent(secret), encodeURIComponent(encodeURIComponent(secret))]) {
                    expect(text, what).not.to.contain(form);
                }
                expect(decoded(text), what).not.to.contain(secret);
            }
            expect(decoded(text), what).not.to.match(ADDRESS);
        }
    }
}

/**
 * The delivery call (not a notification) of a page, as the service received its body: told apart
 * by the page address in it, since the Referer of a call to another origin names only the origin.
 */
async function deliveryCallOf(url: string): Promise<{ context: { address: { url?: string; referringUrl?: string } } }> {
    const { origin, pathname } = new URL(url);
    const bodyOf = (request: CapturedRequest) =>
        JSON.parse(request.body ?? '{}') as { execute?: unknown; context: { address: { url?: string; referringUrl?: string } } };
    const call = await bench().waitForRequest(
        { kind: 'personalization' },
        request =>
            bodyOf(request).execute !== undefined &&
            String(bodyOf(request).context?.address?.url).split(/[?#]/)[0] === `${origin}${pathname}`
    );
    return bodyOf(call);
}

describe('Masking in Chromium: nothing that identifies the visitor leaves, by name or by value', () => {
    it('masks the page address in the page view and the personalization call, and keeps step=2', async () => {
        const page = await bench().newPage();
        await page.visit(HOME);
        const view = await pageViewOf(page, HOME);
        expect(view.g).to.equal(MASKED_HOME);
        expect((await deliveryCallOf(HOME)).context.address.url).to.equal(MASKED_HOME);
        await page.settled();
        expectNothingLeaked();
    });

    it('masks the referrer of the next page, in its page view and its personalization call', async () => {
        const page = await bench().newPage();
        await page.visit(HOME);
        await pageViewOf(page, HOME);
        const next = `https://www.alderway.com/reserve-car.html?contact%5BuserEmail%5D=jane.doe%2540example.com&oauth_token=t0k&step=2`;
        const maskedNext = 'https://www.alderway.com/reserve-car.html?contact%5BuserEmail%5D=****&oauth_token=****&step=2';
        await page.page.evaluate(href => document.getElementById('hero-cta')!.setAttribute('href', href), next);
        await Promise.all([page.page.waitForURL(next), page.page.click('#hero-cta')]);
        const view = await pageViewOf(page, next);
        expect(view.g).to.equal(maskedNext);
        expect(view.r).to.equal(MASKED_HOME);
        expect((await deliveryCallOf(next)).context.address).to.deep.equal({ url: maskedNext, referringUrl: MASKED_HOME });
        await page.settled();
        expectNothingLeaked();
    });

    it("masks a tracked exit link's URL in its beacon, and the page it opens", async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        await pageViewOf(page, 'https://www.alderway.com/');
        // In the hash, the link URL keeps its pairs (a query would be cut off): they go, masked.
        const exit = `https://www.rovanta.com/#${QUERY}`;
        await page.page.evaluate(href => {
            const link = document.getElementById('hero-cta')!;
            link.setAttribute('href', href);
            link.setAttribute('target', '_blank');
        }, exit);
        const [popup] = await Promise.all([page.context.waitForEvent('page'), page.page.click('#hero-cta')]);
        const beacon = await bench().waitForRequest({ kind: 'analytics' }, request => paramsOf(request).pe === 'lnk_e');
        expect(paramsOf(beacon).pev1).to.equal(`https://www.rovanta.com/#${MASKED_QUERY}`);
        // The page the link opened sends its own page view and call, with the hash masked.
        const popupView = await bench().waitForRequest(
            { kind: 'analytics' },
            request => request.host === 'smetrics.rovanta.com' && !paramsOf(request).pe
        );
        expect(paramsOf(popupView).g).to.equal(`https://www.rovanta.com/#${MASKED_QUERY}`);
        await popup.close();
        await page.settled();
        expectNothingLeaked();
    });

    it("masks an address and a secret in a clicked link's text or path (exit and download links), in every request and in what the page keeps", async () => {
        // An outside probe's planted values: in the links, and in the page's own query.
        const planted = ['c@d.org', 'e@f.io', 'SECRET1', 'SECRET2'];
        for (const address of [
            'https://www.alderway.com/',
            'https://careers.alderway.com/jobs/J-1042',
            'https://email.alderway.com/email-preferences'
        ]) {
            const page = await bench().newPage();
            await page.visit(`${address}?tagEnv=staging&note=c%40d.org&token=SECRET1`);
            await pageViewOf(page, address);
            await page.page.evaluate(() => {
                const links = [
                    ['exit-text', 'https://partner.example/offer?x=1', 'Mail c@d.org, code SECRET1'],
                    ['exit-path', 'https://partner.example/c@d.org/SECRET2', 'Partner offer'],
                    ['download-text', '/brochure/rental-terms.pdf', 'Brochure for e@f.io SECRET1']
                ];
                for (const [id, href, text] of links) {
                    const link = document.createElement('a');
                    Object.assign(link, { id, href, textContent: text });
                    document.body.appendChild(link);
                }
                // The page goes nowhere after the container heard each click (its listener captures; this one bubbles).
                addEventListener('click', event => event.preventDefault());
            });
            for (const id of ['exit-text', 'exit-path', 'download-text']) {
                await page.page.click(`#${id}`);
            }
            const links = await waitFor(`the three link beacons of ${address}`, () => {
                const found = bench()
                    .requests({ kind: 'analytics' })
                    .filter(request => request.page === address && ['lnk_e', 'lnk_d'].includes(paramsOf(request).pe));
                return found.length >= 3 ? found : undefined;
            });
            expect(links.map(request => [paramsOf(request).pe, paramsOf(request).pev1, paramsOf(request).pev2])).to.deep.equal([
                ['lnk_e', 'https://partner.example/offer', '****'],
                ['lnk_e', 'https://partner.example/****', 'Partner offer'],
                ['lnk_d', `${new URL(address).origin}/brochure/rental-terms.pdf`, '****']
            ]);
            await page.settled();
            // What the page keeps, the QA journal's history in sessionStorage among it.
            const kept = await page.page.evaluate(() => {
                const all = (storage: Storage) => Object.keys(storage).map(key => `${key}=${storage.getItem(key) ?? ''}`);
                return [document.cookie, ...all(localStorage), ...all(sessionStorage)].join('\n');
            });
            expect(kept, 'the QA history of the page is in sessionStorage').to.contain('tag-container.qa.hits');
            for (const secret of planted) {
                expect(decoded(kept), `${address}: what the page keeps`).not.to.contain(secret);
            }
        }
        expectNothingLeaked(planted);
    });
});
