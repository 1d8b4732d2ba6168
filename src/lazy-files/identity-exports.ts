import { IabConsent } from '../extensions/visitor/iab-consent';
import { VisitorIdCalls } from '../extensions/visitor/visitor-id-calls';

/**
 * The classes of the identity file, by name, built with `lazyClass`: a Visitor instance's /id calls
 * (visitor-instance-parts.ts), and on TCF hosts the page's TCF consent (visitor-service-impl.ts).
 */
export const IDENTITY_EXPORTS = { VisitorIdCalls, IabConsent };

declare module '../services/lazy-features' {
    interface LazyFileExports {
        identity: typeof IDENTITY_EXPORTS;
    }
}
