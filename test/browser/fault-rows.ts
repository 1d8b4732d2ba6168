import { expect } from 'chai';
import { isPageView } from '../engines/beacons';
import { paramsOf } from './bench';
import { cookiesOf } from './consent-visits';
import type { Cell, FaultRow } from './fault-cells';
import {
    arrival,
    beacon,
    BEACON_WATCHDOG_MS,
    consoleLine,
    isLink,
    ORG,
    pageRecord,
    requestsOf,
    sendProbe,
    SLACK_MS,
    SLOW_MS,
    VISITOR_WAIT_MS,
    visitorState
} from './fault-cells';
import { bench } from './fixture';

const US_HOME = 'https://www.alderway.com/';
/** An EU host: the banner asks first (opt-in), so nothing may be tracked before the visitor accepts. */
const EU_HOME = 'https://www.alderway.co.uk/';
const FALLBACK_ID = /^[0-9A-F]{16}-[0-9A-F]{16}$/;
const MID = /^\d{38}$/;

/**
 * Identity, on an EU home: page code asks for the opt-out before consent (`/optOutStatus`), then
 * the visitor accepts, and the `/id` calls go. The page view and the acceptance leave whatever
 * the calls do: with a local MID when a call fails or answers garbage, with the `s_fid` id after
 * the 2000 ms visitor wait when the calls are slow or never answer.
 */
const identity: FaultRow = {
    name: 'identity',
    kinds: ['visitor-id', 'opt-out-status'],
    url: EU_HOME,
    async run({ page, mode }: Cell): Promise<string> {
        await page.page.locator('#truste-consent-button').waitFor();
        await page.page.evaluate(org => {
            const record = window as unknown as {
                __optOut: string;
                Visitor: {
                    getInstance(org: string): { isOptedOut(callback: (value: unknown) => void, type: string, force: boolean): void };
                };
            };
            record.__optOut = 'pending';
            record.Visitor.getInstance(org).isOptedOut(
                value => {
                    record.__optOut = String(value);
                },
                'global',
                true
            );
        }, ORG);
        await bench().waitForRequest({ kind: 'opt-out-status' });
        const accepted = Date.now();
        await page.page.click('#truste-consent-button');
        const view = await beacon(isPageView);
        await beacon(isLink('consent:accept'));
        const params = paramsOf(view);
        const waited = arrival(view) - accepted;
        const state = await visitorState(page);
        const optOut = () => page.page.evaluate(() => (window as unknown as { __optOut: string }).__optOut);
        if (mode === 'error' || mode === 'invalid') {
            // The call failed outright: a local MID at once, on the beacon and for page code.
            expect(params.mid, 'the beacon carries the local MID').to.match(MID).and.equal(state.mid);
            expect(state.clientSide).to.equal(true);
            expect(params.fid).to.equal(undefined);
            expect(waited, 'no visitor wait').to.be.below(VISITOR_WAIT_MS);
            expect(state.corsErrors).to.include(`dpm.demdex.net/id: ${mode === 'error' ? 'status 500' : 'Response is not JSON'}`);
            expect(await optOut(), '/optOutStatus failed: not known').to.equal('undefined');
            expect(paramsOf(await sendProbe(page)).mid, 'the next hit, the same MID').to.equal(state.mid);
            return `page view and accept leave at once with a local MID (client-side); /optOutStatus answers "unknown"; no console line (CORSErrors: ${mode === 'error' ? 'status 500' : 'Response is not JSON'})`;
        }
        // Slow or silent: the beacon waits the visitor API timeout, then goes with the s_fid id.
        expect(params.mid, 'no MID yet').to.equal(undefined);
        expect(params.fid)
            .to.match(FALLBACK_ID)
            .and.equal((await cookiesOf(page, EU_HOME)).s_fid);
        expect(waited, 'the visitor wait').to.be.at.least(VISITOR_WAIT_MS - SLACK_MS);
        if (mode === 'slow') {
            // The late answers still make the visitor's MID, for the next hits; nothing is sent twice for it.
            await page.page.waitForFunction(() => (window as unknown as { __optOut: string }).__optOut === 'false', undefined, {
                timeout: SLOW_MS * 2
            });
            await page.page.waitForFunction(
                org =>
                    /^\d{38}$/.test(
                        (
                            window as unknown as { Visitor: { getInstance(org: string): { getMarketingCloudVisitorID(): string } } }
                        ).Visitor.getInstance(org).getMarketingCloudVisitorID()
                    ),
                ORG,
                { timeout: SLOW_MS * 2 }
            );
            expect((await visitorState(page)).clientSide).to.equal(false);
            const probe = await sendProbe(page);
            expect(paramsOf(probe).mid, "the next hit has the server's MID").to.match(MID);
            return `page view and accept leave after the ${VISITOR_WAIT_MS} ms visitor wait with the s_fid id; the server's MID arrives later and goes on the next hit; /optOutStatus answers late`;
        }
        expect(await optOut(), '/optOutStatus still open (its 30000 ms timeout)').to.equal('pending');
        expect(state.mid, 'no MID before the 30000 ms call timeout').to.equal('');
        expect(paramsOf(await sendProbe(page)).fid, 'the next hit, the same s_fid id').to.equal(params.fid);
        return `page view and accept leave after the ${VISITOR_WAIT_MS} ms visitor wait with the s_fid id; no MID meanwhile (the calls' 30000 ms timeout makes a local one); /optOutStatus still open`;
    }
};

