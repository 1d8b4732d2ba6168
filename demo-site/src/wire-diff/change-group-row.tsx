import type React from 'react';
import { useState } from 'react';
import type { ChangeGroup } from '../../../scripts/wire-diff/wire-differences';
import type { BuildName } from '../../../scripts/wire-diff/wire-records';
import { formatCount } from '../../health/health-format';
import { RequestPair } from './request-pair';

/**
 * One change of the report: its title and how often it happens; opened, the journeys and steps
 * it happens on, and the two builds' requests of the one picked (the first until another is).
 */
export function ChangeGroupRow({
    group,
    baseline,
    current
}: {
    group: ChangeGroup;
    baseline: BuildName;
    current: BuildName;
}): React.ReactElement {
    const [open, setOpen] = useState(false);
    const [chosen, setChosen] = useState(0);
    const occurrences = group.occurrences.length;
    const occurrence = group.occurrences[Math.min(chosen, occurrences - 1)];
    return (
        <li className={`change-group${open ? ' open' : ''}`} data-category={group.category}>
            <button type="button" className="change-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
                <span className="change-title">{group.title}</span>{' '}
                <span className="occurrence-count" data-occurrences={occurrences}>
                    {formatCount(occurrences)} {occurrences === 1 ? 'occurrence' : 'occurrences'}
                </span>
            </button>
            {open && (
                <div className="change-detail">
                    <ol className="occurrences" aria-label="Where it happens">
                        {group.occurrences.map((entry, index) => (
                            <li key={index}>
                                <button
                                    type="button"
                                    className="occurrence"
                                    aria-pressed={index === chosen}
                                    data-journey={entry.journey}
                                    data-step={entry.step}
                                    onClick={() => setChosen(index)}
                                >
                                    <code className="journey">{entry.journey}</code> <span className="step">{entry.step}</span>
                                </button>
                            </li>
                        ))}
                    </ol>
                    {occurrence && <RequestPair occurrence={occurrence} baseline={baseline} current={current} />}
                </div>
            )}
        </li>
    );
}
