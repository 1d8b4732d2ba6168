import type { CapturedRequest, RequestKind } from './captured-request';

export interface RequestFilter {
    readonly kind?: RequestKind | readonly RequestKind[];
    /** Substring of the requesting page's URL. */
    readonly page?: string;
    readonly host?: string;
    /** Only requests with an id greater than this. */
    readonly after?: number;
    /** Only requests received at or after this ISO time. */
    readonly since?: string;
}

/** Every request the emulator received, in order, with live subscribers (SSE). */
export class RequestLog {
    protected readonly requests: CapturedRequest[] = [];
    protected readonly listeners = new Set<(request: CapturedRequest) => void>();
    protected nextId = 1;

    add(request: Omit<CapturedRequest, 'id'>): CapturedRequest {
        const entry = { id: this.nextId++, ...request };
        this.requests.push(entry);
        for (const listener of this.listeners) {
            listener(entry);
        }
        return entry;
    }

    list(filter: RequestFilter = {}): CapturedRequest[] {
        const kinds = filter.kind === undefined ? undefined : ([] as RequestKind[]).concat(filter.kind as RequestKind[]);
        return this.requests.filter(
            request =>
                (!kinds || kinds.includes(request.kind)) &&
                (!filter.page || (request.page ?? '').includes(filter.page)) &&
                (!filter.host || request.host === filter.host) &&
                (filter.after === undefined || request.id > filter.after) &&
                (filter.since === undefined || request.time >= filter.since)
        );
    }

    clear(): void {
        this.requests.length = 0;
    }

    subscribe(listener: (request: CapturedRequest) => void): () => void {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }
}
