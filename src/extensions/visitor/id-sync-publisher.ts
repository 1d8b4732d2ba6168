import { VisitorAnswerSettings } from '../../config/visitor';
import type { BrowserWindow } from '../../services/browser-window';
import type { Logger } from '../../services/logger';
import type { PageEvents } from '../../services/page-events';
import type { ServiceUrl } from '../../services/service-url';
import type { IdSyncEntry, IdSyncs, ManualIdSyncRequest, SyncBookkeeping } from './id-syncs';
import { DESTINATION_NOT_POPULATED } from './id-syncs';
import { SyncRecord } from './sync-record';
import type { VisitorInstanceConfig } from './visitor-instance-config';

const TO_PARENT = '---destpub-to-parent---';
const COMBINED = '---destpub-combined---';
const CLEAR = '---destpub-clear-dextp---';
const SEPARATOR = '%01';
/** VisitorAPI's answer to publishDestinations where syncs are off. */
const DESTINATIONS_DISABLED = 'The destination publishing iframe is disabled in the Visitor library.';
/** ms between the images of publishDestinations' URL destinations. */
const PUBLISH_PACING_MS = 100;

export interface IdSyncPublisherOptions {
    readonly window: BrowserWindow;
    /** The page's one `message` listener: the iframe's handshake. */
    readonly events: PageEvents;
    readonly serviceUrl: ServiceUrl;
    /** The instance's settings: its container id, Akamai, and whether its syncs are off. */
    readonly config: VisitorInstanceConfig;
    /** The instance's AMCV cookie: which syncs ran (MCSYNCS, MCSYNCSOP). */
    readonly bookkeeping: SyncBookkeeping;
    readonly logger: Logger;
}

/**
 * Destination publishing (docs/protocols.md §1.5): partner syncs of an /id answer go to a hidden
 * iframe on the audience-manager's sync host by postMessage, or fire on the page as images. The
 * iframe has `handshakeTimeout` ms after loading to say whether it can set third-party cookies;
 * queued messages then go in one batch. In the after-load file; each visitor instance has one
 * (VisitorIdSyncs), built for it by the visitor module's provider.
 */
export class IdSyncPublisher implements IdSyncs {
    constructor(protected readonly options: IdSyncPublisherOptions) {}

    protected iframe: HTMLIFrameElement | undefined;
    protected iframeOrigin: string | undefined;
    protected open = false;
    protected queue: string[] = [];
    protected clearNext = false;
    protected canSetThirdPartyCookies = true;
    protected readonly seen = new Set<string>();
    /** Which syncs ran, in the instance's AMCV cookie. */
    protected readonly synced = new SyncRecord(this.options);

    process(ibs: unknown, subdomain: unknown, regionChanged: boolean): void {
        if (regionChanged) {
            this.clearNext = true;
        }
        if (!Array.isArray(ibs) || ibs.length === 0) {
            return;
        }
        const payload = JSON.stringify(ibs);
        if (this.seen.has(payload)) {
            return;
        }
        this.seen.add(payload);
        for (const entry of ibs as IdSyncEntry[]) {
            if (!entry || !entry.id || !Array.isArray(entry.url)) {
                continue;
            }
            if (entry.syncOnPage) {
                this.fireOnPage(entry);
            } else if (!(entry.fireURLSync && !this.canSetThirdPartyCookies && this.synced.has('MCSYNCS', entry.id))) {
                this.enqueue(
                    [
                        'ibs',
                        encodeURIComponent(entry.id),
                        encodeURIComponent(entry.tag ?? 'img'),
                        entry.url.map((url: string) => encodeURIComponent(url)).join(','),
                        encodeURIComponent(String(entry.ttl ?? '')),
                        '',
                        '',
                        entry.fireURLSync ? 'true' : 'false'
                    ].join('|')
                );
                if (entry.fireURLSync && !this.canSetThirdPartyCookies) {
                    this.synced.add('MCSYNCS', entry.id, entry.ttl);
                }
            }
        }
        if (this.queue.length > 0 && !this.iframe && !this.validSubdomain(subdomain)) {
            this.options.logger.warn(DESTINATION_NOT_POPULATED);
        }
        this.attach(subdomain);
    }

    protected validSubdomain(subdomain: unknown): subdomain is string {
        return typeof subdomain === 'string' && subdomain !== '' && subdomain !== 'nosubdomainreturned';
    }

    queueManualSync({ dpid, url, minutesToLive, dpuuid }: ManualIdSyncRequest): void {
        const id = encodeURIComponent(dpid);
        this.enqueue(`ibs|${id}|img|${encodeURIComponent(url)}|${minutesToLive}||,${id},${encodeURIComponent(dpuuid)}`);
    }

