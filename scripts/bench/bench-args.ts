/** What `npm run bench -- ...` was asked to do. */
export interface BenchArgs {
    /** Loads per page and kind of visit (per build, when comparing). */
    readonly loads: number;
    /** False with --no-build: measure the `dist/` there is. */
    readonly build: boolean;
    /** Page slugs of --page (`home,funnel-step`); undefined for every page. */
    readonly pages: readonly string[] | undefined;
    readonly clicks: boolean;
    readonly burst: boolean;
    /** The git ref of --baseline: build it too and compare both builds, load for load. */
    readonly baseline: string | undefined;
    /**
     * --cached: also the cached visit, the one most page views are: a profile that loaded the page
     * twice, so the files come from the HTTP cache and V8 uses its code cache. Absent when off.
     */
    readonly cached?: true;
    /** --contend N: N busy processes beside the browser during a second, contended load of each. Absent when off. */
    readonly contend?: number;
}

export type ParsedBenchArgs =
    | { readonly kind: 'run'; readonly args: BenchArgs }
    | { readonly kind: 'help' }
    | { readonly kind: 'error'; readonly message: string };

export const DEFAULT_LOADS = 15;

const VALUE_OPTIONS = ['--loads', '--page', '--baseline', '--contend'] as const;
const SWITCHES = ['--no-build', '--no-clicks', '--no-burst', '--cached'] as const;

export const BENCH_USAGE = `Usage: npm run bench -- [--loads N] [--page home,funnel-step] [--no-build] [--no-clicks] [--no-burst] [--baseline <git ref>] [--cached] [--contend N]

Measures what the container costs the demo pages in Chromium (CPU slowed down 4x).

Options:
  --loads N           loads per page and kind of visit (default ${DEFAULT_LOADS})
  --page a,b          only these pages (home, funnel-step, careers-job, loyalty-dashboard)
  --no-build          reuse dist/ instead of building (a --baseline ref is always built)
  --no-clicks         skip the click cost
  --no-burst          skip the data-layer and click bursts
  --baseline <ref>    also build <ref> in a temporary git worktree and compare both builds,
                      their loads interleaved; writes bench/report.html too
  --cached            also the cached visit: one browser profile per build and page that
                      loaded the page twice, so the files come from the HTTP cache and V8
                      uses its code cache; the report shows both for every load
  --contend N         N busy processes beside the browser: every load is also made once
                      more with them running, and the report gives contended over quiet
  --help              print this text and exit
`;

/**
 * Reads the bench's command line. A mistyped option is an error, not ignored: a long bench run
 * that silently dropped `--baseine main` would compare nothing.
 */
export function parseBenchArgs(argv: readonly string[]): ParsedBenchArgs {
    const values = new Map<string, string>();
    const switches = new Set<string>();
    for (let index = 0; index < argv.length; index++) {
        const argument = argv[index];
        if (argument === '--help' || argument === '-h') {
            return { kind: 'help' };
        }
        // `--loads=5` and `--loads 5` alike.
        const equals = argument.indexOf('=');
        const name = argument.startsWith('--') && equals > 0 ? argument.slice(0, equals) : argument;
        if ((VALUE_OPTIONS as readonly string[]).includes(name)) {
            const value = name === argument ? argv[++index] : argument.slice(equals + 1);
            if (value === undefined || value === '' || value.startsWith('--')) {
                return { kind: 'error', message: `${name} needs a value.` };
            }
            values.set(name, value);
        } else if ((SWITCHES as readonly string[]).includes(argument)) {
            switches.add(argument);
        } else {
            return { kind: 'error', message: argument.startsWith('-') ? `Unknown option: ${argument}` : `Unexpected argument: ${argument}` };
        }
    }
    const loadsText = values.get('--loads');
    const loads = loadsText === undefined ? DEFAULT_LOADS : Number(loadsText);
    if (!Number.isInteger(loads) || loads < 1) {
        return { kind: 'error', message: `--loads takes a whole number of 1 or more, not ${loadsText}.` };
    }
    const pages = values.get('--page')?.split(',').map(pageSlug).filter(page => page !== '');
    const contendText = values.get('--contend');
    const contend = contendText === undefined ? undefined : Number(contendText);
    if (contend !== undefined && (!Number.isInteger(contend) || contend < 1)) {
        return { kind: 'error', message: `--contend takes a whole number of busy processes, 1 or more, not ${contendText}.` };
    }
    return {
        kind: 'run',
        args: {
            loads,
            build: !switches.has('--no-build'),
            pages: pages?.length ? pages : undefined,
            clicks: !switches.has('--no-clicks'),
            burst: !switches.has('--no-burst'),
            baseline: values.get('--baseline'),
            ...(switches.has('--cached') ? { cached: true as const } : {}),
            ...(contend === undefined ? {} : { contend })
        }
    };
}

/** `Funnel step` → `funnel-step`: how --page names a page. */
export function pageSlug(name: string): string {
    return name.trim().toLowerCase().replace(/\s+/g, '-');
}
