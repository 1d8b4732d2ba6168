import { inject, injectable } from 'inversify';
import { BrowserWindow } from './browser-window';
import type { HttpClient, HttpRequestOptions, HttpResponse } from './http-client';
import { HTTP_TIMEOUT_MESSAGE } from './http-client';
import { QaJournal } from './qa-journal';

@injectable()
export class HttpClientImpl implements HttpClient {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(QaJournal) protected readonly journal!: QaJournal;

    get(url: string, timeoutMs: number, options?: HttpRequestOptions): Promise<HttpResponse> {
        // The replaced library sends this header on its GETs; it is CORS-safelisted, so no preflight.
        return this.send('GET', url, undefined, 'application/x-www-form-urlencoded', timeoutMs, options?.withCredentials ?? true);
    }

    post(url: string, body: string, contentType: string, timeoutMs: number, options?: HttpRequestOptions): Promise<HttpResponse> {
        return this.send('POST', url, body, contentType, timeoutMs, options?.withCredentials ?? true);
    }

    protected send(
        method: string,
        url: string,
        body: string | undefined,
        contentType: string,
        timeoutMs: number,
        withCredentials = true
    ): Promise<HttpResponse> {
        return new Promise((resolve, reject) => {
            const xhr = new this.window.XMLHttpRequest();
            const timer = setTimeout(() => {
                xhr.abort();
                const error = new Error(HTTP_TIMEOUT_MESSAGE);
                error.name = 'TimeoutError';
                reject(error);
            }, timeoutMs);
            xhr.onload = () => {
                clearTimeout(timer);
                resolve({ status: xhr.status, text: xhr.responseText });
            };
            xhr.onerror = () => {
                clearTimeout(timer);
                reject(new Error(`${method} ${url} failed`));
            };
            try {
                xhr.open(method, url, true);
                xhr.withCredentials = withCredentials;
                xhr.setRequestHeader('Content-Type', contentType);
                xhr.send(body);
                this.journal.request('xhr', method as 'GET' | 'POST', url, body);
            } catch (error) {
                clearTimeout(timer);
                reject(error);
            }
        });
    }
}
