import type { DomainDirectory } from '../services/domain-directory';
import type { PageHost } from '../services/page-host';
import type { HostAuthorization } from './host-authorization';

export class HostAuthorizationImpl implements HostAuthorization {
    constructor(
        protected readonly domains: DomainDirectory,
        protected readonly pageHost: PageHost
    ) {}

    isAuthorized(): boolean {
        return this.domains.approvalOf(this.pageHost.hostname) !== undefined;
    }
}
