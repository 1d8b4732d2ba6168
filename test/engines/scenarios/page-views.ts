import { expect } from 'chai';
import { DOMAINS, SITE_TYPES } from '../../../src/config/domains';
import { GLOBAL_PRODUCTION_SUITE, REPORT_SUITES } from '../../../src/config/report-suites';
import { accountOf, isPageView, paramsOf } from '../beacons';
import type { EngineBench } from '../engine-bench';
import { scenario } from '../engine-fixture';

/** A US host of each site type (no consent to wait for), the first the property lists. */
const HOSTS = SITE_TYPES.map(siteType => {
    const row = DOMAINS.find(candidate => candidate.siteType === siteType && candidate.country === 'us' && !candidate.preProduction);
    if (!row) {
        throw new Error(`No US production host of site type ${siteType}`);
    }
    const suite = REPORT_SUITES.find(
        candidate => candidate.brand === row.brand && candidate.country === row.country && candidate.siteType === siteType
    )!.suite;
    return { host: row.host, siteType, account: `${GLOBAL_PRODUCTION_SUITE},${suite}` };
});

export function pageViewScenarios(bench: () => EngineBench): void {
    for (const { host, siteType, account } of HOSTS) {
        scenario(`${siteType}: one page view on https://${host}/, with the page name and report suite`, bench, async bench => {
            const tab = await bench.newTab();
            await tab.visit(`https://${host}/`);
            const pageName = await tab.evaluate(() =>
                String((window as unknown as { __demoPage: { globals: { pageName: unknown } } }).__demoPage.globals.pageName)
            );
            const beacon = await bench.waitForRequest({ kind: 'analytics' }, isPageView);
            expect(accountOf(beacon)).to.equal(account);
            expect(paramsOf(beacon).pageName).to.equal(pageName);
            expect(paramsOf(beacon).server).to.equal(host);
            await tab.waitForLoadRules();
            expect(bench.requests({ kind: 'analytics' }).filter(isPageView), 'once').to.have.length(1);
        });
    }
}
