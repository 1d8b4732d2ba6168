import { ContainerModule } from 'inversify';
import { bindSingleton } from '../../runtime/bindings';
import { StartupContribution } from '../../runtime/startup-contribution';
import { PersonalizationServiceImpl } from './personalization-service-impl';

/**
 * The personalization client, on the sites the company personalizes: the service in the bundle
 * (hiding, consent, the shared id), which builds the delivery client with the offers from the
 * personalization file beside it, fetched when the page may be personalized.
 */
export const personalizationModule = new ContainerModule(bind => {
    // A start-up step, which nothing else asks for: bound as one, under no contract of its own.
    bindSingleton(bind, PersonalizationServiceImpl);
    bind(StartupContribution).toService(PersonalizationServiceImpl);
});
