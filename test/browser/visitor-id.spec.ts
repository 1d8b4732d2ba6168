import { expect } from 'chai';
import type { BenchPage } from './bench';
import { paramsOf, waitFor } from './bench';
import { bench } from './fixture';

const ORG = '9E1005A551ED61CA0A490D45@AdobeOrg';
const AMCV = `AMCV_${encodeURIComponent(ORG)}`;

interface PageVisitor {
    getMarketingCloudVisitorID(): string;
    MCIDCallTimedOut(): boolean | null;
}

async function amcvOf(page: BenchPage, url: string): Promise<{ value: string; domain: string } | undefined> {
    const cookie = (await page.context.cookies(url)).find(candidate => candidate.name === AMCV);
    return cookie && { value: decodeURIComponent(cookie.value), domain: cookie.domain };
}

async function visitorIdOf(page: BenchPage): Promise<string> {
    return page.page.evaluate(() =>
        (window as unknown as { _satellite: { getVisitorId(): PageVisitor } })._satellite.getVisitorId().getMarketingCloudVisitorID()
    );
}

/** What `adobe.optIn` holds of the CMP's answers: the hash of the last TC string applied, and the decision. */
interface OptInState {
    readonly complete: boolean;
    readonly tcHash: unknown;
    readonly ecid: boolean;
}

async function optInOf(page: BenchPage): Promise<OptInState> {
    return page.page.evaluate(() => {
        type PageOptIn = { isComplete: boolean; getMemoizedContent(key: string): unknown; isApproved(category: string): boolean };
        const optIn = (window as unknown as { adobe: { optIn: PageOptIn } }).adobe.optIn;
        return { complete: optIn.isComplete, tcHash: optIn.getMemoizedContent('iabConsentHash'), ecid: optIn.isApproved('ecid') };
    });
}

/**
 * Gives the CMP a choice and waits until the service applied it (a new TC string hash, the opt-in
 * decided): the service acts on a decision in that same step, so what it did not start, it will not.
 */
async function consentAndWait(page: BenchPage, purposes: number[], vendors: number[]): Promise<OptInState> {
    const before = await optInOf(page);
    await page.page.evaluate(([p, v]) => window.__demoCmp!.consent(p, v), [purposes, vendors]);
    return waitFor("the service to apply the CMP's answer", async () => {
        const state = await optInOf(page);
        return state.complete && state.tcHash !== before.tcHash ? state : undefined;
    });
}

