import { expect } from 'chai';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';
import { hideTestPage, testDom } from '../setup';

/** The FAQ page's questions (demo-site rental pages): links that open their answer in place. */
const QUESTIONS =
    '<div class="faq">' +
    '<div class="faq-item"><a href="#faq-1" class="faq-question" id="faq-1">Can I pick up\n    at the airport?</a></div>' +
    '<div class="faq-item"><a href="#faq-2" class="faq-question" id="faq-2">Do I need a credit card?</a></div>' +
    '</div>';

describe('FaqQuestionRule', () => {
    let page: AnalyticsTestPage;
    let conditionFailed: string[];

    async function open(html = QUESTIONS): Promise<void> {
        captureConsole();
        page = await AnalyticsTestPage.openAfterPageView({
            url: 'https://www.alderway.com/faq.html',
            html,
            globals: { pageName: 'alderway:us:rental:faq' },
            singlePageApp: false,
            watch: opened => (conditionFailed = opened.watchFailedConditions())
        });
    }

    /** The page's accordion: a click toggles the question's `active` class, `after` ms later (a re-render). */
    function accordion(after?: number): void {
        testDom.window.document.addEventListener('click', event => {
            const question = (event.target as Element).closest('.faq-question');
            if (question) {
                event.preventDefault();
                const toggle = () => question.classList.toggle('active');
                if (after === undefined) {
                    toggle();
                } else {
                    setTimeout(toggle, after);
                }
            }
        });
    }

    afterEach(() => page.stop());

    it('sends the opened question as eVar54 with event20, 100 ms after the click', async () => {
        await open();
        accordion();
        await page.click('#faq-1', 99);
        expect(page.sent, 'the rule waits 100 ms').to.deep.equal([]);
        await page.clock.tickAsync(1);
        const beacons = page.decodedBeacons();
        expect(beacons).to.have.length(1);
        // An in-page question: the visitor stays, so a plain image request.
        expect(beacons[0].transport).to.equal('image');
        expect(beacons[0].values).to.include({
            pe: 'lnk_o',
            pev2: 'faq:Can I pick up at the airport?',
            v54: 'Can I pick up at the airport?',
            events: 'event20'
        });
    });

    it('sends nothing when the click closes an open question', async () => {
        await open(QUESTIONS.replace('class="faq-question" id="faq-2"', 'class="faq-question active" id="faq-2"'));
        accordion();
        await page.click('#faq-2', 200);
        expect(page.sent).to.deep.equal([]);
        expect(conditionFailed).to.include('faq-question');
    });

    it('sends nothing when the page does not open the clicked question', async () => {
        await open();
        await page.click('#faq-1', 200);
        expect(page.sent).to.deep.equal([]);
        expect(conditionFailed).to.include('faq-question');
    });

    it('looks only at the clicked question: another open question does not count', async () => {
        await open(QUESTIONS.replace('class="faq-question" id="faq-2"', 'class="faq-question active" id="faq-2"'));
        await page.click('#faq-1', 200);
        expect(page.sent).to.deep.equal([]);
    });

    it('counts a question the page opens within the 100 ms, and not one it opens later', async () => {
        await open();
        accordion(60);
        await page.click('#faq-1', 200);
        expect(page.decodedBeacons().map(beacon => beacon.values.v54)).to.deep.equal(['Can I pick up at the airport?']);

        page.stop();
        await open();
        accordion(150);
        await page.click('#faq-1', 300);
        expect(page.sent).to.deep.equal([]);
    });

    it('judges the click at once when the tab closes within the 100 ms, and its beacon leaves with the page', async () => {
        await open();
        accordion();
        await page.click('#faq-1', 10);
        expect(page.sent, "still waiting for the page's handlers").to.deep.equal([]);
        // The tab closes: the 100 ms timer would never run.
        hideTestPage();
        await page.clock.tickAsync(0);
        const beacons = page.decodedBeacons();
        expect(beacons.map(beacon => beacon.values.pev2)).to.deep.equal(['faq:Can I pick up at the airport?']);
        expect(beacons[0].transport, 'the page is leaving').to.equal('sendBeacon');
    });

    it('sends each opening of a question, and none for the closings between them', async () => {
        await open();
        accordion();
        for (const id of ['faq-1', 'faq-1', 'faq-2', 'faq-1']) {
            await page.click(`#${id}`, 150);
        }
        expect(page.decodedBeacons().map(beacon => beacon.values.pev2)).to.deep.equal([
            'faq:Can I pick up at the airport?',
            'faq:Do I need a credit card?',
            'faq:Can I pick up at the airport?'
        ]);
    });

    it('caps the link name at 250 characters', async () => {
        const long = `Why ${'really '.repeat(60)}?`;
        await open(`<div class="faq-item"><a href="#faq-9" class="faq-question" id="faq-9">${long}</a></div>`);
        accordion();
        await page.click('#faq-9', 150);
        const [beacon] = page.decodedBeacons();
        expect(beacon.values.pev2).to.have.length(250);
        expect(beacon.values.pev2).to.equal(`faq:${long}`.slice(0, 250));
    });
});
