import Cookies from 'js-cookie';
import { CookieWriteCheck } from './cookie-write-check';
import type { Logger } from './logger';

/**
 * The page's `document.cookie`, read and decoded as js-cookie reads it. Reading it throws where a
 * page or browser policy denies cookies (a sandboxed frame, a page that redefines it), or where
 * writing it does. Then the container reads no cookie: nothing is tracked, no script is loaded
 * (script-loader-impl.ts), the console says so once, and every read finds no cookie.
 */
export class DocumentCookies {
    protected isDenied = false;
    protected writeChecked = false;

    constructor(
        protected readonly window: { readonly document?: Document },
        protected readonly logger: Logger
    ) {}

    /** Whether the page denies cookies; undefined until a read has found out. */
    get denied(): boolean | undefined {
        return this.writeChecked || this.isDenied ? this.isDenied : undefined;
    }

    /**
     * Every cookie of the page by name. This is a synchronous trip to the browser's cookie store,
     * the main thread waiting: the cookie service keeps what it reads.
     */
    read(): Map<string, string> {
        const jar = new Map<string, string>();
        const text = this.text();
        for (const pair of text ? text.split('; ') : []) {
            const split = pair.indexOf('=');
            DocumentCookies.add(jar, split < 0 ? pair : pair.slice(0, split), split < 0 ? '' : pair.slice(split + 1));
        }
        return jar;
    }

    /** Decoded as js-cookie reads; the first of two cookies with one name (the more specific path) wins. */
    static add(jar: Map<string, string>, rawName: string, rawValue: string, overwrite = false): void {
        try {
            const name = decodeURIComponent(rawName);
            if (overwrite || !jar.has(name)) {
                jar.set(name, Cookies.converter.read(rawValue, name));
            }
        } catch {
            // A cookie another script wrote in an encoding we cannot read: not ours.
        }
    }

    protected text(): string {
        if (!this.isDenied) {
            try {
                const document = this.window.document;
                if (!document) {
                    // A window with no document (a frame torn down) has no cookies to read, and nothing is denied.
                    return '';
                }
                // Once, before the first read: a setter that throws denies cookies as a getter that throws does.
                this.writeChecked ||= (new CookieWriteCheck(document).check(), true);
                return document.cookie;
            } catch (error) {
                this.isDenied = true;
                this.logger.warn(
                    `Cookies are denied on this page (${String(error)}): nothing is tracked, no visitor id is kept and no script is loaded.`
                );
            }
        }
        return '';
    }
}
