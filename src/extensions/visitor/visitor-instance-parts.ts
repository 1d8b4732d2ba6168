import type { BrowserWindow } from '../../services/browser-window';
import type { CookieService } from '../../services/cookie-service';
import type { HttpClient } from '../../services/http-client';
import { LazyFeatures, lazyClass } from '../../services/lazy-features';
import type { Logger } from '../../services/logger';
import type { PageEvents } from '../../services/page-events';
import type { ServiceUrl } from '../../services/service-url';
import { AmcvStore } from './amcv-store';
import { CrossDomainIds } from './cross-domain-ids';
import type { IabState } from './iab-consent';
import type { IdSyncs } from './id-syncs';
import type { OptIn } from './opt-in';
import { SupplementalDataIds } from './supplemental-data-ids';
import type { VisitorConfig } from './visitor-config';
import { VisitorFieldGetter } from './visitor-field-getter';
import { VisitorIdSyncs } from './visitor-id-syncs';
import { VisitorInstance } from './visitor-instance';
import { VisitorInstanceConfig } from './visitor-instance-config';

/** `make`'s value, made on the first call and kept. */
function once<T>(make: () => T): () => T {
    let made: { value: T } | undefined;
    return () => (made ??= { value: make() }).value;
}

/**
 * Builds one Visitor instance and its parts with `new`: its settings, its AMCV cookie, the ids
 * that travel in URLs, and, the first time they are needed, the /id calls (identity file) and id
 * syncs (after-load file). Each instance has parts of its own and shares the page's services and
 * opt-in with the others. The lazy files' classes are named by type only, so their code stays
 * out of the bundle.
 */
export class VisitorInstanceParts {

    constructor(
        protected readonly window: BrowserWindow,
        protected readonly cookies: CookieService,
        protected readonly http: HttpClient,
        protected readonly serviceUrl: ServiceUrl,
        protected readonly events: PageEvents,
        protected readonly lazyFiles: LazyFeatures,
        protected readonly optIn: OptIn,
        /** The page's IAB TCF consent, in IAB mode. */
        protected readonly iab: () => IabState | undefined,
        protected readonly logger: Logger
    ) { }

    create(orgId: string, settings: VisitorConfig): VisitorInstance {
        const config = new VisitorInstanceConfig({ orgId, config: settings });
        const store = new AmcvStore(config, this.cookies, this.logger);
        const supplementalIds = new SupplementalDataIds();
        const syncs = once(() => new VisitorIdSyncs(config, store, () => this.publisher(), this.logger));
        const calls = once(() => lazyClass(this.lazyFiles, 'identity', 'VisitorIdCalls')
            .then(Calls => new Calls(config, store, this.http, this.serviceUrl, this.iab, syncs)));
        const fields = new VisitorFieldGetter(store, calls, this.optIn, this.iab, this.logger);
        const crossDomain = new CrossDomainIds(config, store, supplementalIds, this.window);
        return new VisitorInstance(config, store, fields, syncs, crossDomain, supplementalIds, this.optIn, this.logger);
    }

    /** A new destination publisher for an instance, once the after-load file is in. */
    protected publisher(): Promise<IdSyncs> {
        return lazyClass(this.lazyFiles, 'after-load', 'IdSyncPublisher')
            .then(Publisher => new Publisher(this.window, this.events, this.serviceUrl));
    }
}
