import type { DomainRow } from '../../config/domains';
import type { ApprovalValue, DomainDirectory } from '../../services/domain-directory';
import { DomainTable } from '../../services/domain-table';
import type { PageHost } from '../../services/page-host';

export class DomainDirectoryImpl implements DomainDirectory {
    constructor(protected readonly pageHost: PageHost) {}

    protected readonly byHost = new Map<string, DomainRow>(DomainTable.rows().map(row => [row.host, row]));

    get current(): DomainRow | undefined {
        return this.find(this.pageHost.hostname);
    }

    find(host: string): DomainRow | undefined {
        return this.byHost.get(host.toLowerCase());
    }

    approvalOf(host: string): ApprovalValue | undefined {
        const row = this.find(host);
        return row && (row.preProduction ? 2 : 1);
    }
}
