import { ContainerModule } from 'inversify';
import { bindLazy, bindSingleton } from '../../runtime/bindings';
import { AmcvStore } from './amcv-store';
import { AudienceManagerQuery } from './audience-manager-query';
import { CrossDomainIds } from './cross-domain-ids';
import { SupplementalDataIds } from './supplemental-data-ids';
import { VisitorIdCalls, VisitorIdCallsFactory } from './visitor-id-calls';
import { VisitorIdSyncs, VisitorIdSyncsFactory } from './visitor-id-syncs';
import { VisitorInstance } from './visitor-instance';
import { VisitorInstanceConfig } from './visitor-instance-config';

/**
 * One Visitor instance and its parts, loaded into a container of the instance's own (the visitor
 * module's VisitorInstanceFactory): each instance has its own cookie, calls and ids, and shares
 * the page's services and opt-in with the others.
 */
export const visitorInstanceModule = new ContainerModule(bind => {
    bindSingleton(bind, VisitorInstance);
    bindSingleton(bind, VisitorInstanceConfig);
    bindSingleton(bind, AmcvStore);
    bindSingleton(bind, VisitorIdCalls);
    bindLazy(bind, VisitorIdCallsFactory, VisitorIdCalls);
    bindSingleton(bind, AudienceManagerQuery);
    bindSingleton(bind, VisitorIdSyncs);
    bindLazy(bind, VisitorIdSyncsFactory, VisitorIdSyncs);
    bindSingleton(bind, CrossDomainIds);
    bindSingleton(bind, SupplementalDataIds);
});
