import { ContainerModule } from 'inversify';
import { DataElementContribution } from '../../runtime/data-element';
import { bindService } from '../../runtime/bindings';
import { ConsentScriptDirectory } from '../../services/consent-script-directory';
import { ConsentScriptDirectoryImpl } from './consent-script-directory-impl';
import { DomainDirectory } from '../../services/domain-directory';
import { ReportSuiteResolver } from '../../services/report-suite-resolver';
import { TrackingServer } from '../../services/tracking-server';
import { DomainDirectoryImpl } from './domain-directory-impl';
import { TrackingServerImpl } from './tracking-server-impl';
import { ReportSuiteResolverImpl } from './report-suite-resolver-impl';
import { PropertyDataElements } from './property-data-elements';

/** The property's host tables as services and derived data elements. */
export const propertyModule = new ContainerModule(bind => {
    bindService(bind, DomainDirectory, DomainDirectoryImpl);
    bindService(bind, TrackingServer, TrackingServerImpl);
    bindService(bind, ReportSuiteResolver, ReportSuiteResolverImpl);
    bindService(bind, ConsentScriptDirectory, ConsentScriptDirectoryImpl);
    bindService(bind, DataElementContribution, PropertyDataElements);
});
