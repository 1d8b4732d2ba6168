import { ContainerModule } from 'inversify';
import { bindService } from '../../runtime/bindings';
import { StartupContribution } from '../../runtime/startup-contribution';
import { PersonalizationService } from '../../services/personalization-service';
import { PersonalizationServiceImpl } from './personalization-service-impl';

/**
 * The personalization client, on the sites the company personalizes: the service in the bundle
 * (hiding, consent, the shared id), which builds the delivery client with the offers from the
 * personalization file beside it, fetched when the page may be personalized.
 */
export const personalizationModule = new ContainerModule(bind => {
    bindService(bind, PersonalizationService, PersonalizationServiceImpl);
    bind(StartupContribution).toService(PersonalizationServiceImpl);
});
