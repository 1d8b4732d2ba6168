import { TrackingServerPrefixes } from '../../config/visitor';
import type { DomainDirectory } from '../../services/domain-directory';
import type { PageHost } from '../../services/page-host';
import { RegistrableDomain } from '../../services/registrable-domain';
import type { TrackingServer } from '../../services/tracking-server';

export class TrackingServerImpl implements TrackingServer {
    constructor(
        protected readonly pageHost: PageHost,
        protected readonly domains: DomainDirectory
    ) {}

    get plain(): string | undefined {
        const domain = this.domain();
        return domain && TrackingServerPrefixes.plain + domain;
    }

    get secure(): string | undefined {
        const domain = this.domain();
        return domain && TrackingServerPrefixes.secure + domain;
    }

    protected domain(): string | undefined {
        return this.domains.current ? RegistrableDomain.of(this.pageHost.hostname) : undefined;
    }
}
