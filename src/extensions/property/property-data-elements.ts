import type { DataElementContribution, DataElementDefinition } from '../../runtime/data-element';
import type { ConsentScriptDirectory } from '../../services/consent-script-directory';
import type { DomainDirectory } from '../../services/domain-directory';
import type { Environment } from '../../services/environment';
import type { PageHost } from '../../services/page-host';
import type { ReportSuiteResolver } from '../../services/report-suite-resolver';

/** The property's parts the derived data elements read. */
export interface PropertyDataElementsOptions {
    readonly environment: Environment;
    readonly suites: ReportSuiteResolver;
    readonly domains: DomainDirectory;
    readonly consentScripts: ConsentScriptDirectory;
    readonly pageHost: PageHost;
}

/** The derived elements of docs/requirements.md §3.2: what the property's tables say about this page's host. */
export class PropertyDataElements implements DataElementContribution {
    constructor(protected readonly options: PropertyDataElementsOptions) {}

    registerDataElements(registry: { register(definition: DataElementDefinition): void }): void {
        const { environment, suites, domains, consentScripts, pageHost } = this.options;
        const definitions: DataElementDefinition[] = [
            { name: 'environment', get: () => environment.name },
            { name: 'child report suite', get: () => suites.childSuite },
            { name: 'reporting account', get: () => suites.account },
            { name: 'approved domain', get: () => domains.approvalOf(pageHost.hostname) },
            { name: 'consent script id', get: () => consentScripts.current?.scriptId },
            { name: 'site brand', get: () => domains.current?.brand },
            { name: 'site country', get: () => domains.current?.country },
            { name: 'site type', get: () => domains.current?.siteType },
            { name: 'server host', get: () => pageHost.hostname }
        ];
        definitions.forEach(definition => registry.register(definition));
    }
}
