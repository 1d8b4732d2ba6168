import { inject, injectable } from 'inversify';
import { DataElementContribution, DataElementDefinition } from '../../runtime/data-element';
import { BrowserWindow } from '../../services/browser-window';
import { BuildInfo } from '../../services/build-info';
import { EmbedScript } from '../../services/embed-script';
import { EnvironmentImpl } from '../../services/environment-impl';
import { PageHostImpl } from '../../services/page-host-impl';
import { Property } from '../../services/property';
import { ServiceUrlImpl } from '../../services/service-url-impl';
import { ConsentScriptDirectoryImpl } from './consent-script-directory-impl';
import { DomainDirectoryImpl } from './domain-directory-impl';
import { PropertyDataElements } from './property-data-elements';
import { ReportSuiteResolverImpl } from './report-suite-resolver-impl';
import { TrackingServerImpl } from './tracking-server-impl';

/** The property service: builds its tables with `new` and contributes the data elements they give. */
@injectable()
export class PropertyImpl implements Property, DataElementContribution {

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(BuildInfo) protected readonly buildInfo!: BuildInfo;
    @inject(EmbedScript) protected readonly embedScript!: EmbedScript;

    protected parts: Property | undefined;

    get pageHost(): PageHostImpl {
        return this.built().pageHost as PageHostImpl;
    }

    get environment(): EnvironmentImpl {
        return this.built().environment as EnvironmentImpl;
    }

    get serviceUrl(): ServiceUrlImpl {
        return this.built().serviceUrl as ServiceUrlImpl;
    }

    get domains(): DomainDirectoryImpl {
        return this.built().domains as DomainDirectoryImpl;
    }

    get consentScripts(): ConsentScriptDirectoryImpl {
        return this.built().consentScripts as ConsentScriptDirectoryImpl;
    }

    get trackingServer(): TrackingServerImpl {
        return this.built().trackingServer as TrackingServerImpl;
    }

    get reportSuites(): ReportSuiteResolverImpl {
        return this.built().reportSuites as ReportSuiteResolverImpl;
    }

    registerDataElements(registry: { register(definition: DataElementDefinition): void }): void {
        new PropertyDataElements(this.environment, this.reportSuites, this.domains, this.consentScripts, this.pageHost).registerDataElements(registry);
    }

    /** Built on first use, once the injected services are there. */
    protected built(): Property {
        if (!this.parts) {
            const pageHost = new PageHostImpl(this.window, this.buildInfo);
            const environment = new EnvironmentImpl(this.buildInfo, this.embedScript);
            const serviceUrl = new ServiceUrlImpl(this.window, this.buildInfo);
            const domains = new DomainDirectoryImpl(pageHost);
            this.parts = {
                pageHost, environment, serviceUrl, domains,
                consentScripts: new ConsentScriptDirectoryImpl(pageHost, this.buildInfo, serviceUrl, domains),
                trackingServer: new TrackingServerImpl(pageHost, domains),
                reportSuites: new ReportSuiteResolverImpl(domains, pageHost, environment)
            };
        }
        return this.parts;
    }
}
