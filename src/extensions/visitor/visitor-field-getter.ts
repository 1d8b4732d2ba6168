import type { Logger } from '../../services/logger';
import type { VisitorValues } from '../../services/visitor-service';
import type { AmcvStore, VisitorCallback, VisitorField } from './amcv-store';
import type { IabState } from './iab-consent';
import type { OptIn } from './opt-in';
import type { VisitorIdCalls } from './visitor-id-calls';
import type { VisitorIdSyncs } from './visitor-id-syncs';
import type { VisitorInstanceConfig } from './visitor-instance-config';
import type { VisitorIdCallsFactory } from './visitor-lazy-parts';

export interface VisitorFieldGetterOptions {
    /** Whether there is an analytics id to get (a tracking server), and the calls' settings. */
    readonly config: VisitorInstanceConfig;
    readonly store: AmcvStore;
    /** Makes the instance's calls once the identity file is in: a returning visitor's page, whose ids are all known, never loads it. */
    readonly idCalls: VisitorIdCallsFactory;
    /** Where the calls' answers send their partner syncs. */
    readonly syncs: VisitorIdSyncs;
    readonly optIn: OptIn;
    /** The page's IAB TCF consent, on TCF hosts. */
    readonly iab: IabState | undefined;
    readonly logger: Logger;
}

/**
 * How one instance's getters answer page code (getMarketingCloudVisitorID and the others), as
 * VisitorAPI 5.4.0 does: a known value is returned, and the callback is called only when page code
 * forces it (forceCallCallback); page code that handles both the return value and the callback
 * then uses the value once. A value still to come returns '' and calls back once, when it comes.
 * Where the answer is '' for good (opt-in not approved, no cookies, no analytics id) the callback
 * gets '' at once: page code could not tell it from a value to come (docs/protocols.md §1.3, §1.8).
 */
export class VisitorFieldGetter {
    constructor(protected readonly options: VisitorFieldGetterOptions) {}

    /** The instance read its cookie (init): missing values may be asked for. */
    started = false;
    /** The calls, once the identity file is in. */
    calls: VisitorIdCalls | undefined;
    protected loading: Promise<VisitorIdCalls> | undefined;

    /** The field, asked for from the servers when it is missing; no analytics id without a tracking server. */
    get(field: VisitorField, callback?: VisitorCallback, force?: boolean): string {
        if (!this.ecidApproved() || !this.options.store.isAllowed() || (field === 'MCAID' && !this.options.config.trackingServer)) {
            this.options.store.call(callback, '');
            return '';
        }
        if (this.options.store.read(field)) {
            const value = this.options.store.valueOf(field);
            if (force || !value) {
                this.options.store.call(callback, value);
            }
            return value;
        }
        if (callback) {
            this.options.store.wait(field, callback);
        }
        if (this.started) {
            // The call that brings the field: the MID's, the analytics id's, or the audience manager's.
            this.call(calls =>
                field === 'MCMID' ? calls.requestMid() : field === 'MCAID' ? calls.requestAnalyticsId() : calls.requestAudienceManager()
            );
        }
        return '';
    }

    /** As `get`, with the value typed as this page's /id answer gave it (amcv-store.ts `asReceived`). */
    getAsReceived(field: VisitorField, callback?: (value: string | number) => void, force?: boolean): string | number {
        const typed = (value: string) => this.options.store.asReceived(field, value);
        return typed(this.get(field, callback && (value => callback(typed(value))), force));
    }

    /** `getVisitorValues`: calls back once every requested field is known (all five by default), at once if they are. */
    values(callback: (values: Partial<VisitorValues>) => void, fields?: readonly string[]): void {
        const wanted = (fields?.length ? fields : ['MCMID', 'MCAID', 'MCAAMLH', 'MCAAMB', 'MCOPTOUT']) as VisitorField[];
        const values: Record<string, unknown> = {};
        let missing = wanted.length;
        const done = (field: VisitorField, value: unknown) => {
            values[field] = value;
            if (--missing === 0) {
                callback(values);
            }
        };
        // Every getter's callback forced: a known value comes at once.
        for (const field of wanted) {
            if (field === 'MCOPTOUT') {
                this.optedOut(optedOut => done(field, Boolean(optedOut)), 'global', true);
            } else if (field === 'MCAAMLH') {
                this.getAsReceived(field, value => done(field, value), true);
            } else {
                this.get(field, value => done(field, value), true);
            }
        }
    }

    /** `isOptedOut`: true when the visitor opted out globally or of `type`; undefined while that is not known. */
    optedOut(
        callback: ((optedOut: boolean | undefined) => void) | undefined,
        type: string,
        force: boolean | undefined
    ): boolean | undefined {
        const answer = (value: string) => (value ? value.split(',').some(entry => entry === 'global' || entry === type) : undefined);
        const value = this.optOut(callback && (value => callback(answer(value))), force);
        return value ? answer(value) : undefined;
    }

    /** `getOptOut`: before ECID is approved, from /optOutStatus (docs/protocols.md §1.4), but never before a CMP's consent. */
    optOut(callback: VisitorCallback | undefined, force: boolean | undefined): string {
        if (!this.ecidApproved()) {
            const noAnswer = () => this.options.store.call(callback, '');
            if (this.iabContext) {
                noAnswer();
            } else {
                this.call(calls => calls.fetchOptOutStatus(value => this.options.store.call(callback, value)), noAnswer);
            }
            return '';
        }
        return this.get('MCOPTOUT', callback, force);
    }

    /**
     * Makes a call once the identity file is in. Should it not come, the visitor gets a local id,
     * as when the calls themselves fail: the page is tracked all the same.
     */
    call(use: (calls: VisitorIdCalls) => void, fallBack: () => void = () => this.options.store.settleWithoutCalls()): void {
        const { config, store, iab, syncs } = this.options;
        (this.loading ??= this.options.idCalls().then(create => create({ config, store, iab, syncs }))).then(
            calls => {
                this.calls = calls;
                use(calls);
            },
            error => {
                this.options.logger.warn(`The visitor-ID calls could not load: ${(error as Error).message}`);
                fallBack();
            }
        );
    }

    /** A CMP decides identity on this page (IAB mode). */
    get iabContext(): boolean {
        return this.options.iab !== undefined;
    }

    ecidApproved(): boolean {
        const { optIn, iab } = this.options;
        return optIn.isApproved('ecid') && (!optIn.doesOptInApply || optIn.isComplete) && (!iab || iab.fetched);
    }
}
