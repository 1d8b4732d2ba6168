import type { HeardRule } from '../../services/heard-rule';
import { heardRule } from '../../services/heard-rule';
import type { QaEntry, QaRuleEntry } from '../../services/qa-journal';

/** A rule entry of the journal as the inspector shows it: a trigger, or a rule's outcome. */
export interface RuleEntryView extends HeardRule {
    readonly kind: 'rule';
}

/** A journal entry as the inspector's views read it. */
export type QaEntryView = Exclude<QaEntry, QaRuleEntry> | RuleEntryView;

/** The entry as the views read it: a rule entry read as heard (services/heard-rule.ts), any other entry as it is. */
export function viewOfEntry(entry: QaEntry): QaEntryView {
    return entry.kind === 'rule' ? { kind: 'rule', ...heardRule(entry) } : entry;
}
