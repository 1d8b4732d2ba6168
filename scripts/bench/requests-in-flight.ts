import type { Page, Request } from 'playwright-core';

/** Requests that stay open as long as the page does: they never count as on their way. */
const LASTING = ['eventsource', 'websocket'];

/**
 * The requests of one page that have not ended yet (answered, or failed), from the moment this is
 * made. A load that ends with a request still on its way ends differently on a busy machine: a
 * beacon the page leaves unanswered is kept for the outbox, a file cut off is not in the HTTP
 * cache, and the next load fetches what this one did not.
 */
export class RequestsInFlight {
    protected readonly open = new Set<Request>();
    protected readonly waiting = new Set<() => void>();

    constructor(protected readonly page: Page) {
        page.on('request', this.start);
        page.on('requestfinished', this.end);
        page.on('requestfailed', this.end);
    }

    /** Stops following the page's requests. */
    detach(): void {
        this.page.off('request', this.start);
        this.page.off('requestfinished', this.end);
        this.page.off('requestfailed', this.end);
    }

    get size(): number {
        return this.open.size;
    }

    /** The addresses of the requests on their way, shortened, for a message. */
    describe(): string {
        return [...this.open].map(request => request.url().slice(0, 100)).join(', ');
    }

    /** Resolves once no request of the page is on its way (at once if none is). */
    none(): Promise<void> {
        return this.open.size === 0 ? Promise.resolve() : new Promise(resolve => this.waiting.add(resolve));
    }

    protected readonly start = (request: Request): void => {
        if (!LASTING.includes(request.resourceType())) {
            this.open.add(request);
        }
    };

    protected readonly end = (request: Request): void => {
        this.open.delete(request);
        if (this.open.size === 0) {
            const waiting = [...this.waiting];
            this.waiting.clear();
            waiting.forEach(resolve => resolve());
        }
    };
}
