import { VisitorIds } from './visitor-ids';

/** The consumer that took an SDID from the URL (`adobe_mc_sdid`). */
const URL_CONSUMER = 'SDID_URL_PARAM';

/**
 * Supplemental data ids stitch an analytics hit to the personalization call of the same page
 * (docs/protocols.md §1.7). A consumer that has not taken the last id gets it; otherwise the
 * current one. A consumer asking again for the current id moves it to last, with its consumers,
 * and gets a new one; with `noGenerate` it gets none: the analytics hit after the one stitched to
 * the personalization call carries no id (AppMeasurement asks with noGenerate).
 */
export class SupplementalDataIds {
    protected current = '';
    protected currentConsumers = new Set<string>();
    protected last = '';
    protected lastConsumers = new Set<string>();

    get(consumerId: string, noGenerate?: boolean): string {
        if (this.last && !this.lastConsumers.has(consumerId)) {
            this.lastConsumers.add(consumerId);
            return this.last;
        }
        if (this.current && this.currentConsumers.has(consumerId)) {
            this.last = this.current;
            this.lastConsumers = this.currentConsumers;
            this.current = '';
            this.currentConsumers = new Set();
        }
        if (!this.current && !noGenerate) {
            this.current = VisitorIds.supplementalDataId();
        }
        if (this.current) {
            this.currentConsumers.add(consumerId);
        }
        return this.current;
    }

    /** `resetState`: no current and no last id. */
    reset(): void {
        this.current = this.last = '';
        this.currentConsumers = new Set();
        this.lastConsumers = new Set();
    }

    /** An SDID the previous page handed on in the URL becomes the current one. */
    adopt(sdid: string): void {
        this.current = sdid;
        this.currentConsumers = new Set([URL_CONSUMER]);
    }

    /** The server-state form: supplementalDataIDCurrent, ...Consumed, ...Last, ...LastConsumed. */
    restore(state: Record<string, unknown>): void {
        const consumers = (value: unknown) => new Set(value && typeof value === 'object' ? Object.keys(value) : []);
        if (typeof state.supplementalDataIDCurrent === 'string') {
            this.current = state.supplementalDataIDCurrent;
            this.currentConsumers = consumers(state.supplementalDataIDCurrentConsumed);
        }
        if (typeof state.supplementalDataIDLast === 'string') {
            this.last = state.supplementalDataIDLast;
            this.lastConsumers = consumers(state.supplementalDataIDLastConsumed);
        }
    }
}
