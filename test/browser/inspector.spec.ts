import { expect } from 'chai';
import { mkdirSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { bench } from './fixture';

const RESULTS = path.resolve(__dirname, '../../test-results');

describe('The QA inspector', () => {
    it('is off on production pages until QA turns it on, and stays on for the visit', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/');
        expect(await page.page.locator('#qa-inspector').count()).to.equal(0);
        await page.visit('https://www.alderway.com/?qa=1');
        expect(await page.page.locator('#qa-inspector').count()).to.equal(1);
        await page.visit('https://www.alderway.com/faq.html');
        expect(await page.page.locator('#qa-inspector').count()).to.equal(1);
    });

    for (const host of ['reservations.alderway.com', 'reservations.alderway.co.uk']) {
        it(`shows the rules that fired on every step of the reservation funnel on ${host}`, async () => {
            const page = await bench().newPage();
            await page.visit(`https://${host}/car-rental/reservation/startReservation.html?qa=1`);
            await page.page.fill('#pick-up', 'Denver International Airport');
            for (let step = 1; step <= 5; step++) {
                const rules = await page.inspectorTab('rules');
                expect(rules, `step ${step}`).to.match(/Rules fired: .*consent-banner/);
                expect(rules).to.match(/library-loaded → [^\n]*consent-banner/);
                expect(rules).to.match(/page-bottom[\s\S]*dom-ready[\s\S]*window-loaded/);
                const url = page.page.url();
                expect(url).to.contain(`https://${host}/car-rental/reservation/`);
                if (step < 5) {
                    await Promise.all([page.page.waitForURL(/\.html/), page.page.click('#continue')]);
                    await page.page.waitForFunction(previous => window.location.href !== previous, url);
                }
            }
            expect(page.page.url()).to.equal(`https://${host}/car-rental/reservation/reservationConfirmation.html`);
        });
    }

    it('stops at the first funnel step with error paragraphs when the form is incomplete', async () => {
        const page = await bench().newPage();
        await page.visit('https://reservations.alderway.com/car-rental/reservation/startReservation.html');
        await page.page.click('#continue');
        const errors = await page.page.locator('p.error').allInnerTexts();
        expect(errors).to.deep.equal(['Please enter a pick-up location.', 'Choose your dates before you continue.']);
        expect(await page.page.evaluate(() => (window as unknown as { _satellite: { getVar(name: string): unknown } })._satellite.getVar('error text')))
            .to.equal('Please enter a pick-up location.|Choose your dates before you continue.');
    });

    it('decodes a beacon the emulator received into the variable map\'s names', async () => {
        const page = await bench().newPage();
        await page.visit('https://www.alderway.com/specials.html?qa=1');
        const beacon = 'https://smetrics.alderway.com/b/ss/mmgglobalprod,mmgalderwayusrental/1/JS-2.27.0/s21234567890123'
            + '?AQB=1&ndh=1&pf=1&t=22%2F10%2F2026%2010%3A4%3A21%200%20360'
            + `&pageName=alderway%3Aus%3Arental%3Aspecials&g=${encodeURIComponent('https://www.alderway.com/specials.html?qa=1')}`
            + '&c.&link.&text=Redeem&region=hero&.link&.c&server=www.alderway.com&events=event297%2Cevent10&v20=AC-778120&v27=SPRING25&c3=85&AQE=1';
        await page.page.evaluate(url => { new Image().src = url; }, beacon);
        // The container's own page view arrives too; this test follows the hand-made one.
        const received = await bench().waitForRequest({ kind: 'analytics' }, request => request.path.endsWith('/s21234567890123'));
        expect(received.host).to.equal('smetrics.alderway.com');
        expect(received.path).to.equal('/b/ss/mmgglobalprod,mmgalderwayusrental/1/JS-2.27.0/s21234567890123');
        expect(received.query).to.include({ pageName: 'alderway:us:rental:specials', v20: 'AC-778120', events: 'event297,event10' });
        expect(received.page).to.equal('https://www.alderway.com/specials.html');

        const text = await page.inspectorTab('beacons');
        expect(text).to.contain('page view → mmgglobalprod, mmgalderwayusrental');
        expect(text).to.match(/eVar20\s+Loyalty id\s+AC-778120/);
        expect(text).to.match(/eVar27\s+Coupon code\s+SPRING25/);
        expect(text).to.match(/prop3\s+Percent of previous page viewed\s+85/);
        expect(text).to.match(/contextData\.link\.text\s+Link text\s+Redeem/);
        expect(text).to.contain('Consent accept / allow all / save settings');
        expect(text).to.contain('Reservation funnel start');

        mkdirSync(RESULTS, { recursive: true });
        const file = path.join(RESULTS, 'inspector-decoded-beacon.png');
        const inspector = page.page.locator('#qa-inspector');
        const box = await inspector.boundingBox();
        expect(box && box.width > 300 && box.height > 100, 'the inspector is on screen').to.equal(true);
        await inspector.screenshot({ path: file });
        expect(statSync(file).size).to.be.greaterThan(5000);
        const shown = await page.page.locator('#qa-inspector tr[data-variable="eVar20"]').isVisible();
        expect(shown, 'the decoded eVar20 row is visible in the screenshot area').to.equal(true);
    });
});
