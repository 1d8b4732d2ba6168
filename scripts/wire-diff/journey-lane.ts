import type { BrowserContext, CDPSession, Frame, Page } from 'playwright-core';
import type { CapturedRequest } from '../../demo-site/server/captured-request';
import { BenchPage } from '../../test/browser/bench-page';
import { settle } from '../../test/browser/consent-visits';
import { waitFor } from '../../test/browser/patience';
import type { BuildUnderTest } from './build-under-test';
import type { Journey, JourneySteps, StepEnd } from './journey';
import type { JourneyRecord, JourneyStepRecord, SentRequest } from './wire-records';
import { COMPARED_KINDS } from './wire-records';

/**
 * What `Math.random` gives on a journey's pages: 0.001 at the first call, a trillionth more at each
 * next, so always under every sample rate the property has. The container's draws then come out
 * alike on both builds (a production page is drawn for a health report, so health reports are
 * compared on every journey), while two hits still get two cache-busters: a request sent twice
 * exactly alike is a hit sent again, never two hits.
 */
export const FIXED_RANDOM = '(function () { var next = 0.001; Math.random = function () { next += 1e-12; return next; }; })();';

/** The steps every journey ends with: the tab hidden (the container's leaving hits go then), then the page left for a blank one. */
export const HIDDEN = 'tab hidden';
export const LEFT = 'page left';

/** The fields of a captured request the diff keeps. */
function sent(request: CapturedRequest): SentRequest {
    const { kind, method, protocol, host, path, search, body, contentType } = request;
    return { kind, method, protocol, host, path, search, body, contentType };
}

/**
 * One browser tab of one build that takes journeys one after the other, each as a new visitor:
 * between two journeys it forgets every cookie and whatever the origins the last one visited kept
 * (local and session storage, IndexedDB, caches), and its requests carry the next journey's tag at
 * the end of their User-Agent. A tab, not a browser context, per journey: a context and its first
 * page cost Chromium about as much as the page load itself.
 */
export class JourneyLane {
    /** False once forgetting a visitor failed: the tab may hold what a journey left, and is replaced. */
    healthy = true;
    protected readonly origins = new Set<string>();
    protected readonly onFrame = (frame: Frame): void => {
        try {
            const origin = new URL(frame.url()).origin;
            if (origin.startsWith('http')) {
                this.origins.add(origin);
            }
        } catch {
            // about:blank and the like keep nothing.
        }
    };

    protected constructor(
        protected readonly build: BuildUnderTest,
        protected readonly context: BrowserContext,
        protected readonly page: Page,
        protected readonly devtools: CDPSession
    ) {
        page.on('framenavigated', this.onFrame);
    }

    static async open(build: BuildUnderTest): Promise<JourneyLane> {
        const context = await build.target.browser.newContext({ ignoreHTTPSErrors: true });
        await context.addInitScript(FIXED_RANDOM);
        const page = await context.newPage();
        return new JourneyLane(build, context, page, await context.newCDPSession(page));
    }

    async close(): Promise<void> {
        await this.context.close().catch(() => undefined);
    }

    /**
     * Takes one journey as a new visitor whose requests carry `tag`, and records what each of its
     * steps sent, from the demo server's log: what the emulated services received, nothing the
     * page kept to itself.
     */
    async take(journey: Journey, tag: string): Promise<JourneyRecord> {
        await this.devtools.send('Network.setUserAgentOverride', { userAgent: `${this.build.userAgent} ${tag}` });
        await this.context.clearCookies();
        const server = this.build.target.server;
        const records: JourneyStepRecord[] = [];
        const ofJourney = (request: CapturedRequest) => (request.userAgent ?? '').endsWith(` ${tag}`);
        // The requests up to this id came before this step: a step takes those after.
        let seen = Math.max(0, ...server.log.list().map(request => request.id));
        const collect = (name: string) => {
            const requests = server.log.list({ after: seen, kind: COMPARED_KINDS });
            seen = Math.max(seen, ...server.log.list({ after: seen }).map(request => request.id));
            records.push({ name, requests: requests.filter(ofJourney).map(sent) });
        };
        const page = new BenchPage(this.context, this.page);
        const steps: JourneySteps = {
            page,
            step: async (name, action, how) => {
                const clicks = how === 'click' || how === 'consent' ? await clicksHeard(page) : 0;
                await action();
                if (how === 'click' || how === 'consent') {
                    // The click's rules may start a task or more later: settling counts them once they have.
                    await waitFor(`the container to hear the click of step ${name}`, async () =>
                        (await clicksHeard(page)) > clicks ? true : undefined
                    );
                }
                await this.end(page, how);
                collect(name);
            }
        };
        try {
            await journey.take(steps);
            await steps.step(
                HIDDEN,
                () =>
                    page.page.evaluate(() => {
                        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
                        document.dispatchEvent(new Event('visibilitychange'));
                    }),
                'script'
            );
            await this.page.unrouteAll({ behavior: 'ignoreErrors' });
            await steps.step(LEFT, () => this.page.goto('about:blank').then(() => undefined), 'script');
            const errors = page.unexpectedErrors();
            return {
                ...factsOf(journey),
                steps: records,
                ...(errors.length > 0 ? { error: `the page had errors: ${errors.join('; ')}` } : {})
            };
        } catch (error) {
            collect('(until the journey failed)');
            return { ...factsOf(journey), steps: records, error: (error as Error).message.split('\n')[0] };
        } finally {
            page.detach();
            await this.forget().catch(() => (this.healthy = false));
        }
    }

    /** Waits until the page has done all it will for the step: see StepEnd. */
    protected async end(page: BenchPage, how: StepEnd): Promise<void> {
        if (how === 'page') {
            await page.waitForLazyFile('after-load');
            // Every journey page is drawn for a health report (FIXED_RANDOM), and a page left
            // before its health file ran sends none: the report would go on one build by chance.
            if (this.build.hasHealthFile) {
                await page.waitForLazyFile('health');
            }
        }
        if (how === 'consent') {
            await settle(page);
        } else {
            await page.settled();
        }
        // A tag goes in at idle time after the page view or a consent, and its status in the health
        // report is the one it has when the page is left: such a step ends when its tags have come.
        if (how === 'page' || how === 'consent') {
            await page.afterPageIdle();
            await page.settled();
        }
        // A hit the transport's watchdog gave up on is sent again by the outbox: that copy belongs to this step.
        if (this.page.url().startsWith('http')) {
            await page.outboxDrained();
        }
    }

    /** Forgets the visitor: what the origins the journey visited kept, on a blank page. */
    protected async forget(): Promise<void> {
        await this.page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
        if (this.page.url() !== 'about:blank') {
            await this.page.goto('about:blank').catch(() => undefined);
        }
        for (const origin of this.origins) {
            await this.devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
        }
        this.origins.clear();
        await this.context.clearCookies();
    }
}

/** How many clicks the container heard on the page: its click trigger's occurrences, by the QA monitor. */
async function clicksHeard(page: BenchPage): Promise<number> {
    return (await page.monitorEvents()).filter(event => event.hook === 'triggerFired' && event.type === 'click').length;
}

function factsOf(journey: Journey): Omit<JourneyRecord, 'steps' | 'error'> {
    const { id, family, host, brand, country, siteType, page, url } = journey;
    return { id, family, host, brand, country, siteType, page, url };
}
