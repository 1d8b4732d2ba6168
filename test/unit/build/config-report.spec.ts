import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import type { HostReport } from '../../../scripts/config-report';
import { buildConfigReport, renderCsv, renderTable } from '../../../scripts/config-report';

const ROOT = path.resolve(__dirname, '../../..');

describe('Config report', function () {
    // Child processes end on their own: a slower machine only takes longer, so no wall-clock limit.
    this.timeout(0);
    let report: HostReport[];

    before(function () {
        const output = execFileSync(process.execPath, ['-r', './scripts/register-ts.js', 'scripts/config-report.ts', '--json'], {
            cwd: ROOT,
            encoding: 'utf8'
        });
        report = JSON.parse(output) as HostReport[];
    });

    it('prints every host as JSON with its suites, accounts, approval and consent ids (--json)', () => {
        expect(report.length).to.be.at.least(60);
        expect(new Set(report.map(row => row.country)).size).to.equal(7);
        expect(new Set(report.map(row => row.siteType)).size).to.equal(8);
        expect(new Set(report.map(row => row.consentScriptId).filter(Boolean)).size).to.be.at.least(20);
        expect(report.find(row => row.host === 'careers.alderway.ca')).to.deep.equal({
            host: 'careers.alderway.ca',
            brand: 'alderway',
            country: 'ca',
            siteType: 'careers',
            role: 'careers',
            preProduction: false,
            childSuite: 'mmgalderwaycacareers',
            productionAccount: 'mmgglobalprod,mmgalderwaycacareers',
            stagingAccount: 'mmgglobaldev',
            approvedDomain: 1,
            consentScriptId: 'alderway_ca',
            consentScriptIdDevelopment: 'alderway_ca-test'
        });
    });

    it('is what the container itself resolves', () => {
        expect(report).to.deep.equal(JSON.parse(JSON.stringify(buildConfigReport())));
    });

    it('prints a readable table without --json', () => {
        const table = renderTable(report).split('\n');
        expect(table[0]).to.match(
            /^host\s+brand\s+country\s+site type\s+role\s+child suite\s+production account\s+staging account\s+approved/
        );
        expect(table.find(line => line.startsWith('beta.alderway.com'))).to.match(
            /beta \(pre-production\)\s+mmgalderwayusrental\s+mmgglobaldev\s+mmgglobaldev\s+2\s+alderway_us \/ alderway_us-test/
        );
        expect(table[table.length - 1]).to.equal(
            `${report.length} hosts, 7 countries, 8 site types, ${new Set(report.map(row => row.consentScriptId).filter(Boolean)).size} consent script ids.`
        );
    });

    it("prints the table's columns and rows as CSV (--csv)", () => {
        const output = execFileSync(process.execPath, ['-r', './scripts/register-ts.js', 'scripts/config-report.ts', '--csv'], {
            cwd: ROOT,
            encoding: 'utf8'
        });
        expect(output).to.equal(renderCsv(report));
        const lines = output.split('\r\n');
        expect(lines[0]).to.equal(
            '\uFEFF"host","brand","country","site type","role","child suite","production account","staging account","approved","consent script id (prod / dev)"'
        );
        expect(lines).to.include(
            '"beta.alderway.com","alderway","us","rental","beta (pre-production)","mmgalderwayusrental","mmgglobaldev","mmgglobaldev","2","alderway_us / alderway_us-test"'
        );
        expect(lines.length - 2).to.equal(report.length);
    });
});
