import { ContainerModule } from 'inversify';
import { DataElementContribution } from '../../runtime/data-element';
import { bindService } from '../../runtime/runtime-module';
import { ConsentScriptDirectory } from '../../services/consent-script-directory';
import { ConsentScriptDirectoryImpl } from '../../services/consent-script-directory-impl';
import { ReportSuiteResolver } from '../../services/report-suite-resolver';
import { ReportSuiteResolverImpl } from '../../services/report-suite-resolver-impl';
import { PropertyDataElements } from './property-data-elements';

/** The property's host tables as services and derived data elements. */
export const propertyModule = new ContainerModule(bind => {
    bindService(bind, ReportSuiteResolver, ReportSuiteResolverImpl);
    bindService(bind, ConsentScriptDirectory, ConsentScriptDirectoryImpl);
    bindService(bind, DataElementContribution, PropertyDataElements);
});
