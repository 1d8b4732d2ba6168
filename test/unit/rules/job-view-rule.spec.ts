import { expect } from 'chai';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage, RETURNING_VISITOR } from '../extensions/analytics/analytics-test-page';

/** The first data-layer item of a careers job page, as the page template writes it (demo-site route table). */
const JOB = { job: { id: 'J-1042', title: 'Rental Sales Agent', location: 'Denver, CO', description: 'Greet customers at the counter.' } };

describe('JobViewRule', () => {
    let page: AnalyticsTestPage;
    let conditionFailed: string[];

    async function open(url: string, dataLayer: unknown[] | undefined): Promise<Array<Record<string, string>>> {
        page = new AnalyticsTestPage(url, RETURNING_VISITOR, {
            pageName: 'careers:job',
            ...(dataLayer ? { adobeDataLayer: dataLayer } : {})
        });
        captureConsole();
        page.start();
        conditionFailed = page.watchFailedConditions();
        await page.clock.tickAsync(50);
        return page.decodedBeacons().map(beacon => beacon.values);
    }

    function events(beacon: Record<string, string>): string[] {
        return (beacon.events ?? '').split(',').filter(Boolean);
    }

    afterEach(() => page.stop());

    it('counts a careers job page as a job view (event412) on its one page view, with the job as lower-cased JSON in eVar40', async () => {
        const beacons = await open('https://careers.alderway.com/jobs/J-1042', [JOB, { event: 'job-view', job: { id: 'J-1042' } }]);
        expect(beacons, 'the job view rides on the page view: no extra beacon').to.have.length(1);
        expect(beacons[0]).not.to.have.property('pe');
        expect(events(beacons[0])).to.include('event412');
        expect(beacons[0].v40).to.equal(JSON.stringify(JOB).toLowerCase());
    });

    it('counts a job page on a careers site of another country', async () => {
        const beacons = await open('https://careers.alderway.co.uk/jobs/J-1042', [JOB]);
        expect(beacons).to.have.length(1);
        expect(events(beacons[0])).to.include('event412');
    });

    it('does not count a page whose first data-layer item is not a job', async () => {
        const beacons = await open('https://careers.alderway.com/jobs', [{ event: 'job-results', results: 3 }, JOB]);
        expect(beacons).to.have.length(1);
        expect(events(beacons[0])).not.to.include('event412');
        expect(conditionFailed).to.include('job-view');
    });

    it('does not count a page without a data layer', async () => {
        const beacons = await open('https://careers.alderway.com/', undefined);
        expect(beacons).to.have.length(1);
        expect(events(beacons[0])).not.to.include('event412');
        expect(beacons[0]).not.to.have.property('v40');
    });
});
