import { StartupContribution } from '../../runtime/startup-contribution';
import { ContainerModule } from 'inversify';
import { DataElementContribution } from '../../runtime/data-element';
import { bindService, bindTriggerSource } from '../../runtime/bindings';
import { ConsentService } from '../../services/consent-service';
import { ConsentServiceImpl } from './consent-service-impl';
import { ConsentTriggerSource } from './consent-trigger-source';

/** Consent as the banner provider records it. */
export const consentModule = new ContainerModule(bind => {
    bindService(bind, ConsentService, ConsentServiceImpl);
    bind(DataElementContribution).toService(ConsentServiceImpl);
    bind(StartupContribution).toService(ConsentServiceImpl);
    bindTriggerSource(bind, ConsentTriggerSource);
});
