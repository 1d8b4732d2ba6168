/**
 * Which report suites a host's beacons go to (docs/requirements.md §1.2, §4.2). Unknown hosts never get a suite.
 */
export const ReportSuiteResolver = Symbol('ReportSuiteResolver');
export interface ReportSuiteResolver {
    /** The child suite of the host's brand, country and site type. */
    childSuiteOf(host: string): string | undefined;
    /**
     * The reporting account: in production the global production suite and the child suite,
     * comma-joined; in staging, and on pre-production hosts, the global development suite alone.
     */
    accountFor(host: string, environment: 'production' | 'staging'): string | undefined;
    /** The child suite of the current page. */
    readonly childSuite: string | undefined;
    /** The reporting account of the current page in the current environment. */
    readonly account: string | undefined;
}
