import type { HttpClient } from '../../services/http-client';
import type { IdAnswerBody } from './id-answer';
import { IdAnswer } from './id-answer';
import type { VisitorInstanceConfig } from './visitor-instance-config';

export interface IdCallTransportOptions {
    readonly http: HttpClient;
    /** The instance's loadTimeout. */
    readonly config: VisitorInstanceConfig;
}

/**
 * How an instance's `/id` calls go over HTTP (docs/protocols.md §1.3): one GET each, within the
 * instance's loadTimeout. An answer that is not a 200 with a JSON body, a timeout and a failed
 * request are kept as VisitorAPI keeps them (`CORSErrors`, which page code reads), and the call
 * falls back.
 */
export class IdCallTransport {
    constructor(protected readonly options: IdCallTransportOptions) {}

    readonly CORSErrors: Array<{ url: string; error: string }> = [];

    /** Calls `onAnswer` with the answer's body, or `onFailure` (whether the call timed out). */
    get(url: string, onAnswer: (response: IdAnswerBody) => void, onFailure: (timedOut: boolean) => void): void {
        this.options.http.get(url, this.options.config.loadTimeout).then(
            response => {
                const body = response.status === 200 ? IdAnswer.parse(response.text) : undefined;
                if (body) {
                    onAnswer(body);
                } else {
                    // The library would wait forever on a non-200 answer; falling back keeps the page tracked.
                    this.CORSErrors.push({ url, error: response.status === 200 ? 'Response is not JSON' : `status ${response.status}` });
                    onFailure(false);
                }
            },
            (error: Error) => {
                const timedOut = error.name === 'TimeoutError';
                this.CORSErrors.push({ url, error: timedOut ? 'ontimeout' : 'onerror' });
                onFailure(timedOut);
            }
        );
    }
}
