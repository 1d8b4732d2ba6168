import { ContainerModule } from 'inversify';
import { bindLazyPart, bindService } from '../../runtime/bindings';
import { DataElementContribution } from '../../runtime/data-element';
import { StartupContribution } from '../../runtime/startup-contribution';
import { VisitorIdProvider } from '../../runtime/visitor-id-provider';
import { BrowserWindow } from '../../services/browser-window';
import { HttpClient } from '../../services/http-client';
import { Logger } from '../../services/logger';
import { PageEvents } from '../../services/page-events';
import { ServiceUrl } from '../../services/service-url';
import { TcfReaderProvider } from '../../services/tcf-reader';
import { VisitorService } from '../../services/visitor-service';
import type { IabConsent } from './iab-consent';
import type { IdSyncPublisher } from './id-sync-publisher';
import type { VisitorIdCalls } from './visitor-id-calls';
import type { IabConsentParts, IdSyncPublisherParts, VisitorIdCallsParts } from './visitor-lazy-parts';
import { IabConsentFactory, IdSyncPublisherFactory, VisitorIdCallsFactory } from './visitor-lazy-parts';
import { VisitorServiceImpl } from './visitor-service-impl';

/**
 * The visitor-ID and opt-in service (VisitorAPI 5.4.0 compatible). The service builds its parts
 * itself (the `Visitor` global, `adobe.optIn`, each instance's cookie, calls and syncs); the parts
 * in the lazy files are made for an instance (or the page) by the factories bound here, which hand
 * them the page's services.
 */
export const visitorModule = new ContainerModule(bind => {
    bindService(bind, VisitorService, VisitorServiceImpl);
    bind(VisitorIdProvider).toService(VisitorServiceImpl);
    bind(DataElementContribution).toService(VisitorServiceImpl);
    bind(StartupContribution).toService(VisitorServiceImpl);
    bindLazyPart(bind, VisitorIdCallsFactory, {
        file: 'identity',
        name: 'VisitorIdCalls',
        build: (Calls: typeof VisitorIdCalls, container) => (instance: VisitorIdCallsParts) =>
            new Calls({
                ...instance,
                http: container.get(HttpClient),
                serviceUrl: container.get(ServiceUrl)
            })
    });
    bindLazyPart(bind, IdSyncPublisherFactory, {
        file: 'after-load',
        name: 'IdSyncPublisher',
        build: (Publisher: typeof IdSyncPublisher, container) => (instance: IdSyncPublisherParts) =>
            new Publisher({
                ...instance,
                window: container.get(BrowserWindow),
                events: container.get(PageEvents),
                serviceUrl: container.get(ServiceUrl),
                logger: container.get(Logger)
            })
    });
    bindLazyPart(bind, IabConsentFactory, {
        file: 'identity',
        name: 'IabConsent',
        build: (Consent: typeof IabConsent, container) => (page: IabConsentParts) =>
            new Consent({ ...page, reader: container.get(TcfReaderProvider), logger: container.get(Logger) })
    });
});
