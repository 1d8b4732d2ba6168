import type React from 'react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { HealthReport } from '../../../src/services/health-report';
import type { BuildHealth, HealthEnvironment } from '../../health/health-aggregation';
import { summarizeHealth } from '../../health/health-aggregation';
import { compareBuilds, DIFFERENCE_THRESHOLDS } from '../../health/health-comparison';
import { formatCount } from '../../health/health-format';
import { BuildColumn } from './build-column';
import { largestP95, scaleTop } from './cost-chart';

type Loaded =
    | { readonly state: 'loading' }
    | { readonly state: 'ready'; readonly reports: readonly HealthReport[] }
    | { readonly state: 'error'; readonly message: string };

/** The reports the emulated tag-monitoring service kept (GET /__qa/health/reports). */
export async function loadReports(): Promise<HealthReport[]> {
    const response = await fetch('/__qa/health/reports', { cache: 'no-store' });
    if (!response.ok) {
        throw new Error(`GET /__qa/health/reports answered ${response.status}`);
    }
    return response.json() as Promise<HealthReport[]>;
}

function BuildPicker({
    label,
    id,
    builds,
    value,
    onChange
}: {
    label: string;
    id: string;
    builds: readonly BuildHealth[];
    value: string;
    onChange: (build: string) => void;
}): React.ReactElement {
    return (
        <label htmlFor={id}>
            {label}{' '}
            <select id={id} value={value} onChange={event => onChange(event.target.value)}>
                {builds.map(build => (
                    <option key={build.build} value={build.build}>{`${build.build} (${formatCount(build.pages)} pages)`}</option>
                ))}
            </select>
        </label>
    );
}

/** The differences between the two builds, what matters first (health-comparison.ts). */
function Differences({ baseline, current }: { baseline: BuildHealth; current: BuildHealth }): React.ReactElement {
    const differences = useMemo(() => compareBuilds(baseline, current), [baseline, current]);
    if (differences.length === 0) {
        return <p className="no-differences">No difference past the thresholds.</p>;
    }
    return (
        <ol className="differences">
            {differences.map(difference => (
                <li key={difference.text} className={`difference ${difference.tier}`} data-tier={difference.tier}>
                    <span className="tier">{difference.tier}</span> <span className="text">{difference.text}</span>
                    <span className="detail">{difference.detail}</span>
                </li>
            ))}
        </ol>
    );
}

/** What counts as a difference, so a reader knows what the list leaves out. */
function Thresholds(): React.ReactElement {
    const { sharePoints, costRatio, costMs, minPages } = DIFFERENCE_THRESHOLDS;
    return (
        <p className="thresholds">
            {`Listed: a failure share that moved ${sharePoints} points or more, or is new, or gone; a p95 that moved ${costRatio * 100} % and ${costMs} ms or more. ` +
                `A site type with fewer than ${minPages} pages in either build is not compared.`}
        </p>
    );
}

/**
 * The container's health from its reports, per build of one environment, and two builds side by
 * side (by default the two newest) with what changed first (docs/health.md).
 */
export function HealthPage({ load }: { load: () => Promise<readonly HealthReport[]> }): React.ReactElement {
    const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
    const [env, setEnv] = useState<HealthEnvironment | undefined>();
    const [picked, setPicked] = useState<{ baseline?: string; current?: string }>({});
    const refresh = useCallback(() => {
        load().then(
            reports => setLoaded({ state: 'ready', reports }),
            (error: Error) => setLoaded({ state: 'error', message: error.message })
        );
    }, [load]);
    useEffect(refresh, [refresh]);
    const overview = useMemo(() => (loaded.state === 'ready' ? summarizeHealth(loaded.reports, env) : undefined), [loaded, env]);
    if (loaded.state !== 'ready' || !overview) {
        return (
            <main className="health" data-state={loaded.state}>
                <h1>Container health</h1>
                <p>{loaded.state === 'error' ? loaded.message : 'Loading the reports ...'}</p>
            </main>
        );
    }
    const builds = overview.builds;
    const find = (build: string | undefined) => builds.find(candidate => candidate.build === build);
    const current = find(picked.current) ?? builds[0];
    const baseline = find(picked.baseline) ?? builds.find(build => build !== current);
    const top = scaleTop(largestP95([baseline, current].filter((build): build is BuildHealth => build !== undefined)));
    return (
        <main className="health" data-state="ready">
            <header>
                <h1>Container health</h1>
                <p>
                    {formatCount(loaded.reports.length)} reports kept by the emulated tag-monitoring service.{' '}
                    <label htmlFor="env">
                        Environment{' '}
                        <select
                            id="env"
                            value={overview.env ?? ''}
                            onChange={event => {
                                setEnv(event.target.value as HealthEnvironment);
                                setPicked({});
                            }}
                        >
                            {overview.environments.map(entry => (
                                <option key={entry.env} value={entry.env}>{`${entry.env} (${formatCount(entry.reports)})`}</option>
                            ))}
                        </select>
                    </label>{' '}
                    <button type="button" onClick={refresh}>
                        Reload
                    </button>
                </p>
            </header>
            {builds.length === 0 ? (
                <p className="no-reports">No report yet: a page sends one when it is hidden, from a sampled share of pages.</p>
            ) : (
                <>
                    <section className="builds">
                        <h2>Builds, the newest first</h2>
                        <table className="health-table" data-table="builds">
                            <thead>
                                <tr>
                                    <th>build</th>
                                    <th className="num">pages reported</th>
                                </tr>
                            </thead>
                            <tbody>
                                {builds.map(build => (
                                    <tr key={build.build}>
                                        <td>
                                            <code>{build.build}</code>
                                        </td>
                                        <td className="num">{formatCount(build.pages)}</td>
                                    </tr>
                                ))}
                            </tbody>
                        </table>
                    </section>
                    <section className="comparison" data-baseline={baseline?.build} data-current={current.build}>
                        <h2>Two builds side by side</h2>
                        {baseline ? (
                            <>
                                <p className="pickers">
                                    <BuildPicker
                                        label="Baseline"
                                        id="baseline"
                                        builds={builds}
                                        value={baseline.build}
                                        onChange={build => setPicked({ ...picked, baseline: build })}
                                    />{' '}
                                    <BuildPicker
                                        label="Current"
                                        id="current"
                                        builds={builds}
                                        value={current.build}
                                        onChange={build => setPicked({ ...picked, current: build })}
                                    />
                                </p>
                                <h3>What changed, what matters first</h3>
                                {baseline === current ? (
                                    <p className="no-differences">Pick two different builds.</p>
                                ) : (
                                    <Differences baseline={baseline} current={current} />
                                )}
                                <Thresholds />
                            </>
                        ) : (
                            <p className="no-differences">One build so far: nothing to compare it with.</p>
                        )}
                        <div className="columns">
                            {baseline && <BuildColumn build={baseline} role="baseline" top={top} />}
                            <BuildColumn build={current} role="current" top={top} />
                        </div>
                    </section>
                </>
            )}
        </main>
    );
}
