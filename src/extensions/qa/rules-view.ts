import type { AnyTrigger, RuleDescriptor } from '../../runtime/rule';
import type { QaStartupEntry } from '../../services/qa-journal';
import { h } from './dom';
import { RULE_CONDITIONS } from './rule-conditions';
import type { RuleEntryView } from './rule-entries';
import type { Row, ViewContext } from './view-context';
import { pageTime, table } from './view-context';

const LABELS: Readonly<Record<string, string>> = {
    triggerFired: 'trigger',
    ruleCompleted: 'fired',
    ruleConditionFailed: 'condition not met',
    ruleActionFailed: 'action failed'
};

function triggersOf(rule: RuleDescriptor): string {
    const triggers = (Array.isArray(rule.trigger) ? rule.trigger : [rule.trigger]) as readonly AnyTrigger[];
    return triggers
        .map(trigger => {
            const detail =
                'selector' in trigger
                    ? trigger.selector
                    : 'identifier' in trigger
                      ? trigger.identifier
                      : 'name' in trigger
                        ? trigger.name
                        : undefined;
            return detail ? `${trigger.type} (${detail})` : trigger.type;
        })
        .join(', ');
}

/** A rule's outcome on this page, and why it did not fire when it did not. */
function outcomeOf(rule: RuleDescriptor, entries: readonly RuleEntryView[]): { status: string; why: string } {
    const own = entries.filter(entry => entry.rule === rule.id);
    const fired = own.filter(entry => entry.hook === 'ruleCompleted').length;
    const last = [...own].reverse().find(entry => entry.hook !== 'ruleTriggered');
    if (fired > 0) {
        return { status: fired > 1 ? `fired ×${fired}` : 'fired', why: '' };
    }
    if (!last) {
        return own.length > 0
            ? { status: 'running', why: 'triggered; its condition or action has not finished' }
            : { status: 'not triggered', why: 'its trigger has not happened on this page' };
    }
    if (last.hook === 'ruleActionFailed') {
        return { status: /timeout/i.test(last.error ?? '') ? 'timed out' : 'action failed', why: last.error ?? '' };
    }
    if (last.error) {
        return { status: /timeout/i.test(last.error) ? 'timed out' : 'condition failed', why: last.error };
    }
    return { status: 'condition not met', why: `needs: ${RULE_CONDITIONS[rule.id] ?? 'its condition to hold'}` };
}

/** The start-up steps the runtime ran before the rule engine started: services, not rules. */
function startupSteps(context: ViewContext): Node {
    const steps: Row[] = context.entries
        .filter((entry): entry is QaStartupEntry => entry.kind === 'startup')
        .map(entry => ({
            cells: [
                h(context.document, 'code', {}, entry.id),
                String(entry.order),
                entry.failed ? 'failed' : 'ran',
                pageTime(context, entry.time)
            ],
            attributes: { 'data-startup-step': entry.id, 'data-status': entry.failed ? 'failed' : 'ran' }
        }));
    return h(
        context.document,
        'div',
        { id: 'qa-startup-steps' },
        h(context.document, 'h4', {}, 'Start-up steps'),
        table(context, ['step', 'order', 'outcome', 'time'], steps, 'No start-up step ran.')
    );
}

/** The start-up steps; every rule of the page: fired, not fired and why; then the triggers and outcomes in order. */
export function rulesView(context: ViewContext): Node {
    const document = context.document;
    const entries = context.entries.filter((entry): entry is RuleEntryView => entry.kind === 'rule');
    const fired = [...new Set(entries.filter(entry => entry.hook === 'ruleCompleted').map(entry => entry.rule))];
    const rules: Row[] = context.rules.map(rule => {
        const { status, why } = outcomeOf(rule, entries);
        return {
            cells: [h(document, 'code', {}, rule.id), triggersOf(rule), status, why],
            attributes: { 'data-rule': rule.id, 'data-status': status.split(' ')[0] }
        };
    });
    const timeline: Row[] = entries
        .filter(entry => entry.hook !== 'ruleTriggered')
        .map(entry => ({
            cells: [
                pageTime(context, entry.time),
                LABELS[entry.hook] ?? entry.hook,
                entry.hook === 'triggerFired' ? `${entry.type}${entry.rules?.length ? ` → ${entry.rules.join(', ')}` : ''}` : entry.rule,
                entry.error ?? ''
            ],
            attributes: { class: `qa-${entry.hook}`, 'data-rule': entry.rule ?? '' }
        }));
    return h(
        document,
        'div',
        {},
        h(
            document,
            'p',
            { class: 'qa-summary' },
            'Rules fired: ',
            h(document, 'span', { id: 'qa-rules-fired' }, fired.length ? fired.join(', ') : 'none yet')
        ),
        startupSteps(context),
        h(document, 'h4', {}, 'Rules'),
        table(context, ['rule', 'trigger', 'outcome', 'why'], rules, 'No rule on this page.'),
        h(document, 'h4', {}, 'In order'),
        table(context, ['time', 'what', 'trigger / rule', 'error'], timeline, 'Nothing has happened yet.')
    );
}
