import { expect } from 'chai';
import { IMMUTABLE_CACHING } from '../../demo-site/server/endpoints/bundle-endpoint';
import { CachedProfile } from '../../scripts/bench/cached-profile';
import { CompileTrace, httpCacheFacts } from '../../scripts/bench/file-cache';
import { CONTAINER_SCRIPT } from '../../scripts/bench/long-frames';
import { afterLoadRan } from '../../scripts/bench/page-load';
import { RequestsInFlight } from '../../scripts/bench/requests-in-flight';
import { callEmulator } from './emulator/emulator-client';
import { bench } from './fixture';

const PAGE = 'https://careers.alderway.com/jobs/J-1042';

/**
 * The bench's cached visit is one: the demo server serves the container's files as a site does
 * when asked to, and a browser profile that trusts the server's certificate by its key keeps them,
 * so from the third load on they come from the HTTP cache and V8 compiles them from its code cache.
 */
describe("The bench's cached visit in Chromium", () => {
    it("serves the container's files cached for good with the bundleCache setting, and not cached without", async () => {
        const url = 'https://www.alderway.com/tag/container.min.js';
        expect((await callEmulator(url)).headers['cache-control']).to.equal('no-store');
        bench().server.settings.set('bundleCache', 'immutable');
        const answer = await callEmulator(url);
        expect(answer.status).to.equal(200);
        expect(answer.headers['cache-control']).to.equal(IMMUTABLE_CACHING);
        expect(IMMUTABLE_CACHING).to.equal('public, max-age=31536000, immutable');
    });

    it("takes the container's files from the HTTP cache and V8's code cache from the third load on", async () => {
        bench().server.settings.set('bundleCache', 'immutable');
        const profile = await CachedProfile.open(bench().port, bench().tlsPort, bench().server.certificate!);
        try {
            const load = async (traced: boolean) => {
                const page = await profile.context.newPage();
                const inFlight = new RequestsInFlight(page);
                const cdp = await profile.context.newCDPSession(page);
                const trace = traced ? await CompileTrace.start(cdp) : undefined;
                await page.goto(PAGE, { waitUntil: 'load' });
                await afterLoadRan(page);
                const compiled = await trace?.stop(CONTAINER_SCRIPT);
                const fetched = await httpCacheFacts(page, CONTAINER_SCRIPT);
                // A load left with its page view unanswered keeps the hit, and the next fetches the
                // outbox file for it: on a busy machine the third load then fetched a file anew.
                await inFlight.none();
                await page.close();
                return { ...fetched, ...compiled };
            };
            const first = await load(true);
            expect(first.files, 'the bundle and its after-load file at least').to.be.at.least(2);
            expect(first).to.include({ fromHttpCache: 0, fromCodeCache: 0 });
            await load(false);
            const third = await load(true);
            // The first visit also fetches the identity file, for the ids a returning visitor keeps.
            expect(third.files).to.be.at.least(2);
            expect(third.fromHttpCache, 'every file from the HTTP cache').to.equal(third.files);
            expect(third.compiled).to.be.at.least(2);
            expect(third.fromCodeCache, 'every script compiled from the code cache').to.equal(third.compiled);
        } finally {
            await profile.close();
        }
    });
});
