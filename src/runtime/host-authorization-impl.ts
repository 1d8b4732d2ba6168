import { DomainDirectory } from '../services/domain-directory';
import { PageHost } from '../services/page-host';
import { HostAuthorization } from './host-authorization';

export class HostAuthorizationImpl implements HostAuthorization {

    constructor(
        protected readonly domains: DomainDirectory,
        protected readonly pageHost: PageHost
    ) { }

    isAuthorized(): boolean {
        return this.domains.approvalOf(this.pageHost.hostname) !== undefined;
    }
}
