import { StartupContribution } from '../../runtime/startup-contribution';
import { ContainerModule } from 'inversify';
import { bindLazyProvider, bindService } from '../../runtime/bindings';
import { BrowserWindow } from '../../services/browser-window';
import { BuildInfo } from '../../services/build-info';
import { CookieService } from '../../services/cookie-service';
import { HttpClient } from '../../services/http-client';
import { Logger } from '../../services/logger';
import { PageNavigation } from '../../services/page-navigation';
import { PersonalizationClientProvider, PersonalizationService } from '../../services/personalization-service';
import { TrackingServer } from '../../services/tracking-server';
import { VisitorService } from '../../services/visitor-service';
import { QaJournal } from '../../services/qa-journal';
import { PersonalizationServiceImpl } from './personalization-service-impl';

/**
 * The personalization client, on the sites the company personalizes: the service in the bundle
 * (hiding, consent, the shared id) and the delivery client with the offers in the
 * personalization file beside it, fetched when the page may be personalized.
 */
export const personalizationModule = new ContainerModule(bind => {
    bindService(bind, PersonalizationService, PersonalizationServiceImpl);
    bind(StartupContribution).toService(PersonalizationServiceImpl);
    bindLazyProvider(bind, PersonalizationClientProvider, {
        file: 'personalization', name: 'PersonalizationClientImpl',
        injections: {
            window: BrowserWindow, visitor: VisitorService, cookies: CookieService, http: HttpClient,
            trackingServer: TrackingServer, logger: Logger, buildInfo: BuildInfo, navigation: PageNavigation, journal: QaJournal
        }
    });
});
