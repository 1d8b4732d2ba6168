import type { BrowserWindow } from '../../services/browser-window';
import type { DeliveryAsk, DeliveryOption, DeliveryResponse, MboxAnswer } from './delivery';
import type { RenderOutcome } from './offer-rendering';
import type { TargetEventDetail } from './target-events';
import { TargetEvents } from './target-events';

/** What the page-code API asks of the client. */
export interface TargetApiHost {
    call(ask: DeliveryAsk, mbox: string, supplementalDataId?: string, timeoutMs?: number): Promise<DeliveryResponse | undefined>;
    render(answer: MboxAnswer | undefined, mbox: string, selector?: string): Promise<RenderOutcome | undefined>;
    notify(notifications: readonly Record<string, unknown>[]): void;
    fire(detail: Omit<TargetEventDetail, 'tracking'>): void;
}

interface OfferRequest {
    readonly mbox: string;
    readonly params?: Readonly<Record<string, unknown>>;
    readonly success?: (offer: readonly DeliveryOption[]) => void;
    readonly error?: (status: string, error: unknown) => void;
    readonly timeout?: number;
}

/** The events' names as page code reads them: `adobe.target.event.REQUEST_SUCCEEDED`. */
const EVENT_CONSTANTS = {
    LIBRARY_LOADED: TargetEvents.libraryLoaded,
    REQUEST_START: TargetEvents.requestStart,
    REQUEST_SUCCEEDED: TargetEvents.requestSucceeded,
    REQUEST_FAILED: TargetEvents.requestFailed,
    CONTENT_RENDERING_START: TargetEvents.renderingStart,
    CONTENT_RENDERING_SUCCEEDED: TargetEvents.renderingSucceeded,
    CONTENT_RENDERING_FAILED: TargetEvents.renderingFailed,
    CONTENT_RENDERING_NO_OFFERS: TargetEvents.noOffers,
    CONTENT_RENDERING_REDIRECT: TargetEvents.redirect
} as const;

/** Calls page code back; a callback that throws is the page's own. */
function callBack<A extends unknown[]>(fn: ((...args: A) => void) | undefined, ...args: A): void {
    try {
        fn?.(...args);
    } catch {
        // The page's callback failed: nothing of ours to undo.
    }
}

/**
 * `window.adobe.target` as page code written for the vendor library calls it: getOffer,
 * getOffers, applyOffer, applyOffers, trackEvent and triggerView, and the event names. It never
 * throws into page code. Less than the library: no view prefetch (triggerView only notifies the
 * view), no sdid on calls made from page code, no `customCode` actions (they need inline scripts).
 */
export function installTargetApi(window: BrowserWindow, client: TargetApiHost): void {
    const adobe = ((window as unknown as { adobe?: Record<string, unknown> }).adobe ??= {});
    if (adobe.target) {
        return;
    }
    const mboxAsk = (request: OfferRequest): DeliveryAsk => ({
        execute: { mboxes: [{ index: 0, name: request.mbox, parameters: request.params }] }
    });
    adobe.target = Object.freeze({
        VERSION: 'tag-container',
        event: Object.freeze({ ...EVENT_CONSTANTS }),
        getOffer(request: OfferRequest): void {
            if (!request?.mbox) {
                callBack(request?.error, 'error', 'mbox is required');
                return;
            }
            client
                .call(mboxAsk(request), request.mbox, undefined, request.timeout)
                .then(response =>
                    response
                        ? callBack(request.success, response.execute?.mboxes?.[0]?.options ?? [])
                        : callBack(request.error, 'error', 'the personalization call failed')
                );
        },
        getOffers(options: { request?: DeliveryAsk; timeout?: number } = {}): Promise<DeliveryResponse> {
            return client
                .call(options.request ?? {}, 'getOffers', undefined, options.timeout)
                .then(response => response ?? Promise.reject(new Error('the personalization call failed')));
        },
        applyOffer(options: { mbox?: string; selector?: string; offer?: readonly DeliveryOption[] } = {}): void {
            void client
                .render({ name: options.mbox, options: options.offer ?? [] }, options.mbox ?? '', options.selector)
                .catch(() => undefined);
        },
        applyOffers(options: { selector?: string; response?: DeliveryResponse } = {}): Promise<void> {
            const response = options.response ?? {};
            const answers = [
                response.execute?.pageLoad,
                ...(response.execute?.mboxes ?? []),
                response.prefetch?.pageLoad,
                ...(response.prefetch?.mboxes ?? [])
            ];
            return answers
                .reduce<Promise<unknown>>(
                    (previous, answer) => previous.then(() => answer && client.render(answer, answer.name ?? '', options.selector)),
                    Promise.resolve()
                )
                .then(
                    () => undefined,
                    () => undefined
                );
        },
        trackEvent(request: OfferRequest & { type?: string } = { mbox: '' }): void {
            client.notify([{ type: request.type ?? 'display', mbox: { name: request.mbox, parameters: request.params } }]);
            callBack(request.success as (() => void) | undefined);
        },
        triggerView(name: string): void {
            if (typeof name === 'string' && name) {
                client.notify([{ type: 'display', view: { name } }]);
            }
        }
    });
    client.fire({ type: TargetEvents.libraryLoaded });
}
