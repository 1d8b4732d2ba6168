/** A write that changes nothing: it expires a cookie no one has. */
const PROBE = 'tag-container.write-check=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';

/**
 * Finds out, once, whether writing `document.cookie` throws where reading it does not: a page
 * that redefined the setter to refuse writes. The browser's own setter throws only where its
 * getter throws too (an opaque origin), so it is left alone: a write makes Chromium drop its
 * cookie cache, and the next read would be a synchronous trip to the cookie store. Only a setter
 * that is not the browser's is tried, with a write that changes nothing.
 */
export class CookieWriteCheck {
    constructor(protected readonly document: Document) {}

    /** Throws what writing throws; returns when writing works (or cannot be told apart from working). */
    check(): void {
        // The setter `document.cookie` runs: the document's own, or the nearest prototype's.
        let target: object | null = this.document;
        let descriptor: PropertyDescriptor | undefined;
        while (target && !(descriptor = Object.getOwnPropertyDescriptor(target, 'cookie'))) {
            target = Object.getPrototypeOf(target) as object | null;
        }
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with the document as this
        const setter = descriptor?.set;
        if (setter && !/\[native code\]\s*\}$/.test(Function.prototype.toString.call(setter))) {
            setter.call(this.document, PROBE);
        }
    }
}
