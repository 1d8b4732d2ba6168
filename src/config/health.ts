/**
 * The container's health reports (docs/health.md): where each environment's bundle sends them and
 * from what share of its pages. One report per sampled page, by sendBeacon, as `text/plain` JSON
 * (no preflight, no cookies), only where the page's consent allows analytics.
 */

/** The environments a bundle is built for: BuildInfo's names (config imports only config). */
export type HealthEnvironment = 'production' | 'staging' | 'development';

export interface HealthReporting {
    /**
     * Where the reports go; undefined turns them off for the environment. The tag-monitoring
     * service the pages already post schema violations to (SchemaSettings.violationReportUrl), so a
     * site's CSP `connect-src` needs no new host.
     */
    readonly reportUrl: string | undefined;
    /**
     * The share of pages that send one, from 0 to 1, drawn once per page with no cookie or storage,
     * so a sampled visitor is not followed to the next page.
     */
    readonly sampleRate: number;
}

export const HealthSettings = {
    /** The report format this build writes (HealthReport `v`); the service refuses any other. */
    formatVersion: 1,
    /**
     * Bytes a report may have as JSON, at most: well inside sendBeacon's 64 KB in flight, so the
     * report never takes the room of the hits that leave with it, and small enough that a field
     * carrying page text or a URL would not fit unnoticed. The service refuses a larger one.
     */
    maxBytes: 2048,
    environments: {
        /**
         * 1 % of page views: a site type with 100,000 page views an hour sends 1,000 reports, enough
         * for its p95 within the first hour of a release, and little for the service to keep.
         */
        production: { reportUrl: 'https://tag-monitor.mmgtags.com/v1/health', sampleRate: 0.01 },
        /**
         * Every page: staging and development see a few hundred QA page views a day, and a build is
         * judged there before it ships. The same URL: each report says its `env`, and the service
         * and `npm run health` keep the environments apart.
         */
        staging: { reportUrl: 'https://tag-monitor.mmgtags.com/v1/health', sampleRate: 1 },
        development: { reportUrl: 'https://tag-monitor.mmgtags.com/v1/health', sampleRate: 1 }
    } satisfies Readonly<Record<HealthEnvironment, HealthReporting>>
} as const;
