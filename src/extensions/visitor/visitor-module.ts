import { ContainerModule } from 'inversify';
import { DataElementContribution } from '../../runtime/data-element';
import { bindService } from '../../runtime/runtime-module';
import { VisitorIdProvider } from '../../runtime/visitor-id-provider';
import { VisitorService } from '../../services/visitor-service';
import { VisitorServiceImpl } from '../../services/visitor-service-impl';
import { VisitorDataElements } from './visitor-data-elements';
import { VisitorRegistry } from './visitor-registry';

/** The visitor-ID and opt-in service (VisitorAPI 5.4.0 compatible). */
export const visitorModule = new ContainerModule(bind => {
    bind(VisitorRegistry).toSelf().inSingletonScope();
    bindService(bind, VisitorService, VisitorServiceImpl);
    bind(VisitorIdProvider).toService(VisitorServiceImpl);
    bindService(bind, DataElementContribution, VisitorDataElements);
});
