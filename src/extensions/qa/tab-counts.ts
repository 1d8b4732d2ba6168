import type { QaRequestEntry } from '../../services/qa-journal';
import { BeaconDecoder } from './beacon-decoder';
import type { QaEntryView } from './rule-entries';

/** The inspector's tabs, one view each. */
export type Tab =
    'rules' | 'data elements' | 'beacons' | 'visitor' | 'consent' | 'tags' | 'data layer' | 'personalization' | 'outbox' | 'errors';

/** The count a tab shows beside its name: rules fired, beacons, errors, personalization events, data-layer events; 0 shows none. */
export function countOf(tab: Tab, entries: readonly QaEntryView[]): number {
    const requests = entries.filter((entry): entry is QaRequestEntry => entry.kind === 'request');
    switch (tab) {
        case 'rules':
            return new Set(
                entries
                    .filter(entry => entry.kind === 'rule' && entry.hook === 'ruleCompleted')
                    .map(entry => entry.kind === 'rule' && entry.rule)
            ).size;
        case 'beacons':
            return requests.filter(entry => BeaconDecoder.isBeacon(entry.url)).length;
        case 'errors':
            return entries.filter(entry => entry.kind === 'log').length;
        case 'personalization':
            return entries.filter(entry => entry.kind === 'personalization').length;
        case 'data layer':
            return entries.filter(entry => entry.kind === 'rule' && entry.dataLayer !== undefined).length;
        default:
            return 0;
    }
}