/** The emulator's analytics requests before the beacon row's outage ended: failed tries, not deliveries. */
let triedBeforeRecovery = 0;

/**
 * Beacons: one request at a time, each given 5000 ms. A hit that did not get there (an error
 * answer, or no answer within the 5000 ms) is kept in the outbox and sent again once the
 * collector recovers, once: the cell switches the fault off when the page view's failed try
 * arrived, and every hit after it (the probe included) waits behind the kept one. An answer that
 * is not an image (`invalid`) is all the page sees of a failure too: kept and sent again.
 */
const beacons: FaultRow = {
    name: 'beacon',
    kinds: ['analytics'],
    url: US_HOME,
    deliveredFrom: () => triedBeforeRecovery,
    async run({ page, mode }: Cell): Promise<string> {
        triedBeforeRecovery = 0;
        const view = await beacon(isPageView);
        if (mode === 'slow') {
            const probe = await sendProbe(page);
            const gap = arrival(probe) - arrival(view);
            expect(gap, 'the next hit waits for the one before').to.be.at.least(SLOW_MS - SLACK_MS);
            return `answered late, within the ${BEACON_WATCHDOG_MS} ms: not kept, sent once; the next hit went after its answer (${(gap / 1000).toFixed(1)} s); no console line`;
        }
        // The outage ends: the kept page view goes again, and the probe behind it.
        const failed = Date.now();
        triedBeforeRecovery = bench().requests({ kind: 'analytics' }).length;
        bench().clearFaults();
        const probe = await sendProbe(page);
        const delivered = bench().requests({ kind: 'analytics' }).slice(triedBeforeRecovery);
        expect(delivered.filter(isPageView), 'the kept page view, once').to.have.length(1);
        expect(delivered.findIndex(isPageView), 'in the order sent: the page view before the probe').to.be.below(delivered.indexOf(probe));
        const after = ((arrival(delivered.find(isPageView)!) - failed) / 1000).toFixed(1);
        return `kept, delivered once after recovery (${after} s after it: the outbox's next try); the probe after it, in order; no console line`;
    }
};

/**
 * The schema of `job-alert`, published after the build, fetched when a careers page pushes the
 * event; `?csp=eval` lets the page compile it. The page's own events have their schemas built in.
 */
