/**
 * Addresses of the company's services (tracking, identity, consent, personalization). On a QA
 * alias page (`<real-host>.localhost`, non-production bundles only) every service host gets the
 * same alias, protocol and port as the page, so the demo server's emulator answers in place of
 * the real service.
 */
export const ServiceUrl = Symbol('ServiceUrl');
export interface ServiceUrl {
    /** `https://dpm.demdex.net/id`, or `http://dpm.demdex.net.localhost:8080/id` on a QA alias page. */
    of(host: string, path: string, protocol?: 'https:' | 'http:'): string;
}
