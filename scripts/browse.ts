import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { CHROME_PATH, demoServerSwitches } from './chromium';

/** What `npm run browse` opens when no address is given: the rental home, production bundle, QA inspector on. */
export const DEFAULT_BROWSE_URL = 'https://www.alderway.com/?qa=1';

export const BROWSE_USAGE = `Usage: npm run browse -- [<url>] [<Chromium switch> ...]

Opens a Chromium window in which every host name resolves to the running demo server (npm start),
as in the browser tests: https://www.alderway.com/ is the demo's rental home with the production
bundle, and the container calls dpm.demdex.net, smetrics.alderway.com, ... on the emulator.
The default address is ${DEFAULT_BROWSE_URL} (the QA inspector on).

The window has a profile of its own (a temporary folder, removed when it closes), so it starts
as a first visit. Arguments that start with -- go to Chromium as they are, e.g. --headless=new
--screenshot=/tmp/home.png where there is no display. PORT and TLS_PORT name the demo server's
ports when it was started with other ones (default 8080 and PORT+1); CHROME_PATH the browser.
`;

export type BrowseCommand =
    | { readonly kind: 'run'; readonly url: string; readonly port: number; readonly tlsPort: number; readonly switches: readonly string[] }
    | { readonly kind: 'help' }
    | { readonly kind: 'error'; readonly message: string };

/** Reads `npm run browse -- ...`'s arguments and the PORT and TLS_PORT variables. */
export function parseBrowseCommand(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): BrowseCommand {
    if (argv.includes('--help') || argv.includes('-h')) {
        return { kind: 'help' };
    }
    const switches = argv.filter(argument => argument.startsWith('-'));
    const addresses = argv.filter(argument => !argument.startsWith('-'));
    if (addresses.length > 1) {
        return { kind: 'error', message: `One address at most, not ${addresses.length}: ${addresses.join(' ')}` };
    }
    const url = addresses[0] ?? DEFAULT_BROWSE_URL;
    if (!/^https?:\/\/[^/]+/.test(url)) {
        return { kind: 'error', message: `Not an http or https address: ${url}` };
    }
    const port = Number(env.PORT ?? 8080);
    const tlsPort = Number(env.TLS_PORT ?? port + 1);
    if (!Number.isInteger(port) || !Number.isInteger(tlsPort) || port <= 0 || tlsPort <= 0) {
        return { kind: 'error', message: `PORT and TLS_PORT must be port numbers (PORT=${env.PORT}, TLS_PORT=${env.TLS_PORT})` };
    }
    return { kind: 'run', url, port, tlsPort, switches };
}

/**
 * Chromium's command line: a profile of its own, the demo server's mapping, the person's switches,
 * the address. Chromium refuses to run as root with its sandbox (a container, CI): then without.
 */
export function chromiumArguments(command: Extract<BrowseCommand, { kind: 'run' }>, profileDir: string, asRoot = false): string[] {
    return [
        `--user-data-dir=${profileDir}`,
        '--no-first-run',
        '--no-default-browser-check',
        '--disable-quic',
        ...(asRoot ? ['--no-sandbox'] : []),
        ...demoServerSwitches(command.port, command.tlsPort),
        ...command.switches,
        command.url
    ];
}

/** Whether the demo server answers its QA API on that port. */
function demoServerAnswers(port: number): Promise<boolean> {
    return new Promise(resolve => {
        const request = get({ host: '127.0.0.1', port, path: '/__qa/settings', timeout: 2000 }, response => {
            response.resume();
            resolve(response.statusCode === 200);
        });
        request.on('timeout', () => request.destroy());
        request.on('error', () => resolve(false));
    });
}

async function main(): Promise<number> {
    const command = parseBrowseCommand(process.argv.slice(2), process.env);
    if (command.kind === 'help') {
        process.stdout.write(BROWSE_USAGE);
        return 0;
    }
    if (command.kind === 'error') {
        process.stderr.write(`${command.message}\n\n${BROWSE_USAGE}`);
        return 2;
    }
    if (!(await demoServerAnswers(command.port))) {
        process.stderr.write(
            `No demo server answers on port ${command.port}. Start it in another terminal with \`npm start\`` +
                ' (or set PORT and TLS_PORT to the ports it was started with), then run this again.\n'
        );
        return 1;
    }
    const profileDir = mkdtempSync(path.join(tmpdir(), 'tag-container-browse-'));
    process.stdout.write(
        `Opening ${command.url} in ${CHROME_PATH}, every host mapped to the demo server on ${command.port} and ${command.tlsPort}.\n`
    );
    const browser = spawn(CHROME_PATH, chromiumArguments(command, profileDir, process.getuid?.() === 0), { stdio: 'inherit' });
    const code = await new Promise<number>(resolve => {
        browser.on('error', error => {
            process.stderr.write(`Could not start ${CHROME_PATH}: ${error.message}\nSet CHROME_PATH to a Chromium or Chrome binary.\n`);
            resolve(1);
        });
        browser.on('exit', exitCode => resolve(exitCode ?? 0));
    });
    rmSync(profileDir, { recursive: true, force: true });
    return code;
}

if (require.main === module) {
    main().then(code => {
        process.exitCode = code;
    });
}
