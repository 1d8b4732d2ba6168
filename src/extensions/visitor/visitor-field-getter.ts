import { LazyProvider } from '../../services/lazy-features';
import { Logger } from '../../services/logger';
import { AmcvStore, VisitorCallback, VisitorField } from './amcv-store';
import { OptIn } from './opt-in';
import type { VisitorIdCalls } from './visitor-id-calls';
import type { IabState } from './iab-consent';

/**
 * How one instance's getters answer page code (getMarketingCloudVisitorID and the others), as
 * VisitorAPI 5.4.0 does: a known value is returned, and the callback is called only when page code
 * forces it (forceCallCallback); page code that handles both the return value and the callback
 * then uses the value once. A value still to come returns '' and calls back once, when it comes.
 * Where the answer is '' for good (opt-in not approved, no cookies, no analytics id) the callback
 * gets '' at once: page code could not tell it from a value to come (docs/protocols.md §1.3, §1.8).
 */
export class VisitorFieldGetter {

    constructor(
        protected readonly store: AmcvStore,
        /** The calls, from the identity file: a returning visitor's page, whose ids are all known, never loads it. */
        protected readonly idCalls: LazyProvider<VisitorIdCalls>,
        protected readonly optIn: OptIn,
        /** The page's IAB TCF consent, in IAB mode. */
        protected readonly iab: () => IabState | undefined,
        protected readonly logger: Logger
    ) { }

    /** The instance read its cookie (init): missing values may be asked for. */
    started = false;
    /** The calls, once the identity file is in. */
    calls: VisitorIdCalls | undefined;

    /** `request` asks the servers for the field when it is missing. */
    get(field: VisitorField, callback: VisitorCallback | undefined, force: boolean | undefined, request: (calls: VisitorIdCalls) => void): string {
        if (!this.ecidApproved() || !this.store.isAllowed()) {
            this.store.call(callback, '');
            return '';
        }
        if (this.store.read(field)) {
            const value = this.store.valueOf(field);
            if (force || !value) {
                this.store.call(callback, value);
            }
            return value;
        }
        if (callback) {
            this.store.wait(field, callback);
        }
        if (this.started) {
            this.call(request);
        }
        return '';
    }

    /** As `get`, with the value typed as this page's /id answer gave it (amcv-store.ts `asReceived`). */
    getAsReceived(field: VisitorField, callback: ((value: string | number) => void) | undefined, force: boolean | undefined,
        request: (calls: VisitorIdCalls) => void): string | number {
        const typed = (value: string) => this.store.asReceived(field, value);
        return typed(this.get(field, callback && (value => callback(typed(value))), force, request));
    }

    /**
     * Makes a call once the identity file is in. Should it not come, the visitor gets a local id,
     * as when the calls themselves fail: the page is tracked all the same.
     */
    call(use: (calls: VisitorIdCalls) => void, fallBack: () => void = () => this.store.settleWithoutCalls()): void {
        this.idCalls().then(calls => {
            this.calls = calls;
            use(calls);
        }, error => {
            this.logger.warn(`The visitor-ID calls could not load: ${(error as Error).message}`);
            fallBack();
        });
    }

    /** A CMP decides identity on this page (IAB mode). */
    get iabContext(): boolean {
        return this.iab() !== undefined;
    }

    ecidApproved(): boolean {
        const iab = this.iab();
        return this.optIn.isApproved('ecid') && (!this.optIn.doesOptInApply || this.optIn.isComplete) && (!iab || iab.fetched);
    }
}
