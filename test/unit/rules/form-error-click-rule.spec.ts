import { expect } from 'chai';
import { captureConsole } from '../console-capture';
import type { DecodedBeacon } from '../extensions/analytics/analytics-test-page';
import { AnalyticsTestPage } from '../extensions/analytics/analytics-test-page';
import { testDom } from '../setup';

/** The FAQ page's contact form (demo-site rental pages): its submit handler renders error paragraphs. */
const CONTACT_FORM =
    '<form id="contact-form">' +
    '<label>Email <input name="email" type="email"></label>' +
    '<label>Message <textarea name="message"></textarea></label>' +
    '<button id="contact-submit" type="submit">Send</button>' +
    '</form>';

/** Step 1 of the reservation funnel: the Continue link shows errors instead of going on when the location is missing. */
const FUNNEL_START =
    '<section class="funnel"><form id="reservation-start">' +
    '<label>Pick-up location <input id="pick-up"></label></form>' +
    '<a id="continue" class="cta" href="/car-rental/reservation/chooseAddOn.html">Continue</a></section>';

describe('FormErrorClickRule', () => {
    let page: AnalyticsTestPage;
    let conditionFailed: string[];

    async function open(url: string, html: string): Promise<void> {
        captureConsole();
        page = await AnalyticsTestPage.openAfterPageView({
            url,
            html,
            globals: { pageName: 'alderway:us:rental:faq' },
            watch: opened => (conditionFailed = opened.watchFailedConditions())
        });
    }

    /** The page's own handler: renders `errors` as error paragraphs `after` ms after the click (a re-render). */
    function onClickShowErrors(id: string, errors: string[], after = 0): void {
        const element = testDom.window.document.getElementById(id)!;
        element.addEventListener('click', () =>
            setTimeout(() => {
                const form = element.closest('form') ?? element.parentElement!;
                for (const error of errors) {
                    const paragraph = testDom.window.document.createElement('p');
                    paragraph.className = 'error';
                    paragraph.textContent = error;
                    form.appendChild(paragraph);
                }
            }, after)
        );
    }

    function formErrorLinks(): DecodedBeacon[] {
        return page.decodedBeacons().filter(beacon => beacon.values.pev2 === 'form error');
    }

    afterEach(() => page.stop());

    it('sends a form-error link with event30 and the error text when a submit click brings up errors', async () => {
        await open('https://www.alderway.com/faq.html', CONTACT_FORM);
        onClickShowErrors('contact-submit', ['Enter your email address.', 'Tell us how we can help.']);
        await page.click('#contact-submit', 200);
        const links = formErrorLinks();
        expect(links).to.have.length(1);
        // The errors keep the visitor on the page: a plain image request.
        expect(links[0].transport).to.equal('image');
        expect(links[0].values).to.include({ pe: 'lnk_o', events: 'event30', c11: 'Enter your email address.|Tell us how we can help.' });
    });

    it("waits 100 ms for the page's own handlers, so errors rendered a moment after the click count", async () => {
        await open('https://www.alderway.com/faq.html', CONTACT_FORM);
        onClickShowErrors('contact-submit', ['Enter your email address.'], 40);
        await page.click('#contact-submit', 99);
        expect(formErrorLinks(), 'not before the 100 ms are up').to.deep.equal([]);
        await page.clock.tickAsync(50);
        expect(formErrorLinks().map(link => link.values.c11)).to.deep.equal(['Enter your email address.']);
    });

    it('sends nothing when the submit click brings up no errors', async () => {
        await open('https://www.alderway.com/faq.html', CONTACT_FORM);
        conditionFailed.length = 0;
        await page.click('#contact-submit', 200);
        expect(page.sent).to.deep.equal([]);
        expect(conditionFailed).to.deep.equal(['form-error-click']);
    });

    it("reports errors the reservation funnel's Continue link brings up", async () => {
        await open('https://reservations.alderway.com/car-rental/reservation/startReservation.html', FUNNEL_START);
        onClickShowErrors('continue', ['Please enter a pick-up location.', 'Choose your dates before you continue.']);
        await page.click('#continue', 200);
        expect(formErrorLinks().map(link => link.values.c11)).to.deep.equal([
            'Please enter a pick-up location.|Choose your dates before you continue.'
        ]);
    });
});
