import type React from 'react';
import type { BuildHealth } from '../../health/health-aggregation';
import { formatCount } from '../../health/health-format';
import { buildTables } from '../../health/health-tables';
import { CostChart } from './cost-chart';
import { HealthTableView } from './health-table-view';

/** One build's health: pages reported, the cost chart on the comparison's scale, and every table. */
export function BuildColumn({ build, role, top }: { build: BuildHealth; role: 'baseline' | 'current'; top: number }): React.ReactElement {
    return (
        <article className={`build ${role}`} data-build={build.build} data-role={role}>
            <h3>
                <span className="role">{role}</span> <code>{build.build}</code>
            </h3>
            <p className="pages">
                <strong>{formatCount(build.pages)}</strong> pages reported ({build.env})
            </p>
            <h4>Main-thread ms by site type: bar to the p95, mark at the p50</h4>
            <CostChart build={build} top={top} />
            {buildTables(build).map(table => (
                <HealthTableView key={table.id} table={table} />
            ))}
        </article>
    );
}
