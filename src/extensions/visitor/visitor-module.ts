import { ContainerModule } from 'inversify';
import { DataElementContribution } from '../../runtime/data-element';
import { bindLazyProvider, bindLazy, bindService, bindSingleton } from '../../runtime/bindings';
import { VisitorIdProvider } from '../../runtime/visitor-id-provider';
import { BrowserWindow } from '../../services/browser-window';
import { PageEvents } from '../../services/page-events';
import { ServiceUrl } from '../../services/service-url';
import { VisitorService } from '../../services/visitor-service';
import { IabConsent } from './iab-consent';
import { IdSyncsProvider } from './id-syncs';
import { OptIn } from './opt-in';
import { VisitorConfig } from './visitor-config';
import { VisitorDataElements } from './visitor-data-elements';
import { VisitorInstance } from './visitor-instance';
import { VisitorInstanceSettings } from './visitor-instance-config';
import { visitorInstanceModule } from './visitor-instance-module';
import { IabConsentFactory, VisitorInstanceFactory, VisitorRegistry } from './visitor-registry';
import { VisitorServiceImpl } from './visitor-service-impl';

/** The visitor-ID and opt-in service (VisitorAPI 5.4.0 compatible). */
export const visitorModule = new ContainerModule(bind => {
    bindService(bind, VisitorService, VisitorServiceImpl);
    bind(VisitorIdProvider).toService(VisitorServiceImpl);
    bindService(bind, DataElementContribution, VisitorDataElements);
    // The page's `Visitor` global and `adobe.optIn`, shared by every instance.
    bindSingleton(bind, VisitorRegistry);
    bindSingleton(bind, OptIn);
    bindSingleton(bind, IabConsent);
    bindLazy(bind, IabConsentFactory, IabConsent);
    // Each instance in a container of its own, a child of the page's.
    bind(VisitorInstanceFactory).toFactory<VisitorInstance, [string, VisitorConfig]>(context => (orgId, config) => {
        const scope = context.container.createChild();
        scope.bind<VisitorInstanceSettings>(VisitorInstanceSettings).toConstantValue({ orgId, config });
        scope.load(visitorInstanceModule);
        return scope.get(VisitorInstance);
    });
    bindLazyProvider(bind, IdSyncsProvider, {
        file: 'after-load', name: 'IdSyncPublisher', injections: { window: BrowserWindow, events: PageEvents, serviceUrl: ServiceUrl }, transient: true
    });
});
