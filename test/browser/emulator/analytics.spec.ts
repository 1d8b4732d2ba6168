import { expect } from 'chai';
import { TRANSPARENT_GIF } from '../../../demo-site/server/reply';
import { bench } from '../fixture';
import { callEmulator, openBarePage } from './emulator-client';

const BEACON = 'https://smetrics.alderway.co.uk/b/ss/alderwayglobal,alderwayuk/1/JS-2.27.0-LEWM/s56520063118982';

describe('Emulator: analytics beacons', () => {
    it('answers an image GET with the transparent GIF and credentialed CORS', async () => {
        const answer = await callEmulator(`${BEACON}?AQB=1&ndh=1&pf=1&pageName=Home&events=event1%2Cevent2&AQE=1`, {
            headers: { Origin: 'https://www.alderway.co.uk' }
        });
        expect(answer.status).to.equal(200);
        expect(answer.headers['content-type']).to.equal('image/gif');
        expect(answer.bytes.equals(TRANSPARENT_GIF)).to.equal(true);
        expect(answer.bytes.subarray(0, 6).toString('latin1')).to.equal('GIF89a');
        expect(answer.headers['access-control-allow-origin']).to.equal('https://www.alderway.co.uk');
        expect(answer.headers['access-control-allow-credentials']).to.equal('true');
        const [captured] = bench().requests({ kind: 'analytics' });
        expect(captured.query).to.include({ pageName: 'Home', events: 'event1,event2', AQE: '1' });
    });

    it('answers a url-encoded POST (a long beacon) and keeps its decoded form', async () => {
        const answer = await callEmulator(BEACON, {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://www.alderway.co.uk' },
            body: 'AQB=1&ndh=1&pf=1&mid=16908443662402872073525706953453086963&pageName=Reservation%3A%20Step%201&AQE=1'
        });
        expect(answer.status).to.equal(200);
        expect(answer.bytes.equals(TRANSPARENT_GIF)).to.equal(true);
        const [captured] = bench().requests({ kind: 'analytics' });
        expect(captured.method).to.equal('POST');
        expect(captured.form).to.include({ pageName: 'Reservation: Step 1', mid: '16908443662402872073525706953453086963' });
    });

    it('answers a sendBeacon-style POST with the data in the URL and no body', async () => {
        const answer = await callEmulator(`${BEACON}?AQB=1&pe=lnk_e&pev1=https%3A%2F%2Fpartner.example%2F&AQE=1`, {
            method: 'POST',
            headers: { 'Content-Type': 'text/plain;charset=UTF-8' }
        });
        expect(answer.status).to.equal(200);
        expect(answer.bytes.equals(TRANSPARENT_GIF)).to.equal(true);
        expect(bench().requests({ kind: 'analytics' })[0].query).to.include({ pe: 'lnk_e', pev1: 'https://partner.example/' });
    });

    it('takes any tracking host, hit source and version segment', async () => {
        for (const url of [
            'http://metrics.rovanta.de/b/ss/rovantade/1/JS-2.27.0/s1234',
            'https://alderwayglobal.112.2o7.net/b/ss/alderwayglobal/5.10/JS-2.27.0-D7QN/s78921068678131'
        ]) {
            expect((await callEmulator(url)).headers['content-type'], url).to.equal('image/gif');
        }
        expect(
            bench()
                .requests({ kind: 'analytics' })
                .map(request => request.host)
        ).to.deep.equal(['metrics.rovanta.de', 'alderwayglobal.112.2o7.net']);
    });

    it('leaves paths that are not beacons to the pages', async () => {
        for (const path of ['/b/ss/alderwayglobal/1/JS-2.27.0', '/b/ss/alderwayglobal/1/JS-2.27.0/x123', '/b/ss/a/b/c/d/s1']) {
            const answer = await callEmulator(`https://smetrics.alderway.com${path}`);
            expect(answer.headers['content-type'], path).to.match(/^text\/html/);
        }
        expect(bench().requests({ kind: 'analytics' })).to.deep.equal([]);
    });

    it('receives the three transports from Chromium: image, credentialed XHR POST and sendBeacon', async () => {
        const page = await openBarePage('https://www.alderway.com/');
        const results = await page.page.evaluate(async (beacon: string) => {
            const image = await new Promise<string>(resolve => {
                const pixel = new Image();
                pixel.onload = () => resolve(`loaded ${pixel.naturalWidth}x${pixel.naturalHeight}`);
                pixel.onerror = () => resolve('failed');
                pixel.src = `${beacon}1?AQB=1&pageName=Home&AQE=1`;
            });
            const xhr = await new Promise<string>(resolve => {
                const request = new XMLHttpRequest();
                request.open('POST', `${beacon}2`);
                request.withCredentials = true;
                request.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
                request.onload = () => resolve(`${request.status} ${request.getResponseHeader('Content-Type')}`);
                request.onerror = () => resolve('failed');
                request.send('AQB=1&pageName=Long%20page&v1=blue&AQE=1');
            });
            const queued = navigator.sendBeacon(`${beacon}3?AQB=1&pe=lnk_e&AQE=1`);
            return { image, xhr, queued };
        }, 'https://smetrics.alderway.com/b/ss/alderwayglobal/1/JS-2.27.0/s4242');
        expect(results).to.deep.equal({ image: 'loaded 1x1', xhr: '200 image/gif', queued: true });
        const beacon = await bench().waitForRequest({ kind: 'analytics' }, request => request.path.endsWith('s42423'));
        expect(beacon).to.include({ method: 'POST', host: 'smetrics.alderway.com' });
        expect(beacon.query).to.include({ pe: 'lnk_e' });
        const [image, post] = bench().requests({ kind: 'analytics' });
        expect(image).to.include({ method: 'GET', transport: 'image', path: '/b/ss/alderwayglobal/1/JS-2.27.0/s42421' });
        expect(post).to.include({ method: 'POST', path: '/b/ss/alderwayglobal/1/JS-2.27.0/s42422' });
        expect(post.form).to.deep.equal({ AQB: '1', pageName: 'Long page', v1: 'blue', AQE: '1' });
    });
});
