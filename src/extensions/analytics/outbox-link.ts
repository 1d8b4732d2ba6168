import type { ConsentService } from '../../services/consent-service';
import type { LazyFeatures } from '../../services/lazy-features';
import { lazyClass } from '../../services/lazy-features';
import type { Logger } from '../../services/logger';
import type { PageLeaving } from '../../services/page-events';
import type { BeaconQueue } from './beacon-queue';
import type { BeaconRequest } from './beacon-transport';
import type { Outbox } from './outbox';
import type { OutboxFlagCookie } from './outbox-flag-cookie';
import type { OutboxOptions } from './outbox-options';

export interface OutboxLinkOptions {
    /** Says whether hits wait; handed to the outbox, which raises it and takes it down. */
    readonly flag: OutboxFlagCookie;
    /** The visitor's withdrawal empties the outbox at once; handed to the outbox, which sends nothing without consent. */
    readonly consent: ConsentService;
    /** Where the outbox file comes from. */
    readonly lazy: LazyFeatures;
    /** The transport's queue, handed to the outbox, which tries kept hits through it. */
    readonly queue: BeaconQueue;
    readonly window: OutboxOptions['window'];
    /** The page's leaving (PageEvents): handed to the outbox. */
    readonly page: PageLeaving;
    readonly logger: Logger;
    /** Handed to the outbox, which tells it what it kept, sent late and dropped. */
    readonly journal?: OutboxOptions['journal'];
}

/**
 * What the bundle itself knows of the outbox (outbox.ts, in its own file): whether hits wait, from
 * a flag cookie the cookie service parses with the others anyway, so a page where nothing waits
 * reads no localStorage and loads nothing; the outbox file once a hit failed or the flag is up,
 * whose outbox it builds with the transport's queue; and the visitor's withdrawal, which
 * empties the outbox at once. Built by the beacon transport.
 */
export class OutboxLink {
    protected loading: Promise<Outbox | undefined> | undefined;
    /** Hits to keep while the outbox file is not in: offline, the file cannot come before the connection does. */
    protected pending: Array<{ readonly request: BeaconRequest; readonly at: number; readonly firstSend: boolean }> = [];
    protected told = false;

    constructor(protected readonly options: OutboxLinkOptions) {
        options.consent.onDidChange(hasConsent => {
            if (!hasConsent) {
                this.withdraw();
            }
        });
    }

    /** The outbox when hits may wait (the flag, or a failure on this page); undefined when none does. */
    waiting(): Promise<Outbox | undefined> | undefined {
        if (!this.loading && this.options.flag.up) {
            void this.open();
        }
        return this.loading?.then(outbox => (outbox && outbox.size > 0 ? outbox : undefined));
    }

    /**
     * Keeps a hit that did not get there, or (`firstSend`) one never sent that waits behind those
     * (outbox.ts `keepRequest`).
     */
    keep(request: BeaconRequest, at: number, firstSend = false): Promise<void> {
        this.pending.push({ request, at, firstSend });
        return this.handOn();
    }

    /** The outbox file's class, built once with the window, the transport's queue, consent, the flag and the page's leaving, and started. */
    protected open(): Promise<Outbox | undefined> {
        const { lazy, window, queue, consent, flag, page, logger, journal } = this.options;
        this.loading ??= lazyClass(lazy, 'outbox', 'Outbox').then(
            Outbox => {
                const outbox = new Outbox({ window, queue, consent, flag, page, logger, journal });
                outbox.start();
                return outbox;
            },
            error => {
                this.loading = undefined;
                if (!this.told) {
                    this.told = true;
                    logger.warn('The outbox did not load: failed hits wait on the page until it does.', error);
                }
                // Offline, the file comes with the connection.
                window.addEventListener('online', () => void this.handOn(), { once: true });
                return undefined;
            }
        );
        return this.loading;
    }

    /** The hits waiting on the page go to the outbox, once it is in. */
    protected handOn(): Promise<void> {
        return this.open().then(outbox => {
            if (outbox) {
                this.pending.splice(0).forEach(({ request, at, firstSend }) => outbox.keepRequest(request, at, firstSend));
            }
        });
    }

    protected withdraw(): void {
        this.pending = [];
        if (this.loading || this.options.flag.up) {
            void this.open().then(outbox => outbox?.purge());
        }
        this.options.flag.set(false);
    }
}
