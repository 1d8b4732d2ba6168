import type { DataElementContribution, DataElementDefinition } from '../../runtime/data-element';
import type { Environment } from '../../services/environment';
import type { ConsentScriptDirectory } from '../../services/consent-script-directory';
import type { DomainDirectory } from '../../services/domain-directory';
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
    protected readonly environment: Environment;
    protected readonly suites: ReportSuiteResolver;
    protected readonly domains: DomainDirectory;
    protected readonly consentScripts: ConsentScriptDirectory;
    protected readonly pageHost: PageHost;

    constructor(options: PropertyDataElementsOptions) {
        this.environment = options.environment;
        this.suites = options.suites;
        this.domains = options.domains;
        this.consentScripts = options.consentScripts;
        this.pageHost = options.pageHost;
    }

    registerDataElements(registry: { register(definition: DataElementDefinition): void }): void {
        const definitions: DataElementDefinition[] = [
            { name: 'environment', get: () => this.environment.name },
            { name: 'child report suite', get: () => this.suites.childSuite },
            { name: 'reporting account', get: () => this.suites.account },
            { name: 'approved domain', get: () => this.domains.approvalOf(this.pageHost.hostname) },
            { name: 'consent script id', get: () => this.consentScripts.current?.scriptId },
            { name: 'site brand', get: () => this.domains.current?.brand },
            { name: 'site country', get: () => this.domains.current?.country },
            { name: 'site type', get: () => this.domains.current?.siteType },
            { name: 'server host', get: () => this.pageHost.hostname }
        ];
        definitions.forEach(definition => registry.register(definition));
    }
}
