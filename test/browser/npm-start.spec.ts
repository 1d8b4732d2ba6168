import { expect } from 'chai';
import { ChildProcess, spawn } from 'node:child_process';
import * as http from 'node:http';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function get(port: number, host: string, pathname: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: pathname, headers: { Host: host } }, response => {
            let body = '';
            response.on('data', chunk => body += chunk);
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        }).on('error', reject);
    });
}

describe('npm start (the demo server\'s own entry point)', () => {
    let server: ChildProcess;
    let output = '';

    afterEach(() => server?.kill());

    it('serves the demo on PORT and TLS_PORT and prints clickable URLs of real hosts', async () => {
        const port = 18000 + Math.floor(Math.random() * 2000);
        server = spawn(process.execPath, ['-r', './scripts/register-ts.js', 'demo-site/server/main.ts'], {
            cwd: ROOT, env: { ...process.env, PORT: String(port), TLS_PORT: String(port + 1) }
        });
        server.stdout!.on('data', chunk => output += chunk);
        const deadline = Date.now() + 20000;
        while (!output.includes('Stop with Ctrl+C.') && Date.now() < deadline) {
            await new Promise(resolve => setTimeout(resolve, 100));
        }
        expect(output).to.contain(`http://www.alderway.com.localhost:${port}/?tagEnv=staging`);
        expect(output).to.contain(`https on ${port + 1}`);
        const page = await get(port, `careers.alderway.ca.localhost:${port}`, '/');
        expect(page.status).to.equal(200);
        expect(page.body).to.contain('"kind":"careers-search"');
        const bundle = await get(port, 'www.alderway.com', '/tag/container-staging.min.js');
        expect(bundle.status).to.equal(200);
    });
});
