import { ContainerModule } from 'inversify';
import { bindLazy, bindLazyProvider, bindSingleton } from '../../runtime/bindings';
import { HttpClient } from '../../services/http-client';
import { ServiceUrl } from '../../services/service-url';
import { AmcvStore } from './amcv-store';
import { CrossDomainIds } from './cross-domain-ids';
import { SupplementalDataIds } from './supplemental-data-ids';
import { VisitorFieldGetter } from './visitor-field-getter';
import { VisitorIdCallsProvider } from './visitor-id-calls';
import { VisitorIdSyncs, VisitorIdSyncsFactory } from './visitor-id-syncs';
import { VisitorInstance } from './visitor-instance';
import { VisitorInstanceConfig } from './visitor-instance-config';
import { VisitorRegistry } from './visitor-registry';

/**
 * One Visitor instance and its parts, loaded into a container of the instance's own (the visitor
 * module's VisitorInstanceFactory): each instance has its own cookie, calls and ids, and shares
 * the page's services and opt-in with the others. The calls come from the identity file, only
 * to pages that need one.
 */
export const visitorInstanceModule = new ContainerModule(bind => {
    bindSingleton(bind, VisitorInstance);
    bindSingleton(bind, VisitorInstanceConfig);
    bindSingleton(bind, AmcvStore);
    bindSingleton(bind, VisitorFieldGetter);
    bindLazyProvider(bind, VisitorIdCallsProvider, {
        file: 'identity', name: 'VisitorIdCalls',
        injections: { config: VisitorInstanceConfig, store: AmcvStore, http: HttpClient, serviceUrl: ServiceUrl, registry: VisitorRegistry, syncs: VisitorIdSyncsFactory }
    });
    bindSingleton(bind, VisitorIdSyncs);
    bindLazy(bind, VisitorIdSyncsFactory, VisitorIdSyncs);
    bindSingleton(bind, CrossDomainIds);
    bindSingleton(bind, SupplementalDataIds);
});
