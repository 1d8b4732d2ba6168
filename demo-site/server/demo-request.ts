import type { IncomingHttpHeaders } from 'node:http';

/** A request as the emulator's endpoints see it: host without port, the QA `.localhost` alias resolved. */
export interface DemoRequest {
    readonly method: string;
    readonly protocol: 'http' | 'https';
    /** Host as the browser addressed it, without port, lower-cased. */
    readonly browserHost: string;
    /** The real host: `www.alderway.com` also for `www.alderway.com.localhost`. */
    readonly host: string;
    readonly path: string;
    readonly url: URL;
    readonly query: URLSearchParams;
    readonly headers: IncomingHttpHeaders;
    readonly cookies: Record<string, string>;
    readonly body: string;
}
