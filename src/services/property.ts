import type { ConsentScriptDirectory } from './consent-script-directory';
import type { DomainDirectory } from './domain-directory';
import type { Environment } from './environment';
import type { PageHost } from './page-host';
import type { ReportSuiteResolver } from './report-suite-resolver';
import type { ServiceUrl } from './service-url';
import type { TrackingServer } from './tracking-server';

/**
 * The property as the page's host reads it: the host and build stage, where the company's
 * services answer, which site this is, its consent banner, its tracking server and its report
 * suites. One service; each table is a part of it,
 * and each part's contract is also bound on its own, so its users name only what they use.
 */
export const Property = Symbol('Property');
export interface Property {
    readonly pageHost: PageHost;
    readonly environment: Environment;
    readonly serviceUrl: ServiceUrl;
    readonly domains: DomainDirectory;
    readonly consentScripts: ConsentScriptDirectory;
    readonly trackingServer: TrackingServer;
    readonly reportSuites: ReportSuiteResolver;
}
