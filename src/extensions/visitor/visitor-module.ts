import { ContainerModule } from 'inversify';
import { DataElementContribution } from '../../runtime/data-element';
import { bindService } from '../../runtime/bindings';
import { StartupContribution } from '../../runtime/startup-contribution';
import { VisitorIdProvider } from '../../runtime/visitor-id-provider';
import { VisitorService } from '../../services/visitor-service';
import { VisitorServiceImpl } from './visitor-service-impl';

/**
 * The visitor-ID and opt-in service (VisitorAPI 5.4.0 compatible). The service builds its parts
 * itself (the `Visitor` global, `adobe.optIn`, each instance's cookie, calls and syncs).
 */
export const visitorModule = new ContainerModule(bind => {
    bindService(bind, VisitorService, VisitorServiceImpl);
    bind(VisitorIdProvider).toService(VisitorServiceImpl);
    bind(DataElementContribution).toService(VisitorServiceImpl);
    bind(StartupContribution).toService(VisitorServiceImpl);
});
