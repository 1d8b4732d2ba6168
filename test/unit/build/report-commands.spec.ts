import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import type { CommandOutput } from '../../../scripts/command-line';
import { CommandLine, USAGE_EXIT_CODE } from '../../../scripts/command-line';
import { Csv } from '../../../scripts/csv';
import { renderSdr } from '../../../scripts/sdr';

const ROOT = path.resolve(__dirname, '../../..');

/** Runs a report script as npm does; exit code and both streams. */
function runScript(script: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
    const result = spawnSync(process.execPath, ['-r', './scripts/register-ts.js', script, ...args], { cwd: ROOT, encoding: 'utf8' });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Splits CSV into records and fields the way a spreadsheet does (RFC 4180). */
function parseCsv(text: string): string[][] {
    const records: string[][] = [];
    const pattern = /"((?:[^"]|"")*)"(,|\r\n)/g;
    let record: string[] = [];
    let end = 0;
    for (const match of text.matchAll(pattern)) {
        expect(match.index, 'every field is quoted and follows the last one').to.equal(end);
        record.push(match[1].replace(/""/g, '"'));
        if (match[2] === '\r\n') {
            records.push(record);
            record = [];
        }
        end = match.index! + match[0].length;
    }
    expect(end, 'nothing after the last CRLF').to.equal(text.length);
    return records;
}

describe("The report commands' shared parts", () => {
    describe('CSV', () => {
        it('starts with a BOM, quotes every field, doubles quotes and ends every line with CRLF', () => {
            const csv = Csv.render(
                ['name', 'value'],
                [
                    ['plain', '1'],
                    ['a, b', 'say "hi"']
                ]
            );
            expect(csv).to.equal('\uFEFF"name","value"\r\n"plain","1"\r\n"a, b","say ""hi"""\r\n');
        });

        it('keeps a line break and non-ASCII text inside one field, as UTF-8', () => {
            const csv = Csv.render(['city'], [['Montréal\nQuébec'], ['Zürich — 東京']]);
            const bytes = Buffer.from(csv, 'utf8');
            expect([...bytes.subarray(0, 3)]).to.deep.equal([0xef, 0xbb, 0xbf]);
            expect(parseCsv(csv.slice(1))).to.deep.equal([['city'], ['Montréal\nQuébec'], ['Zürich — 東京']]);
        });
    });

    describe('the command line', () => {
        const command = new CommandLine({
            usage: 'npm run -s demo -- [--csv]',
            summary: 'Prints a demo table.',
            flags: [
                { name: '--csv', description: 'print CSV' },
                { name: '--json', description: 'print JSON' }
            ],
            exclusive: ['--csv', '--json']
        });
        const captured = () => {
            const output = { stdout: '', stderr: '' };
            const io: CommandOutput = { stdout: text => (output.stdout += text), stderr: text => (output.stderr += text) };
            return { output, io };
        };

        it('runs the command with the flags given', () => {
            let seen: string[] = [];
            expect(
                command.run(['--csv'], flags => {
                    seen = [...flags];
                })
            ).to.equal(0);
            expect(seen).to.deep.equal(['--csv']);
        });

        it('prints the usage, every flag and --help for --help, and exits 0 without running', () => {
            const { output, io } = captured();
            expect(
                command.run(
                    ['--csv', '--help'],
                    () => {
                        throw new Error('must not run');
                    },
                    io
                )
            ).to.equal(0);
            expect(output.stdout).to.match(
                /^Usage: npm run -s demo -- \[--csv\]\n\nPrints a demo table\.\n\nOptions:\n {2}--csv {3}print CSV\n/
            );
            expect(output.stdout).to.contain('  --help  print this text and exit');
            expect(output.stderr).to.equal('');
        });

        it('rejects an unknown flag, an unexpected argument and two exclusive flags with exit code 2', () => {
            for (const [argv, message] of [
                [['--cvs'], 'Unknown option: --cvs'],
                [['table'], 'Unexpected argument: table'],
                [['--csv', '--json'], 'Options --csv and --json cannot be combined.']
            ] as const) {
                const { output, io } = captured();
                expect(
                    command.run(
                        argv,
                        () => {
                            throw new Error('must not run');
                        },
                        io
                    )
                ).to.equal(USAGE_EXIT_CODE);
                expect(output.stderr).to.equal(`${message}\n\n${command.usage()}`);
                expect(output.stdout).to.equal('');
            }
        });
    });

    describe('npm run sdr and npm run config:report', function () {
        // Child processes and builds end on their own: a slower machine only takes longer, so no wall-clock limit.
        this.timeout(0);

        it('exit 2 with "Unknown option" and the usage on stderr for an unknown flag', () => {
            for (const script of ['scripts/sdr.ts', 'scripts/config-report.ts']) {
                const result = runScript(script, '--x');
                expect(result.status, script).to.equal(2);
                expect(result.stderr, script).to.match(/^Unknown option: --x\n\nUsage: npm run -s /);
                expect(result.stdout, script).to.equal('');
            }
        });

        it('print their usage for --help and exit 0', () => {
            const result = runScript('scripts/sdr.ts', '--help');
            expect(result.status).to.equal(0);
            expect(result.stdout).to.contain('--elements').and.to.contain('--csv').and.to.contain('--help');
        });

        it("print the solution design reference as CSV with the Markdown table's columns and rows", () => {
            const result = runScript('scripts/sdr.ts', '--csv');
            expect(result.status).to.equal(0);
            const records = parseCsv(result.stdout.replace(/^\uFEFF/, ''));
            expect(records[0]).to.deep.equal(['Variable', 'Name', 'Filled by', 'Notes', 'Key']);
            const markdownRows = renderSdr()
                .split('\n')
                .filter(line => /^\| (?!Variable \|)/.test(line));
            expect(records.length - 1).to.equal(markdownRows.length);
            expect(records[1][0]).to.equal(markdownRows[0].split(' | ')[0].slice(2));
        });
    });
});
