import { expect } from 'chai';
import type { CapturedRequest } from '../../../demo-site/server/captured-request';
import { bench } from '../fixture';
import { callEmulator } from './emulator-client';

const BEACON = '/b/ss/alderwayglobal/1/JS-2.27.0/s12345';

async function qaRequests(query: string): Promise<CapturedRequest[]> {
    const answer = await callEmulator(`http://www.alderway.com/__qa/requests?${query}`);
    expect(answer.status).to.equal(200);
    return JSON.parse(answer.body) as CapturedRequest[];
}

describe('Emulator: request capture', () => {
    it('keeps time, host, path and the decoded query of every call to an emulated service', async () => {
        const before = new Date().toISOString();
        await callEmulator(
            'https://dpm.demdex.net/id?d_visid_ver=5.4.0&d_fieldgroup=MC&d_orgid=1FD6776A524453CC0A490D44%40AdobeOrg' +
                '&d_cid_ic=AVID%01ABC&d_cid_ic=crm%01u%2042%011&ts=1700000000000',
            { headers: { Referer: 'https://careers.alderway.ca/jobs' } }
        );
        const after = new Date().toISOString();
        const [captured] = bench().requests();
        expect(captured.time >= before && captured.time <= after, `${before} <= ${captured.time} <= ${after}`).to.equal(true);
        expect(captured).to.include({
            kind: 'visitor-id',
            method: 'GET',
            protocol: 'https',
            host: 'dpm.demdex.net',
            path: '/id',
            page: 'https://careers.alderway.ca/jobs'
        });
        expect(captured.query).to.deep.equal({
            d_visid_ver: '5.4.0',
            d_fieldgroup: 'MC',
            d_orgid: '1FD6776A524453CC0A490D44@AdobeOrg',
            d_cid_ic: ['AVID\u0001ABC', 'crm\u0001u 42\u00011'],
            ts: '1700000000000'
        });
    });

    it('keeps the raw body and the decoded form of a POST beacon', async () => {
        const body = 'AQB=1&ndh=1&c.&a.&b=1&.a&.c&pageName=Reservation%3A%20Step%202&products=%3BSUV%3B1%3B89.00&AQE=1';
        await callEmulator(`https://smetrics.alderway.com${BEACON}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body
        });
        const [captured] = bench().requests({ kind: 'analytics' });
        expect(captured.body).to.equal(body);
        expect(captured.contentType).to.equal('application/x-www-form-urlencoded');
        expect(captured.form).to.include({ AQB: '1', pageName: 'Reservation: Step 2', products: ';SUV;1;89.00', AQE: '1' });
    });

    it('logs the real host of a QA .localhost alias', async () => {
        await callEmulator(`http://smetrics.alderway.com.localhost${BEACON}?AQB=1&AQE=1`);
        expect(bench().requests({ kind: 'analytics' })[0]).to.include({ host: 'smetrics.alderway.com', protocol: 'http' });
    });

    it('filters GET /__qa/requests by kind and by page', async () => {
        const reservations = { Referer: 'https://www.alderway.com/car-rental/reservation/step1.html' };
        const german = { Referer: 'https://www.rovanta.de/' };
        await callEmulator(`https://smetrics.alderway.com${BEACON}1?AQB=1&AQE=1`, { headers: reservations });
        await callEmulator(`https://metrics.rovanta.de${BEACON}2?AQB=1&AQE=1`, { headers: german });
        await callEmulator('https://dpm.demdex.net/id?d_fieldgroup=MC', { headers: reservations });
        await callEmulator('https://cdn.alderway.com/schemas/ORG/PR1/BL1/link-click.json', { headers: german });

        const analytics = await qaRequests('kind=analytics');
        expect(analytics.map(request => request.path)).to.deep.equal([`${BEACON}1`, `${BEACON}2`]);
        const onReservations = await qaRequests('kind=analytics&page=%2Fcar-rental%2Freservation%2F');
        expect(onReservations.map(request => request.host)).to.deep.equal(['smetrics.alderway.com']);
        const identityAndSchemas = await qaRequests('kind=visitor-id,schema');
        expect(identityAndSchemas.map(request => request.kind)).to.deep.equal(['visitor-id', 'schema']);
        const fromGermanSite = await qaRequests('page=www.rovanta.de');
        expect(fromGermanSite.map(request => request.kind)).to.deep.equal(['analytics', 'schema']);
        expect(await qaRequests('kind=personalization')).to.deep.equal([]);
    });
});
