import { TcfReaderImpl } from '../extensions/consent/tcf-reader-impl';
import { IabConsent } from '../extensions/visitor/iab-consent';
import { VisitorIdCalls } from '../extensions/visitor/visitor-id-calls';

/**
 * The classes of the identity file, by name, built by the providers `bindLazyPart` binds: a Visitor
 * instance's /id calls, and on TCF hosts the page's CMP reader (consent-module.ts), which the
 * visitor's TCF consent and the tags' vendor check share, and the visitor's TCF consent
 * (visitor-module.ts).
 */
export const IDENTITY_EXPORTS = { VisitorIdCalls, IabConsent, TcfReaderImpl };

declare module '../services/lazy-features' {
    interface LazyFileExports {
        identity: typeof IDENTITY_EXPORTS;
    }
}
