export interface HttpResponse {
    readonly status: number;
    readonly text: string;
}

export interface HttpRequestOptions {
    /**
     * Whether the browser's cookies for the host go with the request (default true). A server that
     * answers `Access-Control-Allow-Origin: *` (the data-layer schema server) needs false:
     * browsers refuse that answer to a credentialed request.
     */
    readonly withCredentials?: boolean;
}

/**
 * XHR to the company's services (the visitor-ID calls, long beacons, data-layer schemas),
 * credentialed unless asked otherwise. The only code that opens XMLHttpRequests. The timeout is
 * our own timer, so it also holds when the network never answers at all.
 */
export const HttpClient = Symbol('HttpClient');
export interface HttpClient {
    /** GET, with the browser's cookies for the host unless `options` say otherwise. Rejects on a network error or after `timeoutMs`. */
    get(url: string, timeoutMs: number, options?: HttpRequestOptions): Promise<HttpResponse>;
    /** POST a body, with the browser's cookies for the host unless `options` say otherwise. */
    post(url: string, body: string, contentType: string, timeoutMs: number, options?: HttpRequestOptions): Promise<HttpResponse>;
}

/** The message of a call that ran past its timeout, as the replaced library words it. */
export const HTTP_TIMEOUT_MESSAGE = 'The call took longer than you wanted!';
