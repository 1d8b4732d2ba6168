import { expect } from 'chai';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';
import { testDom } from '../setup';

type DataLayerWindow = Window & { adobeDataLayer?: unknown; _satellite: { __lazy?: Record<string, unknown> } };

describe('DataLayerEventRule', () => {
    let page: AnalyticsTestPage;
    let console: ConsoleCapture;

    const window = () => testDom.window as unknown as DataLayerWindow;
    const push = (...items: unknown[]) => (window().adobeDataLayer as unknown[]).push(...items);

    /** The page, its page view gone, with `items` in its data layer before the container; the after-load file in. */
    async function open(items?: unknown): Promise<void> {
        page = new AnalyticsTestPage('https://www.alderway.com/', undefined, { pageName: 'alderway:us:rental:home' });
        if (items !== undefined) {
            window().adobeDataLayer = items;
        }
        console = captureConsole();
        page.start();
        await page.afterPageView(200);
    }

    afterEach(() => page.stop());

    it('sends a tracked link click as a link beacon: the event, the link and the validation', async () => {
        await open();
        push({
            event: 'link-click',
            eventInfo: { link: { text: '  Weekend   deals ', region: 'header', target: '_blank', fileName: 'deals.pdf' } }
        });
        await page.clock.tickAsync(50);
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        expect(beacons[0].transport).to.equal('image');
        expect(beacons[0].values).to.include({ pe: 'lnk_o', pev2: 'Weekend deals', v90: 'link-click' });
        expect(page.beacons()[0].query).to.contain(
            '&c.&link.&text=Weekend%20deals&region=header&target=_blank&fileName=deals.pdf&.link&dl.&validation=valid&.dl&.c&'
        );
    });

    it('sends a link that takes the page away by sendBeacon, its text capped at 250 characters, and says when it broke its schema', async () => {
        await open();
        push({ event: 'link-click', eventInfo: { link: { text: 'x'.repeat(300), colour: 'red' } } });
        await page.clock.tickAsync(50);
        const [beacon] = page.beacons();
        expect(beacon.transport).to.equal('sendBeacon');
        expect(beacon.query).to.contain(`&text=${'x'.repeat(250)}&.link`);
        expect(beacon.query).to.contain('&validation=Unknown%20property%3A%20eventInfo.link.colour&');
        expect(console.lines('warn')).to.deep.equal([
            '🚀 Data-layer event "link-click" does not match its schema: Unknown property: eventInfo.link.colour; Invalid value (at most 250 characters): eventInfo.link.text'
        ]);
    });

    it('cuts link text by character: an emoji at the 250th character is sent whole, never half', async () => {
        await open();
        const text = `${'x'.repeat(249)}🚗🚗 more`;
        push({ event: 'link-click', eventInfo: { link: { text, target: '_blank' } } });
        await page.clock.tickAsync(50);
        const [beacon] = page.beacons();
        const sent = new URLSearchParams(beacon.query.replace(/^.*&c\.&link\.&/, '').split('&.link')[0]).get('text')!;
        expect(sent).to.equal(`${'x'.repeat(249)}🚗`);
        expect(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(sent), 'a lone half of a character').to.equal(
            false
        );
    });

    it('sends nothing for events the property does not track, nor for page data: no second page view', async () => {
        await open();
        push(
            { event: 'reservation-step', reservation: { step: 2 } },
            { page: { name: 'later' } },
            { event: 'page-view', page: { name: 'home' } }
        );
        await page.clock.tickAsync(100);
        expect(page.sent).to.deep.equal([]);
    });

    it('sends the tracked events pushed before the container, after the page view, in order', async () => {
        await open([
            { event: 'job-apply', job: { id: 'J-1', title: 'Agent' } },
            { page: { name: 'home' } },
            { event: 'link-click', eventInfo: { link: { text: 'First' } } },
            { event: 'link-click', eventInfo: { link: { text: 'Second' } } }
        ]);
        page.sent.length = 0;
        push({ event: 'loyalty-registration', registration: { program: 'rewards', newRegistrant: true } });
        await page.clock.tickAsync(100);
        expect(page.decodedBeacons().map(beacon => beacon.values.v90)).to.deep.equal(['loyalty-registration']);
    });

    it('reports a data layer that is not an array once, at start, and keeps its item', async () => {
        await open({ event: 'link-click', eventInfo: { link: { text: 'Kept' } } });
        expect(console.lines('error')).to.deep.equal(['🚀 Data layer must be an Array.']);
        expect(Array.isArray(window().adobeDataLayer)).to.equal(true);
    });
});

describe('DataLayerEventRule before the window has loaded', () => {
    let page: AnalyticsTestPage;

    afterEach(() => page.stop());

    it('fetches the data layer at once for a tracked event pushed early, without waiting for the load', async () => {
        page = new AnalyticsTestPage('https://www.alderway.com/');
        // The window never loads in this test: only an early fetch brings the data layer.
        page.holdPageBottom();
        captureConsole();
        page.start();
        page.pageBottom();
        await page.clock.tickAsync(100);
        const untracked = () =>
            ((testDom.window as unknown as DataLayerWindow).adobeDataLayer as unknown[]).push({
                event: 'reservation-step',
                reservation: { step: 1 }
            });
        untracked();
        await page.clock.tickAsync(100);
        expect(page.decodedBeacons().filter(beacon => beacon.values.pe === 'lnk_o')).to.deep.equal([]);
        ((testDom.window as unknown as DataLayerWindow).adobeDataLayer as unknown[]).push({
            event: 'link-click',
            eventInfo: { link: { text: 'Early', target: '_blank' } }
        });
        await page.clock.tickAsync(100);
        expect(
            page
                .decodedBeacons()
                .filter(beacon => beacon.values.pe === 'lnk_o')
                .map(beacon => beacon.values.pev2)
        ).to.deep.equal(['Early']);
    });
});
