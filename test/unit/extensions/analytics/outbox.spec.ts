import { expect } from 'chai';
import * as sinon from 'sinon';
import { OutboxSettings } from '../../../../src/config/outbox';
import type { RetryOutcome } from '../../../../src/extensions/analytics/beacon-queue';
import { Outbox } from '../../../../src/extensions/analytics/outbox';
import { OutboxFlagCookie } from '../../../../src/extensions/analytics/outbox-flag-cookie';
import type { OutboxOptions, OutboxWindow } from '../../../../src/extensions/analytics/outbox-options';
import type { CookieService } from '../../../../src/services/cookie-service';
import type { KeptHit, OutboxStore } from '../../../../src/services/outbox-store';
import type { QaEntry } from '../../../../src/services/qa-journal';
import { TestPageLeaving } from '../../test-page-leaving';

const BASE = 'https://smetrics.alderway.com/b/ss/mmgglobalprod/1/JS-2.27.0/s1';

function hit(n: number): KeptHit {
    return {
        key: 'tag-container.outbox.mmgglobalprod',
        base: BASE,
        query: `AQB=1&pageName=p${n}&AQE=1`,
        post: false,
        at: Date.now(),
        tries: 0
    };
}

/** A store in memory: what it holds is the test's to read. */
class MemoryStore {
    hits: KeptHit[] = [];
    cleared = 0;
    all(): readonly KeptHit[] {
        return this.hits;
    }
    reload(): void {
        /* one tab */
    }
    add(kept: KeptHit): boolean {
        this.hits.push(kept);
        return true;
    }
    remove(kept: KeptHit): void {
        this.hits = this.hits.filter(other => other !== kept);
    }
    update(): void {
        /* the hit itself changed */
    }
    clear(): void {
        this.cleared++;
        this.hits = [];
    }
}

