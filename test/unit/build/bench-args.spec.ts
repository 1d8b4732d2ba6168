import { expect } from 'chai';
import { BENCH_USAGE, DEFAULT_LOADS, pageSlug, parseBenchArgs } from '../../../scripts/bench/bench-args';

describe("npm run bench's command line", () => {
    it('without options measures every page of a fresh build, clicks and bursts included, and compares nothing', () => {
        expect(parseBenchArgs([])).to.deep.equal({
            kind: 'run',
            args: { loads: DEFAULT_LOADS, build: true, pages: undefined, clicks: true, burst: true, baseline: undefined }
        });
        expect(DEFAULT_LOADS).to.equal(15);
    });

    it('reads --baseline, --loads and --page with their values, and the --no- switches', () => {
        const parsed = parseBenchArgs([
            '--baseline',
            'HEAD~3',
            '--loads',
            '3',
            '--page',
            'home,Funnel Step',
            '--no-clicks',
            '--no-burst',
            '--no-build'
        ]);
        expect(parsed).to.deep.equal({
            kind: 'run',
            args: { loads: 3, build: false, pages: ['home', 'funnel-step'], clicks: false, burst: false, baseline: 'HEAD~3' }
        });
    });

    it('takes --name=value as well as --name value', () => {
        const parsed = parseBenchArgs(['--baseline=origin/main', '--loads=7']);
        expect(parsed.kind === 'run' && parsed.args.baseline).to.equal('origin/main');
        expect(parsed.kind === 'run' && parsed.args.loads).to.equal(7);
    });

    it('refuses --baseline without a ref, also when the next word is another option', () => {
        expect(parseBenchArgs(['--baseline'])).to.deep.equal({ kind: 'error', message: '--baseline needs a value.' });
        expect(parseBenchArgs(['--baseline', '--loads', '3'])).to.deep.equal({ kind: 'error', message: '--baseline needs a value.' });
        expect(parseBenchArgs(['--baseline='])).to.deep.equal({ kind: 'error', message: '--baseline needs a value.' });
    });

    for (const loads of ['0', '-2', '2.5', 'five']) {
        it(`refuses --loads ${loads}: a bench of no loads measures nothing`, () => {
            const parsed = parseBenchArgs(['--loads', loads]);
            expect(parsed.kind).to.equal('error');
            expect(parsed.kind === 'error' && parsed.message).to.include(loads);
        });
    }

    it('refuses a mistyped option and a stray word instead of ignoring them', () => {
        expect(parseBenchArgs(['--baseine', 'main'])).to.deep.equal({ kind: 'error', message: 'Unknown option: --baseine' });
        expect(parseBenchArgs(['main'])).to.deep.equal({ kind: 'error', message: 'Unexpected argument: main' });
    });

    it('answers --help and -h with the usage, which documents --baseline', () => {
        expect(parseBenchArgs(['--loads', '3', '--help'])).to.deep.equal({ kind: 'help' });
        expect(parseBenchArgs(['-h'])).to.deep.equal({ kind: 'help' });
    });

    it('reads --cached and --contend, and leaves both out of the arguments when not given', () => {
        const parsed = parseBenchArgs(['--cached', '--contend', '2', '--loads', '3']);
        expect(parsed).to.deep.equal({
            kind: 'run',
            args: { loads: 3, build: true, pages: undefined, clicks: true, burst: true, baseline: undefined, cached: true, contend: 2 }
        });
        const plain = parseBenchArgs([]);
        expect(plain.kind === 'run' && Object.keys(plain.args)).not.to.include.members(['cached']);
        expect(plain.kind === 'run' && Object.keys(plain.args)).not.to.include.members(['contend']);
    });

    for (const contend of ['0', '-1', '1.5', 'many']) {
        it(`refuses --contend ${contend}: it counts busy processes`, () => {
            const parsed = parseBenchArgs(['--contend', contend]);
            expect(parsed.kind).to.equal('error');
            expect(parsed.kind === 'error' && parsed.message).to.include(contend);
        });
    }

    it('documents --cached and --contend in its usage', () => {
        const parsed = parseBenchArgs(['--help']);
        expect(parsed.kind).to.equal('help');
        expect(BENCH_USAGE).to.match(/--cached\s+also the cached visit/);
        expect(BENCH_USAGE).to.match(/--contend N\s+N busy processes/);
    });

    it('names pages as --page does: lower case, words joined by dashes', () => {
        expect(pageSlug(' Loyalty  Dashboard ')).to.equal('loyalty-dashboard');
        const parsed = parseBenchArgs(['--page', ',']);
        expect(parsed.kind === 'run' && parsed.args.pages, 'an empty --page means every page').to.equal(undefined);
    });
});
