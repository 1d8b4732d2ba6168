import { inject, injectable } from 'inversify';
import { DomainDirectory } from '../services/domain-directory';
import { PageHost } from '../services/page-host';
import { HostAuthorization } from './host-authorization';

@injectable()
export class HostAuthorizationImpl implements HostAuthorization {

    @inject(DomainDirectory) protected readonly domains!: DomainDirectory;
    @inject(PageHost) protected readonly pageHost!: PageHost;

    isAuthorized(): boolean {
        return this.domains.approvalOf(this.pageHost.hostname) !== undefined;
    }
}
