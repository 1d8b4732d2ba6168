/** A flag a report command accepts. */
export interface FlagSpec {
    /** With its dashes: `--csv`. */
    readonly name: string;
    readonly description: string;
}

/** What `--help` prints, and what the parser accepts. */
export interface CommandSpec {
    /** How it is run, e.g. `npm run -s sdr -- [--csv] [--elements]`. */
    readonly usage: string;
    /** What the command does, in a sentence or two. */
    readonly summary: string;
    readonly flags: readonly FlagSpec[];
    /** Flags of which at most one may be given (two output formats, say). */
    readonly exclusive?: readonly string[];
}

export type ParsedCommandLine =
    | { readonly kind: 'run'; readonly flags: ReadonlySet<string> }
    | { readonly kind: 'help' }
    | { readonly kind: 'error'; readonly message: string };

/** Where a command writes; a test passes its own. */
export interface CommandOutput {
    stdout(text: string): void;
    stderr(text: string): void;
}

/** The exit code of a command line the command does not understand (as getopt-based tools use). */
export const USAGE_EXIT_CODE = 2;

const HELP_FLAG: FlagSpec = { name: '--help', description: 'print this text and exit' };

/**
 * The flag parsing the report commands share: boolean flags only, `--help`, and a usage error
 * (exit code 2) for anything else, so a mistyped flag is never silently ignored.
 */
export class CommandLine {
    constructor(protected readonly spec: CommandSpec) {}

    parse(argv: readonly string[]): ParsedCommandLine {
        if (argv.includes(HELP_FLAG.name) || argv.includes('-h')) {
            return { kind: 'help' };
        }
        const known = new Set(this.spec.flags.map(flag => flag.name));
        const unknown = argv.find(argument => !known.has(argument));
        if (unknown !== undefined) {
            return { kind: 'error', message: unknown.startsWith('-') ? `Unknown option: ${unknown}` : `Unexpected argument: ${unknown}` };
        }
        const flags = new Set(argv);
        const exclusive = (this.spec.exclusive ?? []).filter(flag => flags.has(flag));
        if (exclusive.length > 1) {
            return { kind: 'error', message: `Options ${exclusive.join(' and ')} cannot be combined.` };
        }
        return { kind: 'run', flags };
    }

    usage(): string {
        const flags = [...this.spec.flags, HELP_FLAG];
        const width = Math.max(...flags.map(flag => flag.name.length));
        return [
            `Usage: ${this.spec.usage}`,
            '',
            this.spec.summary,
            '',
            'Options:',
            ...flags.map(flag => `  ${flag.name.padEnd(width)}  ${flag.description}`),
            ''
        ].join('\n');
    }

    /**
     * Parses argv and runs the command with its flags; returns the exit code: 0 after `--help`,
     * 2 after a usage error (message and usage on stderr), else the command's.
     */
    run(argv: readonly string[], command: (flags: ReadonlySet<string>) => number | void, output: CommandOutput = PROCESS_OUTPUT): number {
        const parsed = this.parse(argv);
        switch (parsed.kind) {
            case 'help':
                output.stdout(this.usage());
                return 0;
            case 'error':
                output.stderr(`${parsed.message}\n\n${this.usage()}`);
                return USAGE_EXIT_CODE;
            case 'run':
                return command(parsed.flags) ?? 0;
        }
    }
}

const PROCESS_OUTPUT: CommandOutput = {
    stdout: text => process.stdout.write(text),
    stderr: text => process.stderr.write(text)
};