    protected enqueue(message: string): void {
        this.queue.push(message);
        this.flush();
    }

    publish(subdomain: unknown, messages: unknown, callback: unknown): void {
        let urls: unknown;
        if (subdomain && typeof subdomain === 'object') {
            ({ subdomain, urlDestinations: urls } = subdomain as { subdomain?: unknown; urlDestinations?: unknown });
            callback = messages;
            messages = undefined;
        }
        const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
        const reply: (answer: object) => void = answer =>
            typeof callback === 'function' && (callback as (answer: object) => unknown)(answer);
        if (this.options.config.syncsDisabled) {
            return reply({ error: DESTINATIONS_DISABLED });
        }
        if (typeof subdomain !== 'string' || !subdomain || (!list(messages).length && !list(urls).length)) {
            return reply({ error: DESTINATION_NOT_POPULATED });
        }
        this.attach(subdomain);
        this.queue.push(...list(messages).map(String));
        this.flush();
        list(urls).forEach((destination, index) => setTimeout(() => this.fireDestination(destination), index * PUBLISH_PACING_MS));
        reply({ message: 'Successfully queued' });
    }

    protected fireDestination(destination: unknown): void {
        const { url, hideReferrer, message } = (destination ?? {}) as { url?: unknown; hideReferrer?: unknown; message?: unknown };
        if (message !== undefined) {
            this.options.logger.warn('publishDestinations: the message of a URL destination is not supported; its URL is fired.');
        }
        if (typeof url === 'string' && url) {
            const image = new this.options.window.Image();
            if (hideReferrer) {
                image.referrerPolicy = 'no-referrer';
            }
            image.src = url;
        }
    }

    /** Attaches the iframe for the sync subdomain, once. */
    attach(subdomain: unknown): void {
        if (this.iframe || !this.validSubdomain(subdomain)) {
            return;
        }
        const { window, config } = this.options;
        const host = `${config.configs.idSyncSSLUseAkamai ? 'fast.' : ''}${subdomain}.demdex.net`;
        const url = this.options.serviceUrl.of(
            host,
            `/dest5.html?d_nsid=${config.idSyncContainerID}#${encodeURIComponent(window.location.origin)}`
        );
        this.iframeOrigin = new URL(url).origin;
        const document = window.document;
        const iframe = document.createElement('iframe');
        const id = `destination_publishing_iframe_${subdomain}_${config.idSyncContainerID}`;
        iframe.id = document.getElementById(id) ? `${id}_2` : id;
        iframe.name = `${iframe.id}_name`;
        iframe.title = 'Adobe ID Syncing iFrame';
        iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin');
        iframe.style.cssText = 'display: none; width: 0; height: 0;';
        iframe.src = url;
        this.iframe = iframe;
        this.options.events.on('message', event => this.onMessage(event as MessageEvent));
        iframe.addEventListener('load', () => {
            iframe.className = 'aamIframeLoaded';
            setTimeout(() => this.openChannel(), VisitorAnswerSettings.handshakeTimeout);
        });
        // The publisher runs after the window loaded, so the body is there.
        document.body.appendChild(iframe);
    }

    protected onMessage(event: MessageEvent): void {
        if (event.origin !== this.iframeOrigin || typeof event.data !== 'string' || !event.data.startsWith(TO_PARENT)) {
            return;
        }
        const [name, value] = event.data.slice(TO_PARENT.length).split('|');
        if (name === 'canSetThirdPartyCookies') {
            this.canSetThirdPartyCookies = value !== 'false';
            this.openChannel();
        }
    }

    protected openChannel(): void {
        this.open = true;
        this.flush();
    }

    protected flush(): void {
        const target = this.iframe?.contentWindow;
        if (!this.open || !target || this.queue.length === 0) {
            return;
        }
        const batch = (this.clearNext ? CLEAR : '') + COMBINED + this.queue.splice(0).join(SEPARATOR);
        this.clearNext = false;
        target.postMessage(batch, this.iframeOrigin!);
    }

    protected fireOnPage(entry: IdSyncEntry): void {
        if (this.synced.has('MCSYNCSOP', entry.id) || (entry.tag && entry.tag !== 'img')) {
            return;
        }
        for (const url of entry.url ?? []) {
            const image = new this.options.window.Image();
            image.src = url.startsWith('//') ? `https:${url}` : url;
        }
        this.synced.add('MCSYNCSOP', entry.id, entry.ttl);
    }
}
