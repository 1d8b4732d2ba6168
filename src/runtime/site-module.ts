import type { interfaces } from 'inversify';
import type { DomainRow } from '../config/domains';

/**
 * A module of the bundle and the hosts it applies to. The composition root loads a module only
 * where it applies: a rental page's container holds no careers, loyalty or onramp rule at all.
 */
export interface SiteModule {
    readonly module: interfaces.ContainerModule;
    /** Omitted: every host of the property. */
    readonly appliesTo?: (site: DomainRow) => boolean;
}
