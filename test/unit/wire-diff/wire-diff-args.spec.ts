import { expect } from 'chai';
import { DEFAULT_OUT, DEFAULT_WIDTH, parseWireDiffArgs, WIRE_DIFF_USAGE } from '../../../scripts/wire-diff/wire-diff-args';

/** The arguments of a run, or the error's message. */
function parsed(argv: readonly string[]) {
    const result = parseWireDiffArgs(argv);
    return result.kind === 'run' ? result.args : result;
}

describe('npm run wire-diff: its command line', () => {
    it('with --baseline alone compares every journey of a fresh build, 6 tabs side by side, into wire-diff/', () => {
        expect(parseWireDiffArgs(['--baseline', 'main'])).to.deep.equal({
            kind: 'run',
            args: { baseline: 'main', expectNone: false, build: true, width: DEFAULT_WIDTH, out: DEFAULT_OUT }
        });
        expect([DEFAULT_WIDTH, DEFAULT_OUT]).to.deep.equal([6, 'wire-diff']);
    });

    it('reads every option and switch', () => {
        expect(
            parsed([
                '--baseline',
                'HEAD~2',
                '--expect-none',
                '--no-build',
                '--hosts',
                'www.alderway.com,alderway.co.uk',
                '--pages',
                'faq,job',
                '--journeys',
                'consent,funnel',
                '--shard',
                '2/4',
                '--width',
                '3',
                '--out',
                'reports/wire'
            ])
        ).to.deep.equal({
            baseline: 'HEAD~2',
            expectNone: true,
            build: false,
            hosts: ['www.alderway.com', 'alderway.co.uk'],
            pages: ['faq', 'job'],
            journeys: ['consent', 'funnel'],
            shard: { index: 2, count: 4 },
            width: 3,
            out: 'reports/wire'
        });
    });

    it('takes --name=value as well as --name value', () => {
        expect(parsed(['--baseline=origin/main', '--shard=1/2', '--width=2', '--hosts=www.alderway.de'])).to.deep.include({
            baseline: 'origin/main',
            shard: { index: 1, count: 2 },
            width: 2,
            hosts: ['www.alderway.de']
        });
    });

    it('splits a list at its commas, dropping blanks around and between', () => {
        expect(parsed(['--baseline', 'main', '--hosts', ' www.alderway.com , ,alderway.co.uk,'])).to.deep.include({
            hosts: ['www.alderway.com', 'alderway.co.uk']
        });
        expect(parsed(['--baseline', 'main', '--journeys', 'data layer,exit link'])).to.deep.include({
            journeys: ['data layer', 'exit link']
        });
    });

    it('leaves out the options not given', () => {
        const args = parsed(['--baseline', 'main']);
        expect(args).not.to.have.any.keys('hosts', 'pages', 'journeys', 'shard', 'merge');
    });

    for (const shard of ['1/1', '4/4', '1/8']) {
        it(`takes --shard ${shard}`, () => {
            const [index, count] = shard.split('/').map(Number);
            expect(parsed(['--baseline', 'main', '--shard', shard])).to.deep.include({ shard: { index, count } });
        });
    }

    for (const shard of ['0/4', '5/4', 'x', '2', '2/0', '-1/4', '1.5/4', '2/4/6', '2 / 4']) {
        it(`refuses --shard ${shard}`, () => {
            expect(parseWireDiffArgs(['--baseline', 'main', '--shard', shard])).to.deep.equal({
                kind: 'error',
                message: `--shard takes i/n with 1 ≤ i ≤ n, such as 2/4, not ${shard}.`
            });
        });
    }

    for (const width of ['0', '-2', '2.5', 'six']) {
        it(`refuses --width ${width}`, () => {
            expect(parseWireDiffArgs(['--baseline', 'main', '--width', width])).to.deep.equal({
                kind: 'error',
                message: `--width takes a whole number of 1 or more, not ${width}.`
            });
        });
    }

    it('refuses a run without --baseline', () => {
        expect(parseWireDiffArgs([])).to.deep.equal({
            kind: 'error',
            message: '--baseline <git ref> is needed: the build to compare this checkout with.'
        });
        expect(parseWireDiffArgs(['--hosts', 'www.alderway.com']).kind).to.equal('error');
    });

    it('refuses an option without its value, also when the next word is another option', () => {
        expect(parseWireDiffArgs(['--baseline'])).to.deep.equal({ kind: 'error', message: '--baseline needs a value.' });
        expect(parseWireDiffArgs(['--baseline', '--expect-none'])).to.deep.equal({ kind: 'error', message: '--baseline needs a value.' });
        expect(parseWireDiffArgs(['--baseline', 'main', '--out='])).to.deep.equal({ kind: 'error', message: '--out needs a value.' });
    });

    it('refuses a mistyped option and a stray word instead of ignoring them', () => {
        expect(parseWireDiffArgs(['--baseline', 'main', '--host', 'a'])).to.deep.equal({
            kind: 'error',
            message: 'Unknown option: --host'
        });
        expect(parseWireDiffArgs(['--baseline', 'main', '--expect-none=yes'])).to.deep.equal({
            kind: 'error',
            message: 'Unknown option: --expect-none=yes'
        });
        expect(parseWireDiffArgs(['--baseline', 'main', 'extra'])).to.deep.equal({ kind: 'error', message: 'Unexpected argument: extra' });
    });

    describe('--merge', () => {
        it('collects the shard files up to the next option, and needs no baseline', () => {
            expect(parseWireDiffArgs(['--merge', 'a/shard-1-of-2.json', 'b/shard-2-of-2.json', '--expect-none'])).to.deep.equal({
                kind: 'run',
                args: {
                    expectNone: true,
                    build: true,
                    merge: ['a/shard-1-of-2.json', 'b/shard-2-of-2.json'],
                    width: DEFAULT_WIDTH,
                    out: DEFAULT_OUT
                }
            });
            expect(parsed(['--out', 'merged', '--merge', 'x.json'])).to.deep.include({ merge: ['x.json'], out: 'merged' });
        });

        it('refuses --merge without files', () => {
            const message = '--merge needs the shard files to join.';
            expect(parseWireDiffArgs(['--merge'])).to.deep.equal({ kind: 'error', message });
            expect(parseWireDiffArgs(['--merge', '--expect-none'])).to.deep.equal({ kind: 'error', message });
        });

        it('refuses what picks builds or journeys with it, wherever it stands, naming it', () => {
            const message = (options: string) =>
                `--merge takes the builds and journeys of its shards: it combines with none of ${options}.`;
            expect(parseWireDiffArgs(['--merge', 'a.json', '--baseline', 'main'])).to.deep.equal({
                kind: 'error',
                message: message('--baseline')
            });
            expect(parseWireDiffArgs(['--baseline', 'main', '--merge', 'a.json'])).to.deep.equal({
                kind: 'error',
                message: message('--baseline')
            });
            expect(parseWireDiffArgs(['--merge', 'a.json', 'b.json', '--shard', '1/2'])).to.deep.equal({
                kind: 'error',
                message: message('--shard')
            });
            expect(parseWireDiffArgs(['--merge', 'a.json', '--hosts', 'x', '--width', '2', '--no-build'])).to.deep.equal({
                kind: 'error',
                message: message('--hosts, --width, --no-build')
            });
        });
    });

    it('answers --help and -h with the usage, which documents every option', () => {
        expect(parseWireDiffArgs(['--baseline', 'main', '--help'])).to.deep.equal({ kind: 'help' });
        expect(parseWireDiffArgs(['-h'])).to.deep.equal({ kind: 'help' });
        for (const option of [
            '--baseline',
            '--expect-none',
            '--hosts',
            '--pages',
            '--journeys',
            '--shard',
            '--merge',
            '--no-build',
            '--width',
            '--out'
        ]) {
            expect(WIRE_DIFF_USAGE, option).to.include(option);
        }
    });
});
