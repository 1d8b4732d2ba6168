import { expect } from 'chai';
import * as sinon from 'sinon';
import { ContainerRuntime } from '../../../../src/runtime/container-runtime';
import { DataElementRegistry } from '../../../../src/runtime/data-element-registry';
import { RuleEngine } from '../../../../src/runtime/rule-engine';
import { Sha256 } from '../../../../src/services/sha256';
import { testDom } from '../../setup';
import { createTestContainer, resetTestPage } from '../../test-container';

describe('PageDataElements', () => {
    let elements: DataElementRegistry;

    /** The current test page's window, with the globals pages set. */
    const window = () => testDom.window as unknown as Window & Record<string, unknown>;

    function onPage(url: string, setUp: () => void = () => undefined): void {
        resetTestPage(url);
        setUp();
        const container = createTestContainer();
        container.get<ContainerRuntime>(ContainerRuntime).start();
        container.get<RuleEngine>(RuleEngine).stop();
        elements = container.get<DataElementRegistry>(DataElementRegistry);
    }

    afterEach(() => {
        sinon.restore();
        resetTestPage();
    });

    it('reads the page globals', () => {
        onPage('https://loyalty.alderway.com/dashboard', () =>
            Object.assign(window(), {
                pageName: 'loyalty:dashboard',
                loyaltyId: 'L-1001',
                loyaltyNumber: 55501,
                loyaltyCity: 'Dayton',
                loyaltyPostalCode: '45402',
                loyaltyStateProvince: 'OH',
                loyaltyCountry: 'US',
                couponCode: 'SPRING25',
                newRegistrant: 'Y',
                funnelStart: 'true'
            })
        );
        expect(
            [
                'page name',
                'loyalty id',
                'loyalty number',
                'loyalty city',
                'loyalty postal code',
                'loyalty state province',
                'loyalty country',
                'coupon code',
                'new registrant',
                'funnel start'
            ].map(name => elements.getValue(name))
        ).to.deep.equal(['loyalty:dashboard', 'L-1001', '55501', 'Dayton', '45402', 'OH', 'US', 'SPRING25', 'Y', 'true']);
    });

    it('leaves missing globals undefined', () => {
        onPage('https://www.alderway.com/');
        expect(elements.getValue('page name')).to.equal(undefined);
        expect(elements.getValue('coupon code')).to.equal(undefined);
    });

    it('sends the loyalty email only as the SHA-256 of the trimmed, lower-cased address', () => {
        onPage('https://loyalty.alderway.com/dashboard', () => {
            window().loyaltyEmail = '  Pat.Renter@Example.COM ';
        });
        expect(elements.getValue('loyalty email hash')).to.equal(Sha256.hex('pat.renter@example.com'));
        expect(elements.getValue('loyalty email hash')).not.to.contain('@');
    });

    it('gives the first data-layer item as lower-cased JSON text (the job description)', () => {
        onPage('https://careers.alderway.com/jobs/1234', () => {
            window().adobeDataLayer = [{ job: { title: 'Rental Sales Agent', location: 'Denver, CO' } }, { event: 'job-view' }];
        });
        expect(elements.getValue('job description')).to.equal('{"job":{"title":"rental sales agent","location":"denver, co"}}');
    });

    it('leaves the job description empty for a first data-layer item that refers to itself, without an error', () => {
        const job: Record<string, unknown> = { title: 'Clerk' };
        job.self = job;
        onPage('https://careers.alderway.com/jobs/1234', () => {
            window().adobeDataLayer = [{ job }];
        });
        expect(elements.getValue('job description')).to.equal(undefined);
    });

    it('leaves the job description empty off careers sites, where the first data-layer item means something else', () => {
        onPage('https://reservations.alderway.com/car-rental/reservation/selectCar.html', () => {
            window().adobeDataLayer = [{ event: 'reservation-step', reservation: { step: 2 } }];
        });
        expect(elements.getValue('job description')).to.equal(undefined);
    });

    it('reads campaign codes and click ids case-insensitively from the query', () => {
        onPage('https://www.alderway.com/?CID=email-spring&GCLID=Cj0KCQ&Et_Rid=8841&et_CID=77&lang=FR_CA');
        expect(elements.getValue('campaign code')).to.equal('email-spring');
        expect(elements.getValue('gclid')).to.equal('Cj0KCQ');
        expect(elements.getValue('et_rid')).to.equal('8841');
        expect(elements.getValue('et_cid')).to.equal('77');
        expect(elements.getValue('promotion language')).to.equal('fr_ca');
    });

    it('gives the URL hash without its query part', () => {
        onPage('https://www.alderway.com/faq.html#insurance?tab=2');
        expect(elements.getValue('url hash')).to.equal('insurance');
    });

    it('reads cookies: internal campaign id, and the assistant status with its default N', async () => {
        onPage('https://www.alderway.com/');
        expect(elements.getValue('assistant status')).to.equal('N');
        // The page's own script sets them, in a task of its own.
        await Promise.resolve();
        testDom.window.document.cookie = 'assistant_status=Y; path=/';
        testDom.window.document.cookie = 'mmg_icid=hp-hero-spring; path=/';
        expect(elements.getValue('assistant status')).to.equal('Y');
        expect(elements.getValue('internal campaign id')).to.equal('hp-hero-spring');
    });

    it('joins the text of every error paragraph with a pipe', () => {
        onPage('https://reservations.alderway.com/car-rental/reservation/startReservation.html', () => {
            testDom.window.document.body.innerHTML = `<form>
              <p class="error">  Please enter a pick-up
                 location. </p><p class="hint">Not an error</p>
              <p class="error">Return date is before pick-up date.</p><p role="alert"></p></form>`;
        });
        expect(elements.getValue('error text')).to.equal('Please enter a pick-up location.|Return date is before pick-up date.');
    });

    it('sets the checkout funnel step from the funnel path, and nothing elsewhere', () => {
        onPage('https://reservations.alderway.com/car-rental/reservation/chooseAddOn.html');
        expect(elements.getValue('checkout funnel step')).to.equal('reservation:3 choose add-on');
        onPage('https://legacy.alderway.com/car-rental/vehicleOptionsSelection.html');
        expect(elements.getValue('checkout funnel step')).to.equal('legacy:3 vehicle options');
        onPage('https://www.alderway.com/about.html');
        expect(elements.getValue('checkout funnel step')).to.equal(undefined);
    });

    it('reads vehicle details from the onramp page', () => {
        onPage('https://onramp.alderway.com/Welcome/Car/', () => {
            testDom.window.document.body.innerHTML =
                '<dl><dd data-vehicle="make">Volvo</dd><dd data-vehicle="model"> XC40 </dd><dd data-vehicle="series">Recharge</dd><dd data-vehicle="vin">YV1XZ</dd></dl>';
        });
        expect(['vehicle make', 'vehicle model', 'vehicle series', 'vehicle vin'].map(name => elements.getValue(name))).to.deep.equal([
            'Volvo',
            'XC40',
            'Recharge',
            'YV1XZ'
        ]);
    });

    it('lower-cases the referrer', () => {
        onPage('https://www.alderway.com/');
        sinon.stub(testDom.window.document, 'referrer').get(() => 'https://www.Google.com/Search?Q=Car+Rental');
        expect(elements.getValue('referrer')).to.equal('https://www.google.com/search?q=car+rental');
    });
});
