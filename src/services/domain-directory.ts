import type { DomainRow } from '../config/domains';

/** Value of the approved-domain lookup: 1 for production hosts, 2 for pre-production hosts. */
export type ApprovalValue = 1 | 2;

/** Looks hosts up in the property's domain table. */
export const DomainDirectory = Symbol('DomainDirectory');
export interface DomainDirectory {
    /** The row of the page's host, or undefined when the host is not the property's. */
    readonly current: DomainRow | undefined;
    find(host: string): DomainRow | undefined;
    /** docs/requirements.md §3.2 approved-domain lookup; undefined for hosts that are not listed. */
    approvalOf(host: string): ApprovalValue | undefined;
}
