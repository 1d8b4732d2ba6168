import { ContainerModule } from 'inversify';
import { bindLazyPart, bindService, bindTriggerSource } from '../../runtime/bindings';
import { DataElementContribution } from '../../runtime/data-element';
import { StartupContribution } from '../../runtime/startup-contribution';
import { BrowserWindow } from '../../services/browser-window';
import { ConsentService } from '../../services/consent-service';
import { TcfReaderProvider } from '../../services/tcf-reader';
import { ConsentServiceImpl } from './consent-service-impl';
import { ConsentTriggerSource } from './consent-trigger-source';
import type { TcfReaderImpl } from './tcf-reader-impl';

/**
 * Consent as the banner provider records it, and the page's IAB TCF CMP, read once for the
 * visitor-ID service and the tags (in the identity file, which TCF hosts fetch at once).
 */
export const consentModule = new ContainerModule(bind => {
    bindService(bind, ConsentService, ConsentServiceImpl);
    bind(DataElementContribution).toService(ConsentServiceImpl);
    bind(StartupContribution).toService(ConsentServiceImpl);
    bindTriggerSource(bind, ConsentTriggerSource);
    bindLazyPart(bind, TcfReaderProvider, {
        file: 'identity',
        name: 'TcfReaderImpl',
        build: (Reader: typeof TcfReaderImpl, container) => new Reader({ window: container.get(BrowserWindow) })
    });
});
