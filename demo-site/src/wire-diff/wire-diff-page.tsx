import type React from 'react';
import { useEffect, useState } from 'react';
import type { ChangeCategory, ChangeGroup, WireDiffReport } from '../../../scripts/wire-diff/wire-differences';
import { CATEGORY_HEADINGS } from '../../../scripts/wire-diff/wire-differences';
import { WIRE_DIFF_COMMAND } from '../../server/wire-diff-page';
import { BrokenJourneys } from './broken-journeys';
import { ChangeGroupRow } from './change-group-row';
import { WireDiffSummary } from './wire-diff-summary';

const REPORT_URL = '/__qa/wire-diff/report.json';

type Loaded =
    | { readonly state: 'loading' }
    | { readonly state: 'missing' }
    | { readonly state: 'error'; readonly message: string }
    | { readonly state: 'ready'; readonly report: WireDiffReport };

/** The report the wire diff wrote (GET /__qa/wire-diff/report.json); undefined when there is none yet. */
export async function loadReport(): Promise<WireDiffReport | undefined> {
    const response = await fetch(REPORT_URL, { cache: 'no-store' });
    if (response.status === 404) {
        return undefined;
    }
    if (!response.ok) {
        throw new Error(`GET ${REPORT_URL} answered ${response.status}`);
    }
    const report = (await response.json()) as WireDiffReport;
    if (report.format !== 1) {
        throw new Error(`The report is of format ${String(report.format)}; this page reads format 1.`);
    }
    return report;
}

/** The groups cut where the category changes, keeping the report's order (it sorts them, the page does not). */
function sections(groups: readonly ChangeGroup[]): Array<{ category: ChangeCategory; first: number; groups: ChangeGroup[] }> {
    const cut: Array<{ category: ChangeCategory; first: number; groups: ChangeGroup[] }> = [];
    groups.forEach((group, index) => {
        const last = cut[cut.length - 1];
        if (last?.category === group.category) {
            last.groups.push(group);
        } else {
            cut.push({ category: group.category, first: index, groups: [group] });
        }
    });
    return cut;
}

/**
 * What two builds send differently on the wire, from the wire diff's report: the builds, how many
 * journeys changed, then each change with the journeys it happens on and, for the one picked,
 * the two builds' requests side by side.
 */
export function WireDiffPage({ load }: { load: () => Promise<WireDiffReport | undefined> }): React.ReactElement {
    const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
    useEffect(() => {
        load().then(
            report => setLoaded(report ? { state: 'ready', report } : { state: 'missing' }),
            (error: Error) => setLoaded({ state: 'error', message: error.message })
        );
    }, [load]);
    if (loaded.state !== 'ready') {
        return (
            <main className="wire-diff" data-state={loaded.state}>
                <h1>Wire diff</h1>
                {loaded.state === 'missing' ? (
                    <p className="missing">
                        No report yet: <code>{WIRE_DIFF_COMMAND}</code> compares this checkout with that ref and writes one, then reload
                        this page.
                    </p>
                ) : (
                    <p>{loaded.state === 'error' ? loaded.message : 'Loading the report ...'}</p>
                )}
            </main>
        );
    }
    const { report } = loaded;
    const { baseline, current } = report;
    return (
        <main className="wire-diff" data-state="ready">
            <header>
                <h1>
                    Wire diff: <code className="baseline">{baseline.ref}</code> ({baseline.commit}) →{' '}
                    <code className="current">{current.ref}</code> ({current.commit})
                </h1>
                <p className="made">
                    Made <time dateTime={report.createdAt}>{new Date(report.createdAt).toLocaleString('en-GB')}</time>.
                </p>
            </header>
            <WireDiffSummary report={report} />
            {report.groups.length === 0 ? (
                <p className="no-changes">
                    {report.summary.broken > 0
                        ? 'Nothing changes on the wire in the journeys both builds took to their end.'
                        : 'Nothing changes on the wire.'}
                </p>
            ) : (
                sections(report.groups).map(section => (
                    <section key={section.first} className="change-section" data-section={section.category}>
                        <h2>{CATEGORY_HEADINGS[section.category]}</h2>
                        <ol className="change-groups">
                            {section.groups.map((group, index) => (
                                <ChangeGroupRow key={section.first + index} group={group} baseline={baseline} current={current} />
                            ))}
                        </ol>
                    </section>
                ))
            )}
            {report.broken.length > 0 && <BrokenJourneys broken={report.broken} />}
        </main>
    );
}
