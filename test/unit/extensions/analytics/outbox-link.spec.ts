import { expect } from 'chai';
import { OutboxFlag } from '../../../../src/config/outbox';
import type { BeaconQueue } from '../../../../src/extensions/analytics/beacon-queue';
import type { BeaconRequest } from '../../../../src/extensions/analytics/beacon-transport';
import type { Outbox } from '../../../../src/extensions/analytics/outbox';
import { OutboxFlagCookie } from '../../../../src/extensions/analytics/outbox-flag-cookie';
import { OutboxLink } from '../../../../src/extensions/analytics/outbox-link';
import type { OutboxOptions } from '../../../../src/extensions/analytics/outbox-options';
import type { ConsentService } from '../../../../src/services/consent-service';
import type { LazyFeatures } from '../../../../src/services/lazy-features';
import type { Logger } from '../../../../src/services/logger';
import { TestPageLeaving } from '../../test-page-leaving';
import type { JarCookie } from './cookie-jar-fake';
import { cookieServiceOver } from './cookie-jar-fake';

const BASE = 'https://smetrics.alderway.com/b/ss/mmgglobalprod,mmgalderwayusrental/1/JS-2.27.0/s1';
const QUERY = 'AQB=1&pageName=home&AQE=1';

describe('OutboxLink (what the bundle knows of the outbox)', () => {
    let jar: Map<string, JarCookie>;
    let loads: number;
    let kept: Array<{ request: BeaconRequest; at: number }>;
    let purged: number;
    let started: number;
    let consentListener: ((hasConsent: boolean) => void) | undefined;
    let warnings: unknown[][];
    let online: Array<() => void>;
    let link: OutboxLink;
    /** What each outbox was built with. */
    let builtWith: OutboxOptions[];
    const queue = { retry: () => Promise.resolve('delivered') } as unknown as BeaconQueue;
    const page = new TestPageLeaving();
    /** Lets every promise chained so far settle. */
    const settled = () => new Promise(resolve => setImmediate(resolve));

    const fakeOutbox = () =>
        ({
            get size() {
                return kept.length;
            },
            start: () => {
                started++;
            },
            keepRequest: (request: BeaconRequest, at: number) => {
                kept.push({ request, at });
            },
            purge: () => {
                purged++;
                kept = [];
            }
        }) as unknown as Outbox;

    /** The outbox file, its edge: `load` says whether it comes, and with which outbox. */
    function linkWith(load: () => Promise<Outbox> = () => Promise.resolve(fakeOutbox())): OutboxLink {
        const cookies = cookieServiceOver(jar);
        const consent = {
            onDidChange: (listener: (hasConsent: boolean) => void) => {
                consentListener = listener;
                return () => undefined;
            }
        } as unknown as ConsentService;
        const window = {
            addEventListener: (type: string, listener: () => void) => type === 'online' && online.push(listener)
        } as unknown as OutboxOptions['window'];
        const lazy = {
            load: (file: string) => {
                expect(file).to.equal('outbox');
                loads++;
                return load().then(outbox => ({
                    Outbox: class {
                        constructor(options: OutboxOptions) {
                            builtWith.push(options);
                            return outbox;
                        }
                    }
                }));
            }
        } as unknown as LazyFeatures;
        return new OutboxLink({
            flag: new OutboxFlagCookie({ cookies }),
            consent,
            lazy,
            queue,
            window,
            page,
            logger: { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger
        });
    }

    beforeEach(() => {
        jar = new Map();
        loads = 0;
        kept = [];
        purged = 0;
        started = 0;
        warnings = [];
        online = [];
        builtWith = [];
        link = linkWith();
    });

    it('costs nothing where no flag cookie is up: no load, no promise, nothing read but the parsed cookies', () => {
        expect(link.waiting()).to.equal(undefined);
        expect(loads).to.equal(0);
    });

    it('loads and starts the outbox where the flag says hits of a former page wait, and says whether any still does', async () => {
        jar.set(OutboxFlag.cookie, { value: '1' });
        expect(await link.waiting()).to.equal(undefined);
        expect([loads, started]).to.deep.equal([1, 1]);
        expect(builtWith, "built with the transport's queue and the page's leaving").to.have.length(1);
        expect(builtWith[0]).to.include({ queue, page });
        expect(builtWith[0], 'consent, the flag and the logger handed on as they are').to.include.all.keys('consent', 'flag', 'logger');
        await link.keep({ base: BASE, query: QUERY, hasVisitorId: true, leavesPage: false }, 1_800_000_000_000);
        expect(await link.waiting()).not.to.equal(undefined);
        expect(loads).to.equal(1);
    });

    it('hands a hit to keep to the outbox file, loading it once', async () => {
        const request = { base: BASE, query: QUERY, hasVisitorId: true, leavesPage: false };
        await link.keep(request, 1_800_000_000_000);
        await link.keep(request, 1_800_000_000_001);
        expect(kept).to.deep.equal([
            { request, at: 1_800_000_000_000 },
            { request, at: 1_800_000_000_001 }
        ]);
        expect(loads).to.equal(1);
    });

    it('empties the outbox at once when the visitor withdraws consent, loading it if only the flag says hits wait', async () => {
        jar.set(OutboxFlag.cookie, { value: '1' });
        consentListener!(false);
        expect(jar.has(OutboxFlag.cookie)).to.equal(false);
        await settled();
        expect([loads, purged]).to.deep.equal([1, 1]);
        consentListener!(true);
        expect(purged).to.equal(1);
    });

    it('withdrawal with nothing waiting loads nothing', () => {
        consentListener!(false);
        expect(loads).to.equal(0);
    });

    it('holds hits on the page while the outbox file cannot come (offline), says so once, and hands them on in order when it comes with the connection', async () => {
        let available = false;
        link = linkWith(() => (available ? Promise.resolve(fakeOutbox()) : Promise.reject(new Error('offline'))));
        const request = (name: string) => ({ base: BASE, query: `AQB=1&pageName=${name}&AQE=1`, hasVisitorId: false, leavesPage: false });
        await link.keep(request('one'), 1);
        await link.keep(request('two'), 2);
        expect(warnings).to.have.length(1);
        expect(warnings[0][0]).to.equal('The outbox did not load: failed hits wait on the page until it does.');
        expect(kept).to.deep.equal([]);
        available = true;
        online[0]();
        await settled();
        expect(kept.map(entry => entry.at)).to.deep.equal([1, 2]);
    });
});