const schema: FaultRow = {
    name: 'schema',
    kinds: ['schema'],
    url: 'https://careers.alderway.com/jobs/J-2210?csp=eval',
    says: {
        error: [/^No schema for data-layer event "job-alert" \(HTTP 500\)/],
        invalid: [/^No schema for data-layer event "job-alert" \(invalid JSON\)/],
        'no-answer': [/^No schema for data-layer event "job-alert" \(no answer within 5000 ms\)/]
    },
    async run({ page, mode }: Cell): Promise<string> {
        await beacon(isPageView);
        await page.page.evaluate(() =>
            (window as unknown as { adobeDataLayer: unknown[] }).adobeDataLayer.push({
                event: 'job-alert',
                job: { id: 'J-2210', title: 'Agent', location: 'Denver' }
            })
        );
        await bench().waitForRequest({ kind: 'schema' }, request => request.path.endsWith('/job-alert.json'));
        const reason = { error: 'HTTP 500', invalid: 'invalid JSON', 'no-answer': 'no answer within 5000 ms', slow: '' }[mode];
        // A tracked event pushed while the schema is faulted: validation never holds it back.
        const pushed = Date.now();
        await page.page.evaluate(() =>
            (window as unknown as { adobeDataLayer: unknown[] }).adobeDataLayer.push({
                event: 'job-apply',
                job: { id: 'J-2210', title: 'Agent' }
            })
        );
        const apply = await beacon(request => paramsOf(request).v90 === 'job-apply');
        expect(arrival(apply) - pushed, 'job-apply is not held by the other schema').to.be.below(SLOW_MS - SLACK_MS);
        const validation = /validation=([^&]*)/.exec(apply.search)?.[1];
        if (mode === 'slow') {
            // The schema came, late: the compiler is fetched for it.
            await bench().waitForRequest({ kind: 'bundle' }, request => request.path.endsWith('.schema-compiler.js'), SLOW_MS * 2);
        } else {
            await consoleLine(page, new RegExp(`No schema for data-layer event "job-alert" \\(${reason}\\)`), BEACON_WATCHDOG_MS + 2000);
        }
        await sendProbe(page);
        return mode === 'slow'
            ? `page view at once; job-alert's schema is used when it comes; job-apply leaves at once (${decodeURIComponent(validation ?? '')})`
            : `page view at once; one warning "No schema for data-layer event "job-alert" (${reason})", cached as no schema; job-apply leaves at once (${decodeURIComponent(validation ?? '')})`;
    }
};

/**
 * The consent banner on an EU home, first visit: whatever the provider does, nothing is tracked
 * or stored without consent. A slow banner still asks, and an acceptance then starts tracking.
 */
const consent: FaultRow = {
    name: 'consent script',
    kinds: ['consent'],
    url: EU_HOME,
    // A script that does not parse throws in the page: the provider's error, not the container's.
    provokes: { invalid: [/^page error: Unexpected end of input$/] },
    says: { error: [/^The consent banner alderway_uk did not load: Failed to load the script https:\/\/consent\.trustarc\.com\/notice\?/] },
    async run({ page, mode }: Cell): Promise<string> {
        await bench().waitForRequest({ kind: 'consent' });
        // The after-load work ran (the data layer's page-view event reached the rules): the page went on.
        await page.waitForMonitor(event => event.hook === 'triggerFired' && event.type === 'data-layer-event');
        if (mode === 'error') {
            await consoleLine(page, /The consent banner alderway_uk did not load: Failed to load the script /, 2000);
        }
        const untracked = async () => {
            expect(
                requestsOf('analytics', 'visitor-id', 'opt-out-status', 'personalization', 'schema', 'dl-violation', 'id-sync'),
                'nothing tracked'
            ).to.deep.equal([]);
            const cookies = await cookiesOf(page, EU_HOME);
            expect(
                Object.keys(cookies).filter(name => /^(AMCV_|s_fid|s_ecid|mbox|s_gpv|s_nr30)/.test(name)),
                'no tracking cookie'
            ).to.deep.equal([]);
            expect(cookies.mmg_tracking).to.equal('false');
        };
        if (mode === 'no-answer') {
            // The window loads; the container's window-loaded work waits for the banner, within bounds.
            const { loadedAt } = await pageRecord(page);
            const stage = (await page.monitorEvents()).find(event => event.hook === 'triggerFired' && event.type === 'window-loaded') as
                { time: number } | undefined;
            expect(stage!.time - loadedAt!, 'window-loaded waited at most 3000 ms for the banner').to.be.within(
                3000 - SLACK_MS,
                3000 + SLACK_MS
            );
        }
        if (mode !== 'slow') {
            await untracked();
            return mode === 'no-answer'
                ? "no banner; nothing tracked or stored; the window loads, and the container's window-loaded work goes on 3000 ms later (a warning at the 30000 ms load timeout)"
                : `no banner${mode === 'invalid' ? ' (its script throws)' : '; one warning "The consent banner … did not load"'}; nothing tracked or stored`;
        }
        await page.page.locator('#truste-consent-button').waitFor({ timeout: SLOW_MS * 2 });
        const { loadedAt, bannerAt } = await pageRecord(page);
        expect(loadedAt, "the window's load did not wait for the banner").to.be.below(bannerAt!);
        await untracked();
        await page.page.click('#truste-consent-button');
        await beacon(isPageView);
        await beacon(isLink('consent:accept'));
        await sendProbe(page);
        return 'the window loads first, the banner when it comes; nothing tracked before the visitor accepts, then the page view and the acceptance leave once';
    }
};

