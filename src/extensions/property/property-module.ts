import type { interfaces } from 'inversify';
import { ContainerModule } from 'inversify';
import { bindService } from '../../runtime/bindings';
import { DataElementContribution } from '../../runtime/data-element';
import { ConsentScriptDirectory } from '../../services/consent-script-directory';
import { DomainDirectory } from '../../services/domain-directory';
import { Environment } from '../../services/environment';
import { PageHost } from '../../services/page-host';
import { Property } from '../../services/property';
import { ReportSuiteResolver } from '../../services/report-suite-resolver';
import { ServiceUrl } from '../../services/service-url';
import { TrackingServer } from '../../services/tracking-server';
import { PropertyImpl } from './property-impl';

/**
 * The property service, its tables' contracts (each answered by the part the service built) and
 * the data elements they give.
 */
export const propertyModule = new ContainerModule(bind => {
    bindService(bind, Property, PropertyImpl);
    // Each part's contract, answered by the part the service built.
    const parts: ReadonlyArray<[interfaces.ServiceIdentifier, (property: Property) => unknown]> = [
        [PageHost, property => property.pageHost],
        [Environment, property => property.environment],
        [ServiceUrl, property => property.serviceUrl],
        [DomainDirectory, property => property.domains],
        [ConsentScriptDirectory, property => property.consentScripts],
        [TrackingServer, property => property.trackingServer],
        [ReportSuiteResolver, property => property.reportSuites]
    ];
    for (const [contract, part] of parts) {
        bind(contract)
            .toDynamicValue(context => part(context.container.get<Property>(Property)))
            .inSingletonScope();
    }
    bind(DataElementContribution).toService(PropertyImpl);
});
