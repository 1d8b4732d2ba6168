import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { spkiHash } from '../../../scripts/bench/cached-profile';
import { Contention } from '../../../scripts/bench/contention';
import { compileFacts } from '../../../scripts/bench/file-cache';

const CONTAINER = /\/tag\/container[^/?#]*\.js/;

/** A certificate made with openssl, and its key's hash as `openssl pkey -pubin -outform der | openssl dgst -sha256 -binary | base64` gives it. */
const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBgDCCASWgAwIBAgIUPRVLxiJU+rm9uEe01FP1A8mkOdkwCgYIKoZIzj0EAwIw
FTETMBEGA1UEAwwKYmVuY2ggc3BraTAeFw0yNjExMjgwODU2MjZaFw0zNjExMjUw
ODU2MjZaMBUxEzARBgNVBAMMCmJlbmNoIHNwa2kwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAASAWcG92Bh7hPnRM64zVmldNYduMuuzlfzdmYIZwzQU+qpBOlMdjwoX
rVfSY1lHLwUMiRzbLAQlYMMxzXHpOxndo1MwUTAdBgNVHQ4EFgQUs0affQ3fOVpV
Jxfx1kYANW7RFGEwHwYDVR0jBBgwFoAUs0affQ3fOVpVJxfx1kYANW7RFGEwDwYD
VR0TAQH/BAUwAwEB/zAKBggqhkjOPQQDAgNJADBGAiEAyt8C9mLECNhXsN5yp+9k
qnN+qJsZCN0YBcZT4zQ5WBsCIQDs53mqEX9SoWzYb8QneS2Q16jXt1XFts+eu9e+
jwqNeQ==
-----END CERTIFICATE-----`;

/** The state letter of a Linux process (`R` running, `S` sleeping, `T` stopped), from /proc. */
function stateOf(pid: number): string {
    return readFileSync(`/proc/${pid}/stat`, 'utf8')
        .replace(/^.*\) /s, '')
        .charAt(0);
}

/**
 * The states of the processes once they all have `state`: a signal takes effect when the kernel
 * next schedules the process, a moment after it was sent. Bounded only to say what never came.
 */
async function settledAs(pids: readonly number[], state: string): Promise<string[]> {
    const deadline = Date.now() + 5000;
    let states = pids.map(stateOf);
    while (states.some(current => current !== state) && Date.now() < deadline) {
        await new Promise(resolve => setTimeout(resolve, 10));
        states = pids.map(stateOf);
    }
    return states;
}

describe("The bench's cached visit and contention", () => {
    describe('a compile trace', () => {
        const compile = (url: string, data: Record<string, unknown> = {}) => ({ name: 'v8.compile', args: { data: { url, ...data } } });

        it("counts the container's scripts V8 compiled, and those that consumed a code cache", () => {
            const facts = compileFacts(
                [
                    compile('https://www.alderway.com/tag/container.min.js', { consumedCacheSize: 560376, cacheRejected: false }),
                    compile('https://www.alderway.com/tag/container.min.after-load.js', { consumedCacheSize: 90112 }),
                    compile('https://www.alderway.com/tag/container.min.personalization.js', { streamed: true }),
                    compile('https://www.alderway.com/demo/demo.js', { consumedCacheSize: 4000 }),
                    {
                        name: 'v8.produceCache',
                        args: { data: { url: 'https://www.alderway.com/tag/container.min.js', producedCacheSize: 500 } }
                    }
                ],
                CONTAINER
            );
            expect(facts).to.deep.equal({ compiled: 3, fromCodeCache: 2 });
        });

        it('does not count a code cache V8 rejected (a changed file) as used', () => {
            const facts = compileFacts(
                [compile('https://www.alderway.com/tag/container.min.js', { consumedCacheSize: 560376, cacheRejected: true })],
                CONTAINER
            );
            expect(facts).to.deep.equal({ compiled: 1, fromCodeCache: 0 });
        });
    });

    it("names the demo server's certificate to Chromium by the hash of its public key, as openssl computes it", () => {
        expect(spkiHash(CERTIFICATE)).to.equal('KRUnwYvKcwe5Ce7A7dzGCX77nurpiA284RNXLUpwDVo=');
    });

    describe('busy processes', function () {
        let contention: Contention | undefined;

        before(function () {
            if (process.platform !== 'linux') {
                // /proc tells a stopped process from a running one.
                this.skip();
            }
        });

        afterEach(() => contention?.stop());

        it('are held stopped, run only during the contended work, and stopped again after it, even when it fails', async () => {
            contention = await Contention.start(2);
            const pids = (contention as unknown as { workers: Array<{ pid: number }> }).workers.map(worker => worker.pid);
            expect(pids).to.have.length(2);
            expect(await settledAs(pids, 'T')).to.deep.equal(['T', 'T']);
            const during = await contention.during(() => settledAs(pids, 'R'));
            expect(during).to.deep.equal(['R', 'R']);
            expect(await settledAs(pids, 'T')).to.deep.equal(['T', 'T']);
            await contention
                .during(async () => {
                    throw new Error('a load failed');
                })
                .catch(() => undefined);
            expect(await settledAs(pids, 'T')).to.deep.equal(['T', 'T']);
        });

        it('end when stopped', async () => {
            contention = await Contention.start(1);
            const worker = (contention as unknown as { workers: Array<{ pid: number; once(event: 'exit', listener: () => void): void }> })
                .workers[0];
            const exited = new Promise<void>(resolve => worker.once('exit', () => resolve()));
            contention.stop();
            await exited;
            expect(() => process.kill(worker.pid, 0)).to.throw();
        });
    });
});