/** The delivery call of the rental home: the page is hidden while it is out, never longer than 3000 ms. */
const personalization: FaultRow = {
    name: 'personalization',
    kinds: ['personalization'],
    url: US_HOME,
    says: {
        slow: [
            /^The personalization call for target-global-mbox failed: The call took longer than you wanted!\. The page keeps its default content\.$/
        ],
        'no-answer': [
            /^The personalization call for target-global-mbox failed: The call took longer than you wanted!\. The page keeps its default content\.$/
        ],
        error: [
            /^The personalization call for target-global-mbox failed: the service answered 500\. The page keeps its default content\.$/
        ],
        invalid: [/^The personalization call for target-global-mbox failed: the answer is not JSON\. The page keeps its default content\.$/]
    },
    async run({ page, mode }: Cell): Promise<string> {
        await bench().waitForRequest({ kind: 'personalization' });
        const reason = {
            slow: 'The call took longer than you wanted!',
            'no-answer': 'The call took longer than you wanted!',
            error: 'the service answered 500',
            invalid: 'the answer is not JSON'
        }[mode];
        await consoleLine(
            page,
            new RegExp(`The personalization call for target-global-mbox failed: ${reason.replace(/[.!]/g, '\\$&')}`),
            5000
        );
        await page.page.waitForFunction(() => !document.getElementById('at-body-style'), undefined, { timeout: 4000 });
        const { hiddenAt, shownAt } = await pageRecord(page);
        expect(hiddenAt, 'the page was hidden for the call').to.be.a('number');
        expect(shownAt! - hiddenAt!, 'ms hidden').to.be.at.most(3000 + SLACK_MS);
        expect(await page.page.evaluate(() => getComputedStyle(document.body).opacity)).to.equal('1');
        expect(await page.page.textContent('#hero-title'), 'the default content').to.match(/^Rent a car with/);
        await page.waitForMonitor(event => event.type === 'at-request-failed');
        await beacon(isPageView);
        await sendProbe(page);
        return `page shown again after ${Math.round(shownAt! - hiddenAt!)} ms with its default content; one warning "The personalization call … failed: ${reason}"`;
    }
};

/** Id syncs after load: the destination-publishing iframe and the partner pixels. */
const idSync: FaultRow = {
    name: 'id sync',
    kinds: ['id-sync'],
    url: US_HOME,
    async run({ page, mode }: Cell): Promise<string> {
        await beacon(isPageView);
        await bench().waitForRequest({ kind: 'id-sync' }, request => request.path === '/dest5.html');
        const pixel = (id: string) =>
            bench()
                .requests({ kind: 'id-sync' })
                .filter(request => request.path === `/sync/${id}`);
        // The page fires its on-page sync itself; the iframe fires the others once it runs.
        await bench().waitForRequest({ kind: 'id-sync' }, request => request.path === '/sync/411');
        const iframe = page.page.locator('iframe[id^="destination_publishing_iframe_"]');
        if (mode === 'slow') {
            await bench().waitForRequest({ kind: 'id-sync' }, request => request.path === '/sync/477', SLOW_MS * 2);
            await bench().waitForRequest({ kind: 'id-sync' }, request => request.path === '/sync/903', SLOW_MS * 2);
            expect(pixel('477'), 'each iframe sync once').to.have.length(1);
        } else if (mode === 'no-answer') {
            expect(await iframe.getAttribute('class'), 'the iframe never loads').to.equal(null);
        } else {
            await page.page.locator('iframe.aamIframeLoaded').waitFor({ state: 'attached' });
            // The iframe page cannot answer the parent: the batch goes after the 250 ms handshake, to no one.
            expect(pixel('477'), 'the iframe fires nothing').to.have.length(0);
        }
        expect(pixel('411'), 'the on-page sync once').to.have.length(1);
        expect(await iframe.count()).to.equal(1);
        await sendProbe(page);
        const iframeDid = { slow: '', 'no-answer': 'never loads', error: 'loads the 500 page', invalid: 'loads a page that never answers' }[
            mode
        ];
        return mode === 'slow'
            ? "the iframe's syncs go when it comes, each once; the on-page sync once"
            : `the iframe ${iframeDid}, so its syncs are not fired; the on-page sync goes once; no console line`;
    }
};

export const FAULT_ROWS: readonly FaultRow[] = [identity, beacons, schema, consent, personalization, idSync];
