import { ContainerModule } from 'inversify';
import { DataElementContribution } from '../../runtime/data-element';
import { TriggerSource } from '../../runtime/trigger-source';
import { bindService } from '../../runtime/runtime-module';
import { ConsentService } from '../../services/consent-service';
import { ConsentServiceImpl } from '../../services/consent-service-impl';
import { ConsentDataElements } from './consent-data-elements';
import { ConsentTriggerSource } from './consent-trigger-source';

/** Consent as the banner provider records it. */
export const consentModule = new ContainerModule(bind => {
    bindService(bind, ConsentService, ConsentServiceImpl);
    bindService(bind, DataElementContribution, ConsentDataElements);
    bindService(bind, TriggerSource, ConsentTriggerSource);
});