describe('The visitor-ID service in Chromium', () => {
    it('makes the audience-manager and tracking-server /id calls on a first visit and writes AMCV_', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        const tracking = await bench().waitForRequest({ kind: 'visitor-id', host: 'smetrics.alderway.com' });
        const calls = bench().requests({ kind: 'visitor-id' });
        expect(calls.map(call => `${call.host}${call.path}`)).to.deep.equal(['dpm.demdex.net/id', 'smetrics.alderway.com/id']);
        const [first] = calls;
        expect(first.protocol).to.equal('https');
        expect(first.search).to.match(
            new RegExp(
                `^d_visid_ver=5\\.4\\.0&d_fieldgroup=MC&d_rtbd=json&d_ver=2&d_verify=1&d_orgid=${encodeURIComponent(ORG)}&d_nsid=0&ts=\\d{13}$`
            )
        );
        const mid = await visitorIdOf(page);
        expect(mid).to.match(/^\d{38}$/);
        expect(tracking.search).to.match(
            new RegExp(`^d_visid_ver=5\\.4\\.0&d_fieldgroup=A&mcorgid=${encodeURIComponent(ORG)}&mid=${mid}&cl=604800&ts=\\d{13}$`)
        );
        // The request reached the emulator; the page writes the answer once it is back.
        const amcv = await waitFor("the AMCV_ cookie with the tracking server's answer (MCAID)", async () => {
            const cookie = await amcvOf(page, 'https://www.alderway.com/');
            return cookie?.value.includes('|MCAID|') ? cookie : undefined;
        });
        expect(amcv?.domain).to.equal('.alderway.com');
        // Fields keep the order they were first written in; the id syncs run after window load, before or after MCAID.
        expect(amcv?.value).to.match(
            new RegExp(
                `^1176715910\\|MCIDTS\\|\\d+\\|MCMID\\|${mid}\\|MCAAMLH-\\d+\\|9\\|MCAAMB-\\d+\\|[^|]+\\|MCOPTOUT-\\d+s\\|NONE\\|(MCSYNCSOP\\|\\d+-\\d+\\|)?MCAID\\|NONE\\|(MCSYNCSOP\\|\\d+-\\d+\\|)?vVersion\\|5\\.4\\.0$`
            )
        );
    });

    it('makes no /id call on the next page of the visit', async () => {
        const page = await bench().newPage();
        await page.visit('https://reservations.alderway.com/car-rental/reservation/startReservation.html');
        await bench().waitForRequest({ kind: 'visitor-id', host: 'smetrics.alderway.com' });
        const mid = await visitorIdOf(page);
        bench().clearRequests();
        await page.visit('https://reservations.alderway.com/car-rental/reservation/selectCar.html');
        // The page view waits for the visitor's ids: here with the stored id, so the service had it
        // without a call, and a call it made would have gone before.
        const view = await bench().waitForRequest({ kind: 'analytics', page: '/selectCar.html' }, request => !paramsOf(request).pe);
        expect(paramsOf(view).mid).to.equal(mid);
        expect(bench().requests({ kind: 'visitor-id' })).to.deep.equal([]);
        expect(await visitorIdOf(page)).to.equal(mid);
    });

    it('gives the page a local ID when /id never answers, and the page goes on', async () => {
        bench().setFault('visitor-id', { mode: 'no-answer' });
        const page = await bench().newPage();
        await page.page.clock.install();
        // A US site: consent is implied, so the service starts on the first page.
        await page.visit('https://www.rovanta.com/specials.html?qa=1');
        await bench().waitForRequest({ kind: 'visitor-id', host: 'dpm.demdex.net' });
        expect(await visitorIdOf(page)).to.equal('');
        await page.page.clock.fastForward(30000);
        const mid = await visitorIdOf(page);
        expect(mid).to.match(/^\d{38}$/);
        expect(
            await page.page.evaluate(() =>
                (window as unknown as { _satellite: { getVisitorId(): PageVisitor } })._satellite.getVisitorId().MCIDCallTimedOut()
            )
        ).to.equal(true);
        const tracking = await bench().waitForRequest({ kind: 'visitor-id', host: 'smetrics.rovanta.com' });
        expect(tracking.query.mid).to.equal(mid);
        expect((await amcvOf(page, 'https://www.rovanta.com/'))?.value).to.contain(`|MCMID|${mid}|`);
        const events = await page.waitForMonitor(event => event.type === 'window-loaded');
        expect(events.filter(event => event.hook === 'ruleActionFailed')).to.deep.equal([]);
        expect(await page.page.locator('#qa-inspector').count(), 'the page and its tools still work').to.equal(1);
    });

    it("answers `new Visitor(...)` as the library does: the reversed org id constructs the page's instance, anything else is refused with its message", async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        await page.waitForMonitor(event => event.type === 'window-loaded');
        const answers = await page.page.evaluate(org => {
            type VisitorGlobal = (new (orgId: string, config: object, guard?: string) => object) & { getInstance(orgId: string): object };
            const Visitor = (window as unknown as { Visitor: VisitorGlobal }).Visitor;
            const refused = (() => {
                try {
                    new Visitor(org, {});
                    return 'constructed';
                } catch (error) {
                    return (error as Error).message;
                }
            })();
            return { refused, same: new Visitor(org, {}, org.split('').reverse().join('')) === Visitor.getInstance(org) };
        }, ORG);
        expect(answers).to.deep.equal({ refused: 'Please use Visitor.getInstance to instantiate Visitor.', same: true });
    });

    describe('under a real IAB TCF v2.2 CMP', () => {
        it('calls and stores nothing without vendor 565, and starts without a reload once it is granted', async () => {
            const page = await bench().newPage();
            await page.visit('https://www.alderway.de/');
            await page.waitForMonitor(event => event.type === 'window-loaded');
            const cmpLoaded = await page.page.evaluate(
                () =>
                    new Promise(resolve =>
                        (
                            window as unknown as {
                                __tcfapi(
                                    command: string,
                                    version: number,
                                    callback: (ping: { cmpLoaded: boolean; cmpStatus: string }) => void
                                ): void;
                            }
                        ).__tcfapi('ping', 2, ping => resolve(ping))
                    )
            );
            expect(cmpLoaded).to.include({ cmpLoaded: true, cmpStatus: 'loaded' });

            expect((await consentAndWait(page, [1, 10], [755])).ecid, 'ecid approved').to.equal(false);
            expect(bench().requests({ kind: 'visitor-id' }), 'no call without vendor 565').to.deep.equal([]);
            expect(await amcvOf(page, 'https://www.alderway.de/'), 'nothing stored').to.equal(undefined);
            expect(await visitorIdOf(page)).to.equal('');

            const tcString = await page.page.evaluate(() => window.__demoCmp!.consent([1, 10], [565, 755]));
            const call = await bench().waitForRequest({ kind: 'visitor-id', host: 'dpm.demdex.net' });
            // The consent string changed since the CMP's first answer: d_cf=1 tells the audience manager.
            expect(call.search).to.match(
                new RegExp(
                    `^d_visid_ver=5\\.4\\.0&d_fieldgroup=MC&gdpr=1&gdpr_consent=${tcString.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}&d_cf=1&d_rtbd=json`
                )
            );
            await bench().waitForRequest({ kind: 'visitor-id', host: 'smetrics.alderway.de' });
            expect(await visitorIdOf(page)).to.match(/^\d{38}$/);
            expect((await amcvOf(page, 'https://www.alderway.de/'))?.value).to.match(/^1176715910\|/);
        });

        it('keeps the service off when purpose 10 is refused', async () => {
            const page = await bench().newPage();
            await page.visit('https://www.rovanta.de/');
            await page.waitForMonitor(event => event.type === 'window-loaded');
            expect((await consentAndWait(page, [1], [565])).ecid, 'ecid approved').to.equal(false);
            expect(bench().requests({ kind: 'visitor-id' })).to.deep.equal([]);
        });
    });

    it('keeps the visitor-ID service off on an excluded path, with the console line that says so', async () => {
        const page = await bench().newPage();
        await page.visit('https://privacy.alderway.com/cookie-policy');
        await page.waitForMonitor(event => event.type === 'window-loaded');
        expect(page.consoleLines('warning')).to.include('\u{1F680} MCID library not loaded because a path exclusion matches.');
        expect(bench().requests({ kind: 'visitor-id' })).to.deep.equal([]);
    });
});
