import { expect } from 'chai';
import { waitFor } from '../../browser/patience';
import { isPageView, paramsOf } from '../beacons';
import type { EngineBench } from '../engine-bench';
import { scenario } from '../engine-fixture';

const ORG = '9E1005A551ED61CA0A490D45@AdobeOrg';
const AMCV = `AMCV_${ORG}`;

/** The ECID the AMCV_ cookie holds (`...|MCMID|<id>|...`), once the tracking server's answer is in it. */
function ecidOf(cookies: Record<string, string>): string | undefined {
    const fields = (cookies[AMCV] ?? '').split('|');
    const at = fields.indexOf('MCMID');
    return at >= 0 && fields.includes('MCAID') ? fields[at + 1] : undefined;
}

export function visitorIdentityScenarios(bench: () => EngineBench): void {
    scenario('the /id calls on a first visit write AMCV_; the next page of the visit reuses them', bench, async bench => {
        const tab = await bench.newTab();
        await tab.visit('https://www.alderway.com/');
        const audience = await bench.waitForRequest({ kind: 'visitor-id', host: 'dpm.demdex.net' });
        expect(audience.query).to.include({ d_visid_ver: '5.4.0', d_orgid: ORG });
        const tracking = await bench.waitForRequest({ kind: 'visitor-id', host: 'smetrics.alderway.com' });
        const ecid = await waitFor('the AMCV_ cookie to hold the ECID', async () => ecidOf(await tab.cookies()));
        expect(ecid).to.match(/^\d{38}$/);
        expect(tracking.query.mid).to.equal(ecid);
        const firstView = await bench.waitForRequest({ kind: 'analytics' }, isPageView);
        expect(paramsOf(firstView).mid).to.equal(ecid);

        await tab.visit('https://www.alderway.com/specials.html');
        const secondView = await bench.waitForRequest(
            { kind: 'analytics' },
            request => isPageView(request) && paramsOf(request).g === 'https://www.alderway.com/specials.html'
        );
        expect(paramsOf(secondView).mid, 'the same visitor').to.equal(ecid);
        await tab.waitForLoadRules();
        expect(
            bench.requests({ kind: 'visitor-id' }).map(request => request.host),
            'no /id call on the next page'
        ).to.deep.equal(['dpm.demdex.net', 'smetrics.alderway.com']);
    });
}
