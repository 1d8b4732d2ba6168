import { groupChanges } from './change-groups';
import { compareJourney } from './wire-comparison';
import type { ChangeCategory, ChangeGroup, JourneyDifference, WireDiffReport } from './wire-differences';
import { CATEGORY_HEADINGS } from './wire-differences';
import type { JourneyRecord, WireRun } from './wire-records';

/**
 * Compares a run's journeys, build against build: every journey asked for, by its id. A journey
 * one build has no record of is broken on it.
 */
export function compareRun(run: WireRun): JourneyDifference[] {
    const byId = (records: readonly JourneyRecord[]) => new Map(records.map(record => [record.id, record]));
    const baseline = byId(run.journeys.baseline);
    const current = byId(run.journeys.current);
    return run.asked.map(id => {
        const before = baseline.get(id);
        const after = current.get(id);
        if (!before && !after) {
            throw new Error(`The journey ${id} was asked for and neither build has a record of it: the run is incomplete.`);
        }
        if (!before || !after) {
            const facts = (before ?? after)!;
            const { steps: _steps, error: _error, ...rest } = facts;
            return {
                ...rest,
                status: 'broken' as const,
                differences: [],
                errors: {
                    ...(before ? {} : { baseline: 'not taken' }),
                    ...(after ? {} : { current: 'not taken' })
                }
            };
        }
        return compareJourney(before, after);
    });
}

/** The report's data: the summary, the changes grouped, the broken journeys. */
export function buildReport(run: WireRun, createdAt = new Date().toISOString()): WireDiffReport {
    const journeys = compareRun(run);
    const count = (status: JourneyDifference['status']) => journeys.filter(journey => journey.status === status).length;
    return {
        format: 1,
        baseline: run.baseline,
        current: run.current,
        createdAt,
        wallMs: run.wallMs,
        summary: { journeys: journeys.length, unchanged: count('unchanged'), changed: count('changed'), broken: count('broken') },
        groups: groupChanges(journeys),
        broken: journeys.filter(journey => journey.status === 'broken').map(journey => ({ journey: journey.id, ...journey.errors })),
        journeys: journeys.map(({ differences: _differences, errors: _errors, ...facts }) => facts)
    };
}

/** How many journeys and steps a group's occurrences are, and the first few journeys by name. */
function occurrencesSaid(group: ChangeGroup, shown = 3): string {
    const journeys = [...new Set(group.occurrences.map(occurrence => occurrence.journey))];
    const listed = journeys.slice(0, shown).join('; ');
    const more = journeys.length > shown ? `; and ${journeys.length - shown} more` : '';
    return `${journeys.length} journey${journeys.length === 1 ? '' : 's'}, ${group.occurrences.length} request${group.occurrences.length === 1 ? '' : 's'}: ${listed}${more}`;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** The report as markdown, for the terminal and for a release's notes: the summary first, then the changes by kind. */
export function markdownReport(report: WireDiffReport): string {
    const { summary } = report;
    const lines = [
        `# What changes on the wire: ${report.baseline.ref} (${report.baseline.commit}) → ${report.current.ref} (${report.current.commit})`,
        '',
        `${summary.journeys} journeys: **${summary.unchanged} unchanged, ${summary.changed} changed, ${summary.broken} broken**` +
            ` (both builds in ${seconds(report.wallMs)}).`,
        ''
    ];
    if (report.groups.length === 0 && summary.broken === 0) {
        lines.push('Nothing changes on the wire.', '');
    }
    for (const category of Object.keys(CATEGORY_HEADINGS) as ChangeCategory[]) {
        const groups = report.groups.filter(group => group.category === category);
        if (groups.length === 0) {
            continue;
        }
        lines.push(`## ${CATEGORY_HEADINGS[category]}`, '');
        for (const group of groups) {
            lines.push(`- ${group.title}`, `  - ${occurrencesSaid(group)}`);
        }
        lines.push('');
    }
    if (report.broken.length > 0) {
        lines.push('## Journeys that could not be taken', '');
        for (const broken of report.broken) {
            const sides = [broken.baseline && `baseline: ${broken.baseline}`, broken.current && `current: ${broken.current}`].filter(
                Boolean
            );
            lines.push(`- ${broken.journey}: ${sides.join('; ')}`);
        }
        lines.push('');
    }
    return lines.join('\n');
}
