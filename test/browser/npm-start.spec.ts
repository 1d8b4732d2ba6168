import { expect } from 'chai';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import * as http from 'node:http';
import * as https from 'node:https';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function get(port: number, host: string, pathname: string, secure = false): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
        // The demo's certificate is self-signed: this test checks the port, not the certificate.
        const options = {
            host: '127.0.0.1',
            port,
            path: pathname,
            headers: { Host: host },
            ...(secure ? { rejectUnauthorized: false, servername: host } : {})
        };
        (secure ? https : http)
            .get(options, response => {
                let body = '';
                response.on('data', chunk => (body += chunk));
                response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
            })
            .on('error', reject);
    });
}

/** Resolves with everything the server printed once it says it is ready; fails if it exits or stays silent. */
function readyOutput(server: ChildProcess, timeoutMs: number): Promise<string> {
    return new Promise((resolve, reject) => {
        let output = '';
        let errors = '';
        const timer = setTimeout(() => reject(new Error(`Not ready within ${timeoutMs} ms:\n${output}${errors}`)), timeoutMs);
        server.stderr!.on('data', chunk => (errors += chunk));
        server.stdout!.on('data', chunk => {
            output += chunk;
            if (output.includes('Stop with Ctrl+C.')) {
                clearTimeout(timer);
                resolve(output);
            }
        });
        server.on('exit', code => {
            clearTimeout(timer);
            reject(new Error(`The server exited (${code}) before it was ready:\n${output}${errors}`));
        });
    });
}

describe("npm start (the demo server's own entry point)", () => {
    let server: ChildProcess;

    afterEach(() => server?.kill());

    it('serves the demo on PORT and TLS_PORT and prints clickable URLs of real hosts', async () => {
        // Port 0: the system picks free ports, and the server prints the ones it got.
        server = spawn(process.execPath, ['-r', './scripts/register-ts.js', 'demo-site/server/main.ts'], {
            cwd: ROOT,
            env: { ...process.env, PORT: '0', TLS_PORT: '0' }
        });
        const output = await readyOutput(server, 20000);
        const [, port, tlsPort] = (/http on (\d+), https on (\d+)/.exec(output) ?? []).map(Number);
        expect(port, 'the bound http port').to.be.above(0);
        expect(tlsPort, 'the bound https port').to.be.above(0).and.not.equal(port);
        expect(output).to.contain(`http://www.alderway.com.localhost:${port}/?tagEnv=staging`);
        expect(output).to.contain(`Container health (the reports of the pages): http://localhost:${port}/__qa/health`);
        expect((await get(port, `localhost:${port}`, '/__qa/health')).body).to.contain('<script src="/demo/health.js"></script>');
        const page = await get(port, `careers.alderway.ca.localhost:${port}`, '/');
        expect(page.status).to.equal(200);
        expect(page.body).to.contain('"kind":"careers-search"');
        const bundle = await get(port, 'www.alderway.com', '/tag/container-staging.min.js');
        expect(bundle.status).to.equal(200);
        expect(
            (await get(tlsPort, 'www.alderway.com', '/tag/container-staging.min.js', true)).status,
            'https on the printed port'
        ).to.equal(200);
    });
});
