import React from 'react';
import { MonitorEntry } from './qa-feed';

const LABELS: Readonly<Record<string, string>> = {
    triggerFired: 'trigger', ruleTriggered: 'triggered', ruleCompleted: 'fired',
    ruleConditionFailed: 'condition not met', ruleActionFailed: 'action failed'
};

/** Triggers and rules in the order the runtime's monitors reported them. */
export function RulesView({ entries }: { entries: readonly MonitorEntry[] }): React.ReactElement {
    const fired = entries.filter(entry => entry.hook === 'ruleCompleted').map(entry => entry.rule);
    return (
        <div>
            <p className="qa-summary">Rules fired: <span id="qa-rules-fired">{fired.length ? fired.join(', ') : 'none yet'}</span></p>
            <table className="qa-table">
                <thead><tr><th>ms</th><th>what</th><th>trigger / rule</th></tr></thead>
                <tbody>
                    {entries.filter(entry => entry.hook !== 'ruleTriggered').map((entry, index) => (
                        <tr key={index} className={`qa-${entry.hook}`} data-rule={entry.rule ?? ''}>
                            <td>{entry.time}</td>
                            <td>{LABELS[entry.hook] ?? entry.hook}</td>
                            <td>{entry.hook === 'triggerFired' ? `${entry.type}${entry.rules?.length ? ` → ${entry.rules.join(', ')}` : ''}` : entry.rule}
                                {entry.error ? <div className="qa-error">{entry.error}</div> : undefined}</td>
                        </tr>
                    ))}
                </tbody>
            </table>
        </div>
    );
}
