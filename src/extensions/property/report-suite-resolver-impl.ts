import { PROPERTY_EXCEPTIONS } from '../../config/property-exceptions';
import { GLOBAL_DEVELOPMENT_SUITE, GLOBAL_PRODUCTION_SUITE } from '../../config/report-suites';
import type { DomainDirectory } from '../../services/domain-directory';
import type { Environment } from '../../services/environment';
import type { PageHost } from '../../services/page-host';
import { PropertyConventions } from '../../services/property-conventions';
import type { ReportSuiteResolver } from '../../services/report-suite-resolver';

export class ReportSuiteResolverImpl implements ReportSuiteResolver {
    constructor(
        protected readonly domains: DomainDirectory,
        protected readonly pageHost: PageHost,
        protected readonly environment: Environment
    ) {}

    /** Every host of the property has a suite (the build checks it): by convention, or as listed. */
    childSuiteOf(host: string): string | undefined {
        const row = this.domains.find(host);
        return (
            row &&
            (PROPERTY_EXCEPTIONS.suites[`${row.brand}|${row.country}|${row.siteType}`] ??
                PropertyConventions.suite(row.brand, row.country, row.siteType))
        );
    }

    accountFor(host: string, environment: 'production' | 'staging'): string | undefined {
        const child = this.childSuiteOf(host);
        if (!child) {
            return undefined;
        }
        // A pre-production host is QA traffic even under the production bundle.
        const production = environment === 'production' && !this.domains.find(host)!.preProduction;
        return production ? `${GLOBAL_PRODUCTION_SUITE},${child}` : GLOBAL_DEVELOPMENT_SUITE;
    }

    get childSuite(): string | undefined {
        return this.childSuiteOf(this.pageHost.hostname);
    }

    get account(): string | undefined {
        return this.accountFor(this.pageHost.hostname, this.environment.name);
    }
}
