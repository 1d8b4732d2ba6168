import { expect } from 'chai';
import type { ExternalTagRow } from '../../../src/config/external-tags';
import { momentTagsOf, tagRuns, waitForTags } from '../../browser/consent-visits';
import { hidingOf } from '../../browser/page-probes';
import { waitFor } from '../../browser/patience';
import { isPageView } from '../beacons';
import type { EngineBench } from '../engine-bench';
import { scenario } from '../engine-fixture';
import { afterBannerTimers, bannerShown } from './consent';

const idsOf = (rows: readonly ExternalTagRow[]) => rows.map(row => row.id).sort();

export function tagScenarios(bench: () => EngineBench): void {
    scenario('third-party tags: a US visitor gets every applicable tag once, after the page view', bench, async bench => {
        const url = 'https://www.alderway.com/';
        const expected = idsOf(momentTagsOf(url));
        const tab = await bench.newTab();
        await tab.visit(url);
        await waitForTags(tab, expected, 15000);
        await tab.waitForLoadRules();
        expect((await tagRuns(tab)).sort(), 'each once').to.deep.equal(expected);
        const view = bench.requests({ kind: 'analytics' }).find(isPageView);
        expect(view, 'the page view').not.to.equal(undefined);
        expect(
            Math.min(...bench.requests({ kind: 'tag' }).map(request => request.id)),
            'the first tag after the page view'
        ).to.be.greaterThan(view!.id);
    });

    scenario(
        'third-party tags: an EU visitor gets only the required ones before a choice, the rest once after accept',
        bench,
        async bench => {
            bench.setConsentRegion('eu');
            const url = 'https://www.alderway.co.uk/';
            const rows = momentTagsOf(url);
            const tab = await bench.newTab();
            await tab.visit(url);
            await bannerShown(tab);
            await waitForTags(tab, idsOf(rows.filter(row => row.category === 0)), 15000);
            await afterBannerTimers(tab);
            expect((await tagRuns(tab)).sort(), 'before a choice').to.deep.equal(idsOf(rows.filter(row => row.category === 0)));
            await tab.click('#truste-consent-button');
            await waitForTags(tab, idsOf(rows), 15000);
            await afterBannerTimers(tab);
            expect((await tagRuns(tab)).sort(), 'after accept, each once').to.deep.equal(idsOf(rows));
        }
    );
}

export function personalizationScenarios(bench: () => EngineBench): void {
    scenario(
        'personalization: on a consented visit the offer is in place when the page shows, never the default first',
        bench,
        async bench => {
            const tab = await bench.newTab();
            // The first page of the visit: the banner's consent is known from then on, at the start of every page.
            await tab.visit('https://www.alderway.com/');
            await bench.waitForRequest({ kind: 'analytics' }, isPageView);
            bench.setProbe('hiding');
            await tab.visit('https://www.alderway.com/specials.html');
            const seen = await waitFor('the page to show again', async () => {
                const record = await hidingOf(tab);
                return record.removed !== undefined ? record : undefined;
            });
            expect(seen.bodyAtHiding, 'hidden before the body showed anything').to.equal(0);
            expect(seen.shownText, 'the offer was there when the page showed').to.contain('Members save 30% on SUVs this month');
            expect(await tab.evaluate(() => getComputedStyle(document.body).opacity)).to.equal('1');
        }
    );

    scenario('personalization: the default content is kept and shown within 3000 ms when the service never answers', bench, async bench => {
        bench.setProbe('hiding');
        bench.setFault('personalization', { mode: 'no-answer' });
        const tab = await bench.newTab();
        await tab.visit('https://www.alderway.com/');
        const seen = await waitFor('the page to show again', async () => {
            const record = await hidingOf(tab);
            return record.removed !== undefined ? record : undefined;
        });
        expect(seen.removed! - seen.added!, 'ms hidden').to.be.at.most(3000 + 250);
        expect(await tab.evaluate(() => document.getElementById('hero-title')?.textContent)).to.match(/^Rent a car with/);
        await tab.waitForConsole('warn', /The personalization call for target-global-mbox failed: The call took longer than you wanted!/);
    });
}
