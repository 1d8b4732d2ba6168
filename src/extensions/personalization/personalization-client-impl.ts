import { DeliverySettings, PersonalizationSettings } from '../../config/personalization';
import type { BrowserWindow } from '../../services/browser-window';
import type { BuildInfo } from '../../services/build-info';
import type { CookieService } from '../../services/cookie-service';
import type { HttpClient } from '../../services/http-client';
import type { Logger } from '../../services/logger';
import type { OnFirstUse } from '../../services/on-first-use';
import type { PageNavigation } from '../../services/page-navigation';
import type { PersonalizationClient } from '../../services/personalization-service';
import type { QaJournal } from '../../services/qa-journal';
import type { TrackingServer } from '../../services/tracking-server';
import type { VisitorService } from '../../services/visitor-service';
import type { DeliveryAsk, DeliveryMetric, DeliveryResponse, MboxAnswer } from './delivery';
import { deliveryBody, deliveryUrl, edgeClusterOf, pageParameters, randomId } from './delivery';
import { MboxCookie } from './mbox-cookie';
import type { RenderOutcome } from './offer-rendering';
import { renderOffers } from './offer-rendering';
import { installTargetApi } from './target-api';
import type { TargetEventDetail } from './target-events';
import { fireTargetEvent, TargetEvents } from './target-events';

/** What the personalization service builds the client with: its own services, handed on. */
export interface PersonalizationClientOptions {
    readonly window: BrowserWindow;
    /** The visitor's ids, customer ids and supplemental data id. */
    readonly visitor: VisitorService;
    readonly cookies: CookieService;
    readonly http: HttpClient;
    readonly trackingServer: TrackingServer;
    readonly logger: Logger;
    /** The build's version, in the call's client name. */
    readonly buildInfo: BuildInfo;
    /** The page's navigation, made only for a redirect offer. */
    readonly navigation: OnFirstUse<PageNavigation>;
    /** Where the `at-*` events go for the QA inspector. */
    readonly journal: QaJournal;
}

/**
 * The delivery client, in the personalization file: the calls of the personalization service's
 * delivery API (docs/protocols.md §7.1-§7.3) with the visitor's ids and A4T data,
 * the `mbox` and edge-cluster cookies, the offers put onto the page, the notifications of clicks on
 * offers with click metrics, the `at-*` events, and `window.adobe.target` for page code. The
 * personalization service builds it with its services once this file is in.
 */
export class PersonalizationClientImpl implements PersonalizationClient {
    constructor(protected readonly options: PersonalizationClientOptions) {}

    protected sessionId: string | undefined;
    protected readonly clickMetrics: Array<{ readonly mbox: string; readonly metric: DeliveryMetric }> = [];
    protected listening = false;

    async pageLoad(supplementalDataId: string, reveal: () => void): Promise<void> {
        installTargetApi(this.options.window, this);
        const mbox = PersonalizationSettings.globalMbox;
        let redirecting = false;
        try {
            const response = await this.call(
                { execute: { pageLoad: { parameters: pageParameters(this.options.window) } } },
                mbox,
                supplementalDataId
            );
            const outcome = await this.render(response?.execute?.pageLoad, mbox);
            redirecting = outcome?.redirect !== undefined;
        } finally {
            // A redirect keeps the page hidden until the browser leaves it (the timeout still shows it).
            if (!redirecting) {
                reveal();
            }
        }
    }

    /**
     * One delivery call: the visitor's ids (waited for at most 2000 ms), the ids of the session and
     * profile, and what is asked. Undefined when it failed, timed out or answered nonsense: the
     * page then keeps its default content, and `at-request-failed` says why.
     */
    async call(
        ask: DeliveryAsk,
        mbox: string,
        supplementalDataId?: string,
        timeoutMs = PersonalizationSettings.timeoutMs
    ): Promise<DeliveryResponse | undefined> {
        const values = await this.options.visitor.values(DeliverySettings.visitorApiTimeoutMs);
        const now = Date.now();
        const cookie = MboxCookie.parse(this.options.cookies.get(DeliverySettings.cookies.mbox), now);
        const sessionId = (this.sessionId ??= cookie.sessionId ?? randomId());
        this.fire({ type: TargetEvents.requestStart, mbox });
        const body = deliveryBody(
            this.options.window,
            {
                tntId: cookie.profileId,
                marketingCloudVisitorId: values.MCMID,
                customerIds: this.options.visitor.instance?.getCustomerIDs(),
                supplementalDataId,
                locationHint: values.MCAAMLH === undefined ? undefined : String(values.MCAAMLH),
                blob: values.MCAAMB,
                trackingServer: this.options.trackingServer.plain,
                trackingServerSecure: this.options.trackingServer.secure
            },
            ask
        );
        try {
            const url = deliveryUrl(
                this.options.cookies.get(DeliverySettings.cookies.edgeCluster),
                sessionId,
                `tag-container-${this.options.buildInfo.version}`
            );
            const answer = await this.options.http.post(url, JSON.stringify(body), 'text/plain;charset=UTF-8', timeoutMs, {
                withCredentials: false
            });
            if (answer.status !== 200) {
                throw new Error(`the service answered ${answer.status}`);
            }
            const response = JSON.parse(answer.text) as DeliveryResponse;
            if (!response || typeof response !== 'object' || Array.isArray(response)) {
                throw new Error('the answer is not a delivery response');
            }
            this.remember(cookie, sessionId, response, now);
            this.fire({
                type: TargetEvents.requestSucceeded,
                mbox,
                responseTokens: response.execute?.pageLoad?.options?.map(option => option.responseTokens)
            });
            return response;
        } catch (error) {
            const message = error instanceof SyntaxError ? 'the answer is not JSON' : (error as Error).message;
            this.fire({ type: TargetEvents.requestFailed, mbox, message });
            this.options.logger.warn(`The personalization call for ${mbox} failed: ${message}. The page keeps its default content.`);
            return undefined;
        }
    }