describe('Outbox', () => {
    let clock: sinon.SinonFakeTimers;
    let store: MemoryStore;
    let tries: Array<{ query: string; at: number }>;
    let answers: RetryOutcome[];
    let consent: boolean;
    let flags: boolean[];
    let online: (() => void) | undefined;
    let page: TestPageLeaving;
    let window: OutboxWindow & { navigator: { onLine?: boolean } };
    let outbox: Outbox;

    beforeEach(() => {
        clock = sinon.useFakeTimers({ now: 1_800_000_000_000 });
        store = new MemoryStore();
        tries = [];
        answers = [];
        consent = true;
        flags = [];
        online = undefined;
        page = new TestPageLeaving();
        window = {
            setTimeout: (callback, ms) => setTimeout(callback, ms),
            clearTimeout: timer => clearTimeout(timer as ReturnType<typeof setTimeout>),
            addEventListener: (_type, listener) => {
                online = listener;
            },
            removeEventListener: () => {
                online = undefined;
            },
            navigator: {}
        };
        outbox = outboxOf(deliver, () => consent, store);
    });

    afterEach(() => sinon.restore());

    /** The collector, faked: each try is recorded in `tries` and answered from `answers`, delivered by default. */
    function deliver(kept: KeptHit): Promise<RetryOutcome> {
        tries.push({ query: kept.query, at: Date.now() });
        return Promise.resolve(answers.shift() ?? 'delivered');
    }

    /** The outbox with its edges faked: the tries (the transport's queue), consent, and the flag's cookie (recorded in `flags`). */
    function outboxOf(
        deliver: (kept: KeptHit) => Promise<RetryOutcome>,
        allowed: () => boolean,
        kept: MemoryStore,
        flag = (waiting: boolean) => void flags.push(waiting),
        journal?: OutboxOptions['journal']
    ): Outbox {
        const consent = {
            get hasConsent() {
                return allowed();
            }
        };
        // The flag on a cookie jar that records each raise (true) and take-down (false).
        const cookies = { set: () => flag(true), remove: () => flag(false) } as unknown as CookieService;
        const raised = new OutboxFlagCookie({ cookies });
        return new Outbox({
            window,
            queue: { retry: deliver },
            consent,
            flag: raised,
            page,
            logger: { warn: () => undefined },
            store: kept as unknown as OutboxStore,
            journal
        });
    }

    it('sends the kept hits again in the order they were first sent, a few per second at most, and removes each the collector answered', async () => {
        for (let n = 1; n <= 5; n++) {
            outbox.keep(hit(n));
        }
        expect(flags[0]).to.equal(true);
        await clock.tickAsync(10000);
        expect(tries.map(tried => tried.query)).to.deep.equal([1, 2, 3, 4, 5].map(n => `AQB=1&pageName=p${n}&AQE=1`));
        const gaps = tries.slice(1).map((tried, index) => tried.at - tries[index].at);
        expect(Math.min(...gaps)).to.be.at.least(OutboxSettings.minGapMs);
        expect(store.hits).to.deep.equal([]);
        expect(flags[flags.length - 1], 'the flag goes once nothing waits').to.equal(false);
    });

    it("waits page code's offlineThrottleDelay after an AppMeasurement hit, where it is longer than its own pace", async () => {
        for (let n = 1; n <= 3; n++) {
            outbox.keep({ ...hit(n), gap: 2500 });
        }
        await clock.tickAsync(20000);
        const gaps = tries.slice(1).map((tried, index) => tried.at - tries[index].at);
        expect(tries).to.have.length(3);
        expect(Math.min(...gaps)).to.be.at.least(2500);
    });

    it('backs off after each failure, doubling up to a minute, and keeps the order: the failed hit goes first again', async () => {
        answers = ['failed', 'failed', 'failed'];
        outbox.keep(hit(1));
        outbox.keep(hit(2));
        await clock.tickAsync(120000);
        expect(tries.map(tried => tried.query.match(/p\d/)![0])).to.deep.equal(['p1', 'p1', 'p1', 'p1', 'p2']);
        const waits = tries.slice(1, 4).map((tried, index) => tried.at - tries[index].at);
        expect(waits).to.deep.equal([2000, 4000, 8000]);
        expect(store.hits).to.deep.equal([]);
    });

    it('tries no hit while the browser is offline, and at once when it is back online', async () => {
        window.navigator.onLine = false;
        answers = ['failed'];
        outbox.keep(hit(1));
        await clock.tickAsync(300000);
        expect(tries).to.deep.equal([]);
        window.navigator.onLine = true;
        online!();
        await clock.tickAsync(OutboxSettings.minGapMs);
        expect(tries).to.have.length(1);
    });

    it('sends hits of a former page when started, and takes the flag down when none waits', async () => {
        store.hits = [hit(1)];
        outbox.start();
        await clock.tickAsync(0);
        expect(tries).to.have.length(1);
        const empty = outboxOf(
            () => Promise.resolve('delivered'),
            () => true,
            new MemoryStore()
        );
        flags = [];
        empty.start();
        expect(flags).to.deep.equal([false]);
    });

    it('empties the store at once on withdrawal, and nothing kept or new ever leaves after it', async () => {
        answers = ['failed'];
        outbox.keep(hit(1));
        outbox.keep(hit(2));
        await clock.tickAsync(OutboxSettings.minGapMs);
        expect(tries).to.have.length(1);
        outbox.purge();
        expect(store.hits).to.deep.equal([]);
        expect(flags[flags.length - 1]).to.equal(false);
        outbox.keep(hit(3));
        await clock.tickAsync(600000);
        expect(tries).to.have.length(1);
        expect(outbox.size).to.equal(0);
    });

    it('sends nothing without consent: a page where consent is gone empties what waits', async () => {
        store.hits = [hit(1)];
        flags = [];
        consent = false;
        outbox.start();
        // At once, not at the next try: a visitor who leaves this page now leaves nothing kept behind.
        expect(store.cleared).to.equal(1);
        expect(flags).to.deep.equal([false]);
        await clock.tickAsync(60000);
        expect(tries).to.deep.equal([]);
        expect(store.cleared).to.equal(1);
    });

    it('stores nothing once consent is gone: a hit that fails after the withdrawal is not written, flagged or tried', async () => {
        consent = false;
        outbox.keep(hit(1));
        outbox.keepRequest({ base: BASE, query: 'AQB=1&pageName=late&AQE=1', hasVisitorId: false, leavesPage: false }, Date.now());
        await clock.tickAsync(60000);
        expect(store.hits).to.deep.equal([]);
        expect(flags).not.to.include(true);
        expect(tries).to.deep.equal([]);
        expect(outbox.size).to.equal(0);
    });

    it('leaves a hit another tab tried moments ago to that try, and looks again after the lease', async () => {
        const other = hit(1);
        other.tried = Date.now();
        store.hits = [other];
        outbox.start();
        await clock.tickAsync(OutboxSettings.leaseMs - 1);
        expect(tries).to.deep.equal([]);
        await clock.tickAsync(1);
        expect(tries).to.have.length(1);
    });

    describe('on the next page, once the collector is back', () => {
        /** Web Locks as the browser grants them: one holder at a time, in the order asked. */
        /**
         * Lets the lock's promise chains run through, a few ms of fake time (the fake clock runs a
         * timer set during a tick 1 ms later): far less than the outbox's pace between tries.
         */
        async function turns(): Promise<void> {
            for (let turn = 0; turn < 5; turn++) {
                await clock.tickAsync(1);
            }
        }

        function withLocks(): void {
            let queue = Promise.resolve<unknown>(undefined);
            (window.navigator as { locks?: unknown }).locks = {
                request: (_name: string, callback: () => Promise<unknown>) => {
                    const run = queue.then(callback);
                    queue = run.catch(() => undefined);
                    return run;
                }
            };
        }

        it('tries at once when started, without waiting for idle time, whatever backoff the page before had reached', async () => {
            const idle = sinon.spy();
            window.requestIdleCallback = idle;
            store.hits = [{ ...hit(1), tries: 6 }];
            outbox.start();
            await turns();
            expect(tries.map(kept => kept.query)).to.deep.equal([hit(1).query]);
            expect(idle.called, 'the first try waits for no idle time').to.equal(false);
        });

        it("holding the browser's lock, does not wait out the lease of a try the page before left when it unloaded", async () => {
            withLocks();
            store.hits = [{ ...hit(1), tried: Date.now() - 100 }];
            outbox.start();
            await turns();
            expect(tries).to.have.length(1);
            expect(store.hits).to.deep.equal([]);
        });

        it("sends the page's own hits that waited behind a kept one as soon as the collector answered it, in order", async () => {
            withLocks();
            window.requestIdleCallback = () => undefined;
            store.hits = [hit(1)];
            outbox.start();
            const request = { base: BASE, query: 'AQB=1&pageName=own&AQE=1', hasVisitorId: false, leavesPage: false };
            outbox.keepRequest(request, Date.now(), true);
            outbox.keepRequest({ ...request, query: 'AQB=1&pageName=own2&AQE=1' }, Date.now() + 1, true);
            await turns();
            expect(tries.map(kept => kept.query)).to.deep.equal([hit(1).query, request.query, 'AQB=1&pageName=own2&AQE=1']);
            expect(tries[2].at - tries[0].at, 'no pause between them').to.be.below(10);
            expect(store.hits).to.deep.equal([]);
        });

        it('paces tries again of hits that failed before, even right after an answer', async () => {
            withLocks();
            window.requestIdleCallback = callback => setTimeout(callback, 0);
            store.hits = [hit(1), hit(2)];
            outbox.start();
            await turns();
            expect(tries).to.have.length(1);
            await clock.tickAsync(OutboxSettings.minGapMs - 10);
            expect(tries).to.have.length(1);
            await turns();
            await turns();
            expect(tries).to.have.length(2);
        });

        it("keeps the page's own hits behind a kept one that fails again, and paces them from then on", async () => {
            withLocks();
            answers = ['failed'];
            store.hits = [hit(1)];
            outbox.start();
            outbox.keepRequest({ base: BASE, query: 'AQB=1&pageName=own&AQE=1', hasVisitorId: false, leavesPage: false }, Date.now(), true);
            await turns();
            expect(tries).to.have.length(1);
            expect(store.hits.map(kept => kept.query)).to.deep.equal([hit(1).query, 'AQB=1&pageName=own&AQE=1']);
            await clock.tickAsync(OutboxSettings.backoffMs - 10);
            expect(tries, "the backoff holds the page's own hit too").to.have.length(1);
            await turns();
            await turns();
            // The kept hit's second try is answered; the page's own hit follows it at once.
            expect(tries.map(kept => kept.query)).to.deep.equal([hit(1).query, hit(1).query, 'AQB=1&pageName=own&AQE=1']);
        });
    });

    describe('keepRequest: a request as the transport sent it', () => {
        const ACCOUNT_BASE = 'https://smetrics.alderway.com/b/ss/mmgglobalprod,mmgalderwayusrental/1/JS-2.27.0/s1';
        const QUERY = 'AQB=1&pageName=home&AQE=1';

        it("is kept exactly as sent, under its account's key, with no ts while its suites are not timestamp-enabled", () => {
            outbox.keepRequest({ base: ACCOUNT_BASE, query: QUERY, hasVisitorId: true, leavesPage: false }, 1_800_000_000_000);
            expect(store.hits).to.deep.equal([
                {
                    key: 'tag-container.outbox.mmgglobalprod,mmgalderwayusrental',
                    base: ACCOUNT_BASE,
                    query: QUERY,
                    post: true,
                    at: 1_800_000_000_000,
                    tries: 0
                }
            ]);
        });

        it('gets ts (its first send, in seconds) only when every suite of its account is timestamp-enabled, and keeps a ts it has', () => {
            const suites = OutboxSettings.timestampSuites as string[];
            try {
                suites.push('mmgglobalprod');
                outbox.keepRequest({ base: ACCOUNT_BASE, query: QUERY, hasVisitorId: false, leavesPage: false }, 1_800_000_000_999);
                suites.push('mmgalderwayusrental');
                outbox.keepRequest({ base: ACCOUNT_BASE, query: QUERY, hasVisitorId: false, leavesPage: false }, 1_800_000_000_999);
                outbox.keepRequest(
                    { base: ACCOUNT_BASE, query: 'AQB=1&ts=1700000000&AQE=1', hasVisitorId: false, leavesPage: false },
                    1_800_000_000_999
                );
            } finally {
                suites.length = 0;
            }
            expect(store.hits.map(kept => kept.query)).to.deep.equal([
                QUERY,
                'AQB=1&pageName=home&ts=1800000000&AQE=1',
                'AQB=1&ts=1700000000&AQE=1'
            ]);
        });

        it("goes to AppMeasurement's offline list where page code set s.trackOffline", () => {
            const limits: Array<number | undefined> = [];
            const add = store.add.bind(store);
            store.add = (kept: KeptHit, limit?: number) => {
                limits.push(limit);
                return add(kept);
            };
            outbox.keepRequest(
                { base: ACCOUNT_BASE, query: QUERY, hasVisitorId: false, leavesPage: false, offline: {} },
                1_800_000_000_000
            );
            outbox.keepRequest(
                {
                    base: ACCOUNT_BASE,
                    query: QUERY,
                    hasVisitorId: false,
                    leavesPage: false,
                    offline: { file: 'my.requests', namespace: 'alderway', limit: 3, throttle: 2500 }
                },
                1_800_000_000_000
            );
            expect(store.hits.map(kept => kept.key)).to.deep.equal([
                'AppMeasurement.requests-mmgglobalprod,mmgalderwayusrental',
                'my.requests-alderwaymmgglobalprod,mmgalderwayusrental'
            ]);
            expect(limits, 'offlineLimit, default 10').to.deep.equal([10, 3]);
            expect(
                store.hits.map(kept => kept.gap),
                'offlineThrottleDelay, default 0'
            ).to.deep.equal([undefined, 2500]);
            expect(store.hits[0].query, 'with ts, as AppMeasurement stamps it').to.equal('AQB=1&pageName=home&ts=1800000000&AQE=1');
        });

        it("keeps up to AppMeasurement's default of 10 where page code's offlineLimit is not a positive whole number", () => {
            const limits: Array<number | undefined> = [];
            const add = store.add.bind(store);
            store.add = (kept: KeptHit, limit?: number) => {
                limits.push(limit);
                return add(kept);
            };
            for (const limit of [0, -5, 2.5, 'many', 1]) {
                outbox.keepRequest(
                    { base: ACCOUNT_BASE, query: QUERY, hasVisitorId: false, leavesPage: false, offline: { limit } },
                    1_800_000_000_000
                );
            }
            // 0 would keep nothing and lose every hit of the outage: AppMeasurement's default applies.
            expect(limits).to.deep.equal([10, 10, 10, 10, 1]);
        });
    });

    it('counts a hit as waiting from the moment it is handed over, while the lock to store it is still to come', async () => {
        let grant: (() => void) | undefined;
        (window.navigator as { locks?: unknown }).locks = {
            request: (_name: string, callback: () => Promise<unknown>) =>
                new Promise(resolve => {
                    grant = () => resolve(callback());
                })
        };
        expect(outbox.size).to.equal(0);
        outbox.keep(hit(1));
        expect(outbox.size, 'a hit sent now must go behind it').to.equal(1);
        expect(store.hits).to.deep.equal([]);
        grant!();
        await clock.tickAsync(0);
        expect([outbox.size, store.hits.length]).to.deep.equal([1, 1]);
    });

    it('stores a hit still waiting for the lock when the page may be gone (Firefox grants it in a task a closed tab never runs), and only once', async () => {
        let grant: (() => void) | undefined;
        (window.navigator as { locks?: unknown }).locks = {
            request: (_name: string, callback: () => Promise<unknown>) =>
                new Promise(resolve => {
                    grant = () => resolve(callback());
                })
        };
        outbox.keep(hit(1));
        expect(store.hits).to.deep.equal([]);
        page.leave();
        expect(
            store.hits.map(kept => kept.query),
            'stored as the page goes'
        ).to.deep.equal([hit(1).query]);
        expect(flags, 'the next page learns that it waits').to.deep.equal([true]);
        grant!();
        await clock.tickAsync(0);
        expect(store.hits, 'the late lock stores nothing more').to.have.length(1);
        expect(outbox.size).to.equal(1);
    });

    it('stores a hit kept once the page may be gone at once, without asking for the lock', () => {
        let asked = 0;
        (window.navigator as { locks?: unknown }).locks = {
            request: () => {
                asked++;
                return new Promise(() => undefined);
            }
        };
        page.leave();
        outbox.keep(hit(1));
        expect(store.hits.map(kept => kept.query)).to.deep.equal([hit(1).query]);
        expect(asked, 'no lock asked for').to.equal(0);
    });

    it('stores a hit without the lock where the browser refuses it: kept, not lost', async () => {
        (window.navigator as { locks?: unknown }).locks = { request: () => Promise.reject(new Error('locks are off')) };
        outbox.keep(hit(1));
        await clock.tickAsync(0);
        expect(store.hits).to.have.length(1);
    });

    it("picks, tries and removes a hit under the browser's lock where it has Web Locks, so two tabs never send the same", async () => {
        const held: string[] = [];
        let queue = Promise.resolve<unknown>(undefined);
        (window.navigator as { locks?: unknown }).locks = {
            request: (name: string, callback: () => Promise<unknown>) => {
                held.push(name);
                const run = queue.then(callback);
                queue = run.catch(() => undefined);
                return run;
            }
        };
        outbox.keep(hit(1));
        await clock.tickAsync(OutboxSettings.minGapMs);
        expect(held, 'keeping, then trying').to.deep.equal(['tag-container.outbox', 'tag-container.outbox']);
        expect(tries).to.have.length(1);
        expect(store.hits).to.deep.equal([]);
    });

    it('counts a try that threw as a failure', async () => {
        const throwing = outboxOf(
            () => Promise.reject(new Error('refused')),
            () => true,
            store,
            () => undefined
        );
        throwing.keep(hit(1));
        await clock.tickAsync(OutboxSettings.minGapMs);
        expect(store.hits[0].tries).to.equal(1);
    });

    describe('for the health report', () => {
        let heard: QaEntry[];
        let journaled: Outbox;

        beforeEach(() => {
            // The fake clock's performance has no timeOrigin: the page's real start tells a former page's hits apart.
            clock.restore();
            clock = sinon.useFakeTimers({ now: 1_800_000_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
            heard = [];
            journaled = outboxOf(deliver, () => consent, store, undefined, { record: entry => void heard.push(entry) });
        });

        const said = () => heard.map(entry => (entry.kind === 'outbox' ? [entry.event, entry.reason] : entry.kind));

        it("journals a hit kept and a former page's hit sent late, by code, never the hit", async () => {
            store.hits = [{ ...hit(1), at: performance.timeOrigin - 60_000 }];
            journaled.start();
            journaled.keep(hit(2));
            await clock.tickAsync(OutboxSettings.minGapMs * 4);
            expect(tries.map(kept => kept.query)).to.deep.equal([hit(1).query, hit(2).query]);
            expect(said(), "this page's own hit, delivered, was not late").to.deep.equal([
                ['kept', undefined],
                ['late', undefined]
            ]);
            expect(JSON.stringify(heard)).not.to.include('pageName');
        });

        it('journals each hit a withdrawal drops, once, and what the store drops for reasons of its own', () => {
            store.hits = [hit(1), hit(2)];
            (store as unknown as OutboxStore).onDrop!('storage');
            consent = false;
            journaled.purge();
            journaled.purge();
            expect(said()).to.deep.equal([
                ['dropped', 'storage'],
                ['dropped', 'consent'],
                ['dropped', 'consent']
            ]);
        });
    });
});
