import { readFileSync } from 'node:fs';
import type { BuildHealth, HealthEnvironment } from '../demo-site/health/health-aggregation';
import { HEALTH_ENVIRONMENTS, summarizeHealth } from '../demo-site/health/health-aggregation';
import type { HealthDifference } from '../demo-site/health/health-comparison';
import { compareBuilds, DIFFERENCE_THRESHOLDS } from '../demo-site/health/health-comparison';
import { formatCount } from '../demo-site/health/health-format';
import { readHealthReports } from '../demo-site/health/health-report-check';
import type { HealthTable } from '../demo-site/health/health-tables';
import { buildTables } from '../demo-site/health/health-tables';
import type { CommandOutput } from './command-line';
import { USAGE_EXIT_CODE } from './command-line';

/**
 * `npm run health -- <reports.ndjson> [--baseline <build id>] [--build <build id>] [--env <name>]`:
 * the tables of the demo's health page, from the reports as a log pipeline exports them, so a
 * release is judged from production's reports where the demo server is not.
 */
export const HEALTH_USAGE = `Usage: npm run -s health -- <reports.ndjson> [--baseline <build id>] [--build <build id>] [--env <name>]

Prints the container's health from its reports, one JSON report a line (as the tag-monitoring
service exports them, or GET /__qa/health/reports?format=ndjson of the demo server): per build,
the newest first, the pages reported, the main-thread ms by site type, failures per rule and tag,
the outbox, consent, the banner, personalization and schema violations. With --baseline, also what
changed from that build to the current one, what matters first (docs/health.md).

Options:
  --baseline <id>  compare the current build with this one
  --build <id>     the current build (default: the newest); without --baseline, print only it
  --env <name>     production, staging or development (default: production, else the first with reports)
  --help           print this text and exit
`;

export interface HealthArgs {
    readonly file: string;
    readonly baseline?: string;
    readonly build?: string;
    readonly env?: HealthEnvironment;
}

export type ParsedHealthArgs =
    { readonly kind: 'run'; readonly args: HealthArgs } | { readonly kind: 'help' } | { readonly kind: 'error'; readonly message: string };

const VALUE_OPTIONS = ['--baseline', '--build', '--env'];

/** The command line; a mistyped option is an error, never ignored (a comparison silently not made reads as "no change"). */
export function parseHealthArgs(argv: readonly string[]): ParsedHealthArgs {
    const values = new Map<string, string>();
    const files: string[] = [];
    for (let index = 0; index < argv.length; index++) {
        const argument = argv[index];
        if (argument === '--help' || argument === '-h') {
            return { kind: 'help' };
        }
        const equals = argument.indexOf('=');
        const name = argument.startsWith('--') && equals > 0 ? argument.slice(0, equals) : argument;
        if (VALUE_OPTIONS.includes(name)) {
            const value = name === argument ? argv[++index] : argument.slice(equals + 1);
            if (value === undefined || value === '' || value.startsWith('--')) {
                return { kind: 'error', message: `${name} needs a value.` };
            }
            values.set(name, value);
        } else if (argument.startsWith('-')) {
            return { kind: 'error', message: `Unknown option: ${argument}` };
        } else {
            files.push(argument);
        }
    }
    if (files.length !== 1) {
        return { kind: 'error', message: files.length === 0 ? 'Name the file of reports.' : `One file of reports, not ${files.length}.` };
    }
    const env = values.get('--env');
    if (env !== undefined && !(HEALTH_ENVIRONMENTS as readonly string[]).includes(env)) {
        return { kind: 'error', message: `--env takes ${HEALTH_ENVIRONMENTS.join(', ')}, not ${env}.` };
    }
    return {
        kind: 'run',
        args: {
            file: files[0],
            baseline: values.get('--baseline'),
            build: values.get('--build'),
            env: env as HealthEnvironment | undefined
        }
    };
}