    /** Puts an answer's offers onto the page, with the rendering events, and watches its click metrics. */
    async render(answer: MboxAnswer | undefined, mbox: string, selector?: string): Promise<RenderOutcome | undefined> {
        if (!answer?.options?.length) {
            this.fire({ type: TargetEvents.noOffers, mbox });
            return undefined;
        }
        this.fire({ type: TargetEvents.renderingStart, mbox });
        const outcome = await renderOffers(answer, {
            document: this.options.window.document,
            selector,
            pollingMs: DeliverySettings.selectorsPollingTimeoutMs
        });
        if (outcome.redirect !== undefined) {
            this.fire({ type: TargetEvents.redirect, mbox, url: outcome.redirect });
            this.options.navigation().replace(outcome.redirect);
            return outcome;
        }
        if (outcome.failures.length > 0) {
            this.fire({ type: TargetEvents.renderingFailed, mbox, message: outcome.failures.join('; ') });
            this.options.logger.warn(`Personalization offers of ${mbox} were not all applied: ${outcome.failures.join('; ')}.`);
        } else {
            this.fire({ type: TargetEvents.renderingSucceeded, mbox });
        }
        this.watchClicks(mbox, answer.metrics ?? []);
        return outcome;
    }

    /**
     * Notifications (docs/protocols.md §7.2): a delivery call with only `notifications`, by sendBeacon where the
     * browser has it, so a click that leaves the page still counts.
     */
    notify(notifications: readonly Record<string, unknown>[]): void {
        const cookie = MboxCookie.parse(this.options.cookies.get(DeliverySettings.cookies.mbox), Date.now());
        const sessionId = (this.sessionId ??= cookie.sessionId ?? randomId());
        const body = JSON.stringify(
            deliveryBody(
                this.options.window,
                {
                    tntId: cookie.profileId,
                    marketingCloudVisitorId: this.options.visitor.instance?.getMarketingCloudVisitorID(undefined, true) || undefined
                },
                { notifications: notifications.map(notification => ({ id: randomId(), timestamp: Date.now(), ...notification })) }
            )
        );
        const url = deliveryUrl(
            this.options.cookies.get(DeliverySettings.cookies.edgeCluster),
            sessionId,
            `tag-container-${this.options.buildInfo.version}`
        );
        try {
            const BlobOf = (this.options.window as unknown as { Blob: typeof Blob }).Blob;
            if (this.options.window.navigator.sendBeacon?.(url, new BlobOf([body], { type: 'text/plain;charset=UTF-8' }))) {
                return;
            }
        } catch {
            // No sendBeacon, or the browser refused it: an ordinary request then.
        }
        this.options.http
            .post(url, body, 'text/plain;charset=UTF-8', PersonalizationSettings.timeoutMs, { withCredentials: false })
            .catch(error => this.options.logger.warn('A personalization notification did not go.', error));
    }

    fire(detail: Omit<TargetEventDetail, 'tracking'>): void {
        if (this.options.journal.active) {
            this.options.journal.record({
                kind: 'personalization',
                time: Date.now(),
                type: String(detail.type),
                mbox: detail.mbox as string | undefined,
                message: detail.message as string | undefined
            });
        }
        fireTargetEvent(this.options.window.document, {
            ...detail,
            tracking: {
                sessionId: this.sessionId ?? '',
                deviceId: MboxCookie.parse(this.options.cookies.get(DeliverySettings.cookies.mbox), Date.now()).profileId
            }
        } as TargetEventDetail);
    }

    /** The session and profile ids and the edge cluster the answer names, on the registrable domain. */
    protected remember(cookie: MboxCookie, sessionId: string, response: DeliveryResponse, now: number): void {
        const renewed = cookie.renewed(sessionId, response.id?.tntId ?? cookie.profileId, now);
        this.options.cookies.set(DeliverySettings.cookies.mbox, renewed.toString(), { days: renewed.daysFrom(now) });
        const cluster = edgeClusterOf(response.edgeHost);
        if (cluster) {
            this.options.cookies.set(DeliverySettings.cookies.edgeCluster, cluster, {
                days: DeliverySettings.edgeClusterLifetimeMs / 86400000
            });
        }
    }

    /** One capture listener for every offer's click metrics: a click inside a metric's selector is notified once. */
    protected watchClicks(mbox: string, metrics: readonly DeliveryMetric[]): void {
        for (const metric of metrics) {
            if (metric.type === 'click' && metric.selector && metric.eventToken) {
                this.clickMetrics.push({ mbox, metric });
            }
        }
        if (this.listening || this.clickMetrics.length === 0) {
            return;
        }
        this.listening = true;
        this.options.window.document.addEventListener(
            'click',
            event => {
                const target = event.target as Element | null;
                const clicked = this.clickMetrics.filter(({ metric }) => {
                    try {
                        return typeof target?.closest === 'function' && target.closest(metric.selector!) !== null;
                    } catch {
                        return false;
                    }
                });
                if (clicked.length > 0) {
                    this.notify(clicked.map(({ mbox: name, metric }) => ({ type: 'click', tokens: [metric.eventToken], mbox: { name } })));
                }
            },
            true
        );
    }
}
