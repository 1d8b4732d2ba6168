/** What `npm run wire-diff -- ...` was asked to do. */
export interface WireDiffArgs {
    /** The git ref to compare this checkout with; absent only with --merge. */
    readonly baseline?: string;
    /** --expect-none: any difference exits 1. */
    readonly expectNone: boolean;
    /** False with --no-build: take this checkout's `dist/` as it is. */
    readonly build: boolean;
    readonly hosts?: readonly string[];
    readonly pages?: readonly string[];
    readonly journeys?: readonly string[];
    /** --shard i/n: take every n-th journey from the i-th, save the results, and make no report. */
    readonly shard?: { readonly index: number; readonly count: number };
    /** --merge <file> ...: join saved shards into one report; takes no journey. */
    readonly merge?: readonly string[];
    /** Tabs side by side, both builds together. */
    readonly width: number;
    /** Where the run and the report are written. */
    readonly out: string;
}

export type ParsedWireDiffArgs =
    | { readonly kind: 'run'; readonly args: WireDiffArgs }
    | { readonly kind: 'help' }
    | { readonly kind: 'error'; readonly message: string };

export const DEFAULT_WIDTH = 6;
export const DEFAULT_OUT = 'wire-diff';

const VALUE_OPTIONS = ['--baseline', '--hosts', '--pages', '--journeys', '--shard', '--width', '--out'] as const;
const SWITCHES = ['--expect-none', '--no-build'] as const;

export const WIRE_DIFF_USAGE = `Usage: npm run wire-diff -- --baseline <git ref> [--expect-none] [--hosts a,b] [--pages a,b] [--journeys a,b]
                            [--shard i/n] [--no-build] [--width N] [--out dir]
       npm run wire-diff -- --merge <shard file> <shard file> ... [--expect-none] [--out dir]

Builds <git ref> and this checkout, takes the same journeys on both in Chromium on the demo
server's real host names, and says what changes in what the analytics, identity,
personalization, consent, tag and health hosts receive (docs/wire-diff.md).

Options:
  --baseline <ref>    the build to compare with (a commit, a tag, HEAD, main, ...)
  --expect-none       exit 1 when anything differs (a refactor's check)
  --hosts a,b         only journeys starting on these hosts, or on every host of these domains
  --pages a,b         only these page types (home, job, reservation-step, faq, ...)
  --journeys a,b      only these families (route, funnel, consent, data layer, personalization,
                      exit link) or journeys whose name contains the text
  --shard i/n         take every n-th journey from the i-th and save them to <out>/shard-i-of-n.json
  --merge f1 f2 ...   join saved shards into one report instead of taking journeys
  --no-build          take this checkout's dist/ as it is (the baseline is always built)
  --width N           tabs side by side, both builds together (default ${DEFAULT_WIDTH})
  --out dir           where the run and the report go (default ${DEFAULT_OUT}/)
  --help              print this text and exit

Exit codes: 0 the run was taken (and with --expect-none, nothing differs); 1 with --expect-none,
something differs; 2 the run itself failed (a build, the server, a journey that could not be
taken, a shard missing from a merge), and it says which.
`;

const list = (text: string) =>
    text
        .split(',')
        .map(item => item.trim())
        .filter(Boolean);

/** Reads the command line; a mistyped option is an error, never ignored. */
export function parseWireDiffArgs(argv: readonly string[]): ParsedWireDiffArgs {
    const values = new Map<string, string>();
    const switches = new Set<string>();
    let merge: string[] | undefined;
    for (let index = 0; index < argv.length; index++) {
        const argument = argv[index];
        if (argument === '--help' || argument === '-h') {
            return { kind: 'help' };
        }
        if (argument === '--merge') {
            merge = [];
            while (index + 1 < argv.length && !argv[index + 1].startsWith('--')) {
                merge.push(argv[++index]);
            }
            continue;
        }
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
            return {
                kind: 'error',
                message: argument.startsWith('-') ? `Unknown option: ${argument}` : `Unexpected argument: ${argument}`
            };
        }
    }
    if (merge !== undefined && merge.length === 0) {
        return { kind: 'error', message: '--merge needs the shard files to join.' };
    }
    if (merge === undefined && !values.has('--baseline')) {
        return { kind: 'error', message: '--baseline <git ref> is needed: the build to compare this checkout with.' };
    }
    const notWithMerge = ['--baseline', '--shard', '--hosts', '--pages', '--journeys', '--width'].filter(option => values.has(option));
    if (merge !== undefined && (notWithMerge.length > 0 || switches.has('--no-build'))) {
        return {
            kind: 'error',
            message: `--merge takes the builds and journeys of its shards: it combines with none of ${[...notWithMerge, ...(switches.has('--no-build') ? ['--no-build'] : [])].join(', ')}.`
        };
    }
    let shard: WireDiffArgs['shard'];
    const shardText = values.get('--shard');
    if (shardText !== undefined) {
        const match = /^(\d+)\/(\d+)$/.exec(shardText);
        const [index, count] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
        if (!match || count < 1 || index < 1 || index > count) {
            return { kind: 'error', message: `--shard takes i/n with 1 ≤ i ≤ n, such as 2/4, not ${shardText}.` };
        }
        shard = { index, count };
    }
    const widthText = values.get('--width');
    const width = widthText === undefined ? DEFAULT_WIDTH : /^\d+$/.test(widthText) ? Number(widthText) : NaN;
    if (!Number.isInteger(width) || width < 1) {
        return { kind: 'error', message: `--width takes a whole number of 1 or more, not ${widthText}.` };
    }
    const optional = (option: string) => (values.has(option) ? list(values.get(option)!) : undefined);
    return {
        kind: 'run',
        args: {
            ...(values.has('--baseline') ? { baseline: values.get('--baseline') } : {}),
            expectNone: switches.has('--expect-none'),
            build: !switches.has('--no-build'),
            ...(optional('--hosts') ? { hosts: optional('--hosts') } : {}),
            ...(optional('--pages') ? { pages: optional('--pages') } : {}),
            ...(optional('--journeys') ? { journeys: optional('--journeys') } : {}),
            ...(shard ? { shard } : {}),
            ...(merge ? { merge } : {}),
            width,
            out: values.get('--out') ?? DEFAULT_OUT
        }
    };
}
