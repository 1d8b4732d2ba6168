import { ContainerModule } from 'inversify';
import { DataElementContribution } from '../../runtime/data-element';
import { bindService, bindTriggerSource } from '../../runtime/bindings';
import { ConsentService } from '../../services/consent-service';
import { ConsentServiceImpl } from './consent-service-impl';
import { ConsentDataElements } from './consent-data-elements';
import { ConsentTriggerSource } from './consent-trigger-source';

/** Consent as the banner provider records it. */
export const consentModule = new ContainerModule(bind => {
    bindService(bind, ConsentService, ConsentServiceImpl);
    bindService(bind, DataElementContribution, ConsentDataElements);
    bindTriggerSource(bind, ConsentTriggerSource);
});
