import type React from 'react';
import type { WireDiffReport } from '../../../scripts/wire-diff/wire-differences';
import { formatCount } from '../../health/health-format';

/** A run's length as a person reads it: `850 ms`, `42.5 s`, `12 min 04 s`. */
export function formatWallTime(ms: number): string {
    if (ms < 1000) {
        return `${Math.round(ms)} ms`;
    }
    if (ms < 60000) {
        return `${(ms / 1000).toFixed(1)} s`;
    }
    const seconds = Math.round(ms / 1000);
    return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

const COUNTS = ['unchanged', 'changed', 'broken'] as const;

/** How many journeys each build took, and how they compare: what a reader needs before the changes. */
export function WireDiffSummary({ report }: { report: WireDiffReport }): React.ReactElement {
    const { summary } = report;
    return (
        <section className="summary" aria-label="Summary">
            <ul className="counts">
                {COUNTS.map(status => (
                    <li key={status} className={`count ${status}`} data-count={status}>
                        <strong>{formatCount(summary[status])}</strong> {status}
                    </li>
                ))}
            </ul>
            <p className="journeys">
                Of <strong data-count="journeys">{formatCount(summary.journeys)}</strong> journeys, taken on both builds in{' '}
                <strong className="wall-time">{formatWallTime(report.wallMs)}</strong>.
            </p>
        </section>
    );
}