/** A table as aligned text: numbers to the right, the rest to the left, a rule under the head. */
export function renderTable(table: HealthTable): string {
    const cells = [table.head, ...table.rows];
    const widths = table.head.map((_, column) => Math.max(...cells.map(row => row[column].length)));
    const line = (row: readonly string[]) =>
        row
            .map((cell, column) => (table.numeric.includes(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
            .join('  ')
            .trimEnd();
    const body =
        table.rows.length === 0
            ? [`  ${table.empty}`]
            : [line(table.head), line(widths.map(width => '-'.repeat(width))), ...table.rows.map(line)];
    return [table.title, ...body].join('\n');
}

export function renderBuild(build: BuildHealth): string {
    return [`== ${build.build} (${build.env}): ${formatCount(build.pages)} pages reported ==`, ...buildTables(build).map(renderTable)].join(
        '\n\n'
    );
}

export function renderDifferences(baseline: BuildHealth, current: BuildHealth, differences: readonly HealthDifference[]): string {
    const { sharePoints, costRatio, costMs, minPages } = DIFFERENCE_THRESHOLDS;
    const width = String(differences.length).length;
    return [
        `== What changed from ${baseline.build} to ${current.build}, what matters first ==`,
        '',
        ...(differences.length === 0
            ? ['  No difference past the thresholds.']
            : differences.flatMap((difference, index) => [
                  `${String(index + 1).padStart(width)}. ${`[${difference.tier}]`.padEnd(9)}${difference.text}`,
                  `${' '.repeat(width + 11)}${difference.detail}`
              ])),
        '',
        `Listed: a failure share that moved ${sharePoints} points or more, or is new, or gone; a p95 that moved ${costRatio * 100} % and ${costMs} ms or more.`,
        `A site type with fewer than ${minPages} pages in either build is not compared.`
    ].join('\n');
}

/** Runs the command; returns its exit code: 0, 1 when the reports do not allow what was asked, 2 for a usage error. */
export function runHealthCommand(
    argv: readonly string[],
    output: CommandOutput,
    read = (file: string) => readFileSync(file, 'utf8')
): number {
    const parsed = parseHealthArgs(argv);
    if (parsed.kind === 'help') {
        output.stdout(HEALTH_USAGE);
        return 0;
    }
    if (parsed.kind === 'error') {
        output.stderr(`${parsed.message}\n\n${HEALTH_USAGE}`);
        return USAGE_EXIT_CODE;
    }
    const { file, baseline: baselineId, build: buildId, env } = parsed.args;
    let text: string;
    try {
        text = read(file);
    } catch (error) {
        output.stderr(`Cannot read ${file}: ${(error as Error).message}\n`);
        return 1;
    }
    const { reports, refused } = readHealthReports(text);
    if (refused.length > 0) {
        const listed = refused
            .slice(0, 10)
            .map(entry => `line ${entry.line} (${entry.error})`)
            .join(', ');
        output.stderr(
            `Skipped ${refused.length} line(s) that are not reports: ${listed}${refused.length > 10 ? `, and ${refused.length - 10} more` : ''}.\n`
        );
    }
    const overview = summarizeHealth(reports, env);
    const others = overview.environments
        .filter(entry => entry.env !== overview.env)
        .map(entry => `${entry.env}: ${formatCount(entry.reports)}`);
    if (overview.builds.length === 0) {
        output.stderr(`${file} has no ${env ? `${env} report` : 'report'}${others.length ? ` (it has ${others.join(', ')})` : ''}.\n`);
        return 1;
    }
    const find = (id: string | undefined) => (id === undefined ? undefined : overview.builds.find(build => build.build === id));
    const unknown = [baselineId, buildId].find(id => id !== undefined && !find(id));
    if (unknown !== undefined) {
        output.stderr(
            `No ${overview.env} report of build ${unknown}. Builds, the newest first:\n${overview.builds.map(build => `  ${build.build}`).join('\n')}\n`
        );
        return 1;
    }
    const current = find(buildId) ?? overview.builds[0];
    const baseline = find(baselineId);
    if (baseline === current) {
        output.stderr(`The baseline ${baseline.build} is the current build: name another with --build.\n`);
        return 1;
    }
    const shown = baseline ? [baseline, current] : buildId ? [current] : overview.builds;
    const heading =
        `Container health: ${formatCount(reports.filter(report => report.env === overview.env).length)} ${overview.env} reports of ${overview.builds.length} build(s) in ${file}` +
        (others.length ? ` (also ${others.join(', ')}; pick with --env)` : '');
    const sections = [
        heading,
        ...shown.map(renderBuild),
        ...(baseline ? [renderDifferences(baseline, current, compareBuilds(baseline, current))] : [])
    ];
    output.stdout(`${sections.join('\n\n')}\n`);
    return 0;
}

if (require.main === module) {
    process.exitCode = runHealthCommand(process.argv.slice(2), {
        stdout: text => process.stdout.write(text),
        stderr: text => process.stderr.write(text)
    });
}
