import { VisitorAnswerSettings } from '../../config/visitor';
import type { HttpClient } from '../../services/http-client';
import { AmcvCookie } from './amcv-cookie';
import type { IdCallContext } from './audience-manager-query';
import { AudienceManagerQuery } from './audience-manager-query';
import { IdAnswer } from './id-answer';

/** What the /optOutStatus call of one instance is made of: the context of its URL, and the page's HTTP client. */
export interface OptOutStatusOptions extends IdCallContext {
    readonly http: HttpClient;
}

/**
 * The audience manager's `/optOutStatus` for one instance (docs/protocols.md §1.3): how the
 * visitor opted out while ECID is not approved, when no /id call may be made. It is read-only and
 * stores nothing, so its answer is kept in memory for d_ottl seconds. A class of its own beside the
 * /id calls: it shares their URL but none of their state (in flight, timeouts, the cookie's fields).
 */
export class OptOutStatus {
    constructor(protected readonly options: OptOutStatusOptions) {}

    protected known: { value: string; expiry: number } | undefined;

    /** Calls back with the opt-outs joined by commas, 'NONE' for none, '' when the service did not say. */
    fetch(callback: (value: string) => void): void {
        const { store, http, config } = this.options;
        if (this.known && this.known.expiry > AmcvCookie.nowSeconds()) {
            store.call(callback, this.known.value);
            return;
        }
        const url = AudienceManagerQuery.url(this.options, undefined, false).replace('/id?', '/optOutStatus?');
        http.get(url, config.loadTimeout).then(
            response => {
                const body = response.status === 200 ? IdAnswer.parse(response.text) : undefined;
                if (!body) {
                    // An error or garbage says nothing of the opt-out: not known, as when the call fails,
                    // and not kept, so the next ask tries again (not "not opted out" for d_ottl seconds).
                    store.call(callback, '');
                    return;
                }
                const value = Array.isArray(body.d_optout) && body.d_optout.length ? body.d_optout.join(',') : 'NONE';
                this.known = { value, expiry: AmcvCookie.nowSeconds() + (Number(body.d_ottl) || VisitorAnswerSettings.optOutTtl) };
                store.call(callback, value);
            },
            () => store.call(callback, '')
        );
    }
}
