import { DOMAINS } from '../src/config/domains';
import { CommandLine } from './command-line';
import type { Columns } from './csv';
import { Csv } from './csv';
import { PropertyLookup } from './property/property-lookup';

/**
 * `npm run config:report [-- --json | --csv]`: every host of the property with what the container
 * resolves for it: suites, accounts, approved-domain value and consent script ids.
 */
export const CONFIG_REPORT_COMMAND = new CommandLine({
    usage: 'npm run -s config:report -- [--json | --csv]',
    summary:
        'Prints every host of the property with brand, country, site type, child suite, production and staging\n' +
        'accounts, approved-domain value and consent script ids (production / development), as a text table.',
    flags: [
        { name: '--json', description: 'print the report as JSON instead' },
        { name: '--csv', description: 'print the table as CSV (UTF-8 with BOM, CRLF, every field quoted) instead' }
    ],
    exclusive: ['--json', '--csv']
});

/** The table's columns: title and cell text of a host, the same for the text table and CSV. */
const COLUMNS: Columns<HostReport> = [
    ['host', row => row.host],
    ['brand', row => row.brand],
    ['country', row => row.country],
    ['site type', row => row.siteType],
    ['role', row => row.role + (row.preProduction ? ' (pre-production)' : '')],
    ['child suite', row => row.childSuite ?? '-'],
    ['production account', row => row.productionAccount ?? '-'],
    ['staging account', row => row.stagingAccount ?? '-'],
    ['approved', row => String(row.approvedDomain ?? '-')],
    ['consent script id (prod / dev)', row => (row.consentScriptId ? `${row.consentScriptId} / ${row.consentScriptIdDevelopment}` : '-')]
];

export interface HostReport {
    readonly host: string;
    readonly brand: string;
    readonly country: string;
    readonly siteType: string;
    readonly role: string;
    readonly preProduction: boolean;
    readonly childSuite: string | undefined;
    readonly productionAccount: string | undefined;
    readonly stagingAccount: string | undefined;
    readonly approvedDomain: number | undefined;
    readonly consentScriptId: string | undefined;
    readonly consentScriptIdDevelopment: string | undefined;
}

export function buildConfigReport(lookup = new PropertyLookup()): HostReport[] {
    return DOMAINS.map(row => ({
        host: row.host,
        brand: row.brand,
        country: row.country,
        siteType: row.siteType,
        role: row.role,
        preProduction: row.preProduction,
        childSuite: lookup.suites.childSuiteOf(row.host),
        productionAccount: lookup.suites.accountFor(row.host, 'production'),
        stagingAccount: lookup.suites.accountFor(row.host, 'staging'),
        approvedDomain: lookup.domains.approvalOf(row.host),
        consentScriptId: lookup.consentScripts.scriptFor(row.host, 'production')?.scriptId,
        consentScriptIdDevelopment: lookup.consentScripts.scriptFor(row.host, 'development')?.scriptId
    }));
}

export function renderTable(report: readonly HostReport[]): string {
    const cells = [COLUMNS.map(([title]) => title), ...report.map(row => COLUMNS.map(([, value]) => value(row)))];
    const widths = COLUMNS.map((_, column) => Math.max(...cells.map(line => line[column].length)));
    const line = (values: string[]) =>
        values
            .map((value, column) => value.padEnd(widths[column]))
            .join('  ')
            .trimEnd();
    const countries = new Set(report.map(row => row.country));
    const siteTypes = new Set(report.map(row => row.siteType));
    const consentIds = new Set(report.map(row => row.consentScriptId).filter(Boolean));
    return [
        line(cells[0]),
        line(widths.map(width => '-'.repeat(width))),
        ...cells.slice(1).map(line),
        '',
        `${report.length} hosts, ${countries.size} countries, ${siteTypes.size} site types, ${consentIds.size} consent script ids.`
    ].join('\n');
}

export function renderCsv(report: readonly HostReport[]): string {
    return Csv.table(COLUMNS, report);
}

if (require.main === module) {
    process.exitCode = CONFIG_REPORT_COMMAND.run(process.argv.slice(2), flags => {
        const report = buildConfigReport();
        if (flags.has('--csv')) {
            process.stdout.write(renderCsv(report));
        } else {
            console.log(flags.has('--json') ? JSON.stringify(report, null, 2) : renderTable(report));
        }
    });
}
