import { inject, injectable, postConstruct } from 'inversify';
import type { DataElementContribution, DataElementDefinition } from '../../runtime/data-element';
import { BrowserWindow } from '../../services/browser-window';
import { BuildInfo } from '../../services/build-info';
import { EmbedScript } from '../../services/embed-script';
import { EnvironmentImpl } from '../../services/environment-impl';
import { PageHostImpl } from '../../services/page-host-impl';
import type { Property } from '../../services/property';
import { ServiceUrlImpl } from '../../services/service-url-impl';
import { ConsentScriptDirectoryImpl } from './consent-script-directory-impl';
import { DomainDirectoryImpl } from './domain-directory-impl';
import { PropertyDataElements } from './property-data-elements';
import { ReportSuiteResolverImpl } from './report-suite-resolver-impl';
import { TrackingServerImpl } from './tracking-server-impl';

/** The property service: builds its parts with `new` and contributes the data elements its tables give. */
@injectable()
export class PropertyImpl implements Property, DataElementContribution {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(BuildInfo) protected readonly buildInfo!: BuildInfo;
    @inject(EmbedScript) protected readonly embedScript!: EmbedScript;

    pageHost!: PageHostImpl;
    environment!: EnvironmentImpl;
    serviceUrl!: ServiceUrlImpl;
    domains!: DomainDirectoryImpl;
    consentScripts!: ConsentScriptDirectoryImpl;
    trackingServer!: TrackingServerImpl;
    reportSuites!: ReportSuiteResolverImpl;

    /** Builds the parts once the injected services are there. */
    @postConstruct()
    protected build(): void {
        const pageHost = (this.pageHost = new PageHostImpl(this.window, this.buildInfo));
        this.environment = new EnvironmentImpl(this.buildInfo, this.embedScript);
        const serviceUrl = (this.serviceUrl = new ServiceUrlImpl(this.window, this.buildInfo));
        const domains = (this.domains = new DomainDirectoryImpl(pageHost));
        this.consentScripts = new ConsentScriptDirectoryImpl({ pageHost, buildInfo: this.buildInfo, serviceUrl, domains });
        this.trackingServer = new TrackingServerImpl(pageHost, domains);
        this.reportSuites = new ReportSuiteResolverImpl(domains, pageHost, this.environment);
    }

    registerDataElements(registry: { register(definition: DataElementDefinition): void }): void {
        new PropertyDataElements({
            environment: this.environment,
            suites: this.reportSuites,
            domains: this.domains,
            consentScripts: this.consentScripts,
            pageHost: this.pageHost
        }).registerDataElements(registry);
    }
}
