import { expect } from 'chai';
import { bench } from '../fixture';
import type { EmulatorAnswer } from './emulator-client';
import { callEmulator, openBarePage, setCookies } from './emulator-client';

const ORG = '1FD6776A524453CC0A490D44%40AdobeOrg';
const DEMDEX_ID = `https://dpm.demdex.net/id?d_visid_ver=5.4.0&d_fieldgroup=MC&d_rtbd=json&d_ver=2&d_verify=1&d_orgid=${ORG}&d_nsid=0`;
const MID = /^\d{38}$/;
const PARTNER_PIXEL = /^\/\/cm\.sync-partner\.example\/sync\/\d+\?d_uuid=\d{38}/;

interface IdAnswer {
    d_mid: string;
    id_sync_ttl: number;
    d_blob: string;
    dcs_region: number;
    subdomain: string;
    ibs: Array<{ id: string; tag: string; url: string[]; ttl: number; fireURLSync: number; syncOnPage: number }>;
    d_ottl: number;
    tid: string;
    d_optout?: string[];
}

function body<T>(answer: EmulatorAnswer): T {
    expect(answer.status).to.equal(200);
    expect(answer.headers['content-type']).to.match(/^application\/json/);
    return JSON.parse(answer.body) as T;
}

describe('Emulator: visitor-ID /id on the audience-manager host', () => {
    afterEach(() => {
        bench().server.settings.delete('visitorOptOut');
    });

    it('answers the MID, region, blob, id syncs and opt-out lifetime', async () => {
        const answer = await callEmulator(`${DEMDEX_ID}&ts=1700000000000`, { headers: { Origin: 'https://www.alderway.com' } });
        const id = body<IdAnswer>(answer);
        expect(Object.keys(id).sort()).to.deep.equal(['d_blob', 'd_mid', 'd_ottl', 'dcs_region', 'ibs', 'id_sync_ttl', 'subdomain', 'tid']);
        expect(id.d_mid).to.match(MID);
        expect(id).to.include({ id_sync_ttl: 604800, dcs_region: 9, subdomain: 'mmg', d_ottl: 7200 });
        expect(id.d_blob).to.match(/^[A-Za-z0-9+/=]{40,}$/);
        expect(id.tid).to.match(/^[A-Za-z0-9+/=]{8,}$/);
        expect(id.ibs).to.have.length.within(2, 3);
        for (const sync of id.ibs) {
            expect(Object.keys(sync).sort()).to.deep.equal(['fireURLSync', 'id', 'syncOnPage', 'tag', 'ttl', 'url']);
            expect(sync.tag).to.equal('img');
            expect(sync.ttl).to.be.a('number').above(0);
            sync.url.forEach(url => expect(url).to.match(PARTNER_PIXEL).and.contain(id.d_mid));
        }
        expect(id.ibs.filter(sync => sync.syncOnPage === 1)).to.have.length(1);
        expect(answer.headers['access-control-allow-origin']).to.equal('https://www.alderway.com');
        expect(answer.headers['access-control-allow-credentials']).to.equal('true');
    });

    it('sets the third-party demdex cookie and keeps the MID of a browser that has it', async () => {
        const first = await callEmulator(DEMDEX_ID);
        const mid = body<IdAnswer>(first).d_mid;
        expect(setCookies(first)).to.deep.equal([`demdex=${mid}; Domain=.demdex.net; Path=/; Max-Age=15552000; Secure; SameSite=None`]);
        const second = body<IdAnswer>(await callEmulator(DEMDEX_ID, { headers: { Cookie: `demdex=${mid}` } }));
        expect(second.d_mid).to.equal(mid);
        const stranger = body<IdAnswer>(await callEmulator(DEMDEX_ID));
        expect(stranger.d_mid).to.match(MID).and.not.equal(mid);
    });

    it('keeps the MID the caller sends, with the other query parameters the container adds', async () => {
        const mid = '16908443662402872073525706953453086963';
        const url =
            `https://dpm.demdex.net/id?d_visid_ver=5.4.0&d_fieldgroup=AAM&gdpr=1&gdpr_consent=CPzHq4APzHq4AAfB&d_rtbd=json&d_ver=2` +
            `&d_orgid=${ORG}&d_nsid=0&d_mid=${mid}&d_blob=RKhpRz8krg2tLO6p&d_cid_ic=AVID%01ABC123&d_cid_ic=userid%01673123%011&ts=1700000000000`;
        expect(body<IdAnswer>(await callEmulator(url)).d_mid).to.equal(mid);
        const [captured] = bench().requests({ kind: 'visitor-id' });
        expect(captured.query.d_cid_ic).to.deep.equal(['AVID\u0001ABC123', 'userid\u0001673123\u00011']);
        expect(captured.query).to.include({ d_fieldgroup: 'AAM', gdpr: '1', gdpr_consent: 'CPzHq4APzHq4AAfB' });
    });

    it('answers on any demdex.net host', async () => {
        const id = body<IdAnswer>(await callEmulator(DEMDEX_ID.replace('dpm.demdex.net', 'alderway.demdex.net')));
        expect(id.d_mid).to.match(MID);
        expect(bench().requests({ kind: 'visitor-id' })[0].host).to.equal('alderway.demdex.net');
    });

    it('reports a global opt-out, with no id syncs, when the QA user opts the visitor out', async () => {
        bench().server.settings.set('visitorOptOut', 'global');
        const id = body<IdAnswer>(await callEmulator(DEMDEX_ID));
        expect(id.d_optout).to.deep.equal(['global']);
        expect(id.d_ottl).to.equal(7200);
        expect(id.ibs).to.deep.equal([]);
    });

    it("answers the container's credentialed XHR from a page in Chromium", async () => {
        const page = await openBarePage('https://www.alderway.com/');
        const answer = await page.page.evaluate(
            (url: string) =>
                new Promise<string>(resolve => {
                    const request = new XMLHttpRequest();
                    request.open('GET', `${url}&ts=${Date.now()}`);
                    request.withCredentials = true;
                    request.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
                    request.onload = () => resolve(`${request.status} ${request.responseText}`);
                    request.onerror = () => resolve('failed');
                    request.send();
                }),
            DEMDEX_ID
        );
        expect(answer).to.match(/^200 \{"d_mid":"\d{38}"/);
        expect(bench().requests({ kind: 'visitor-id' })[0].host).to.equal('dpm.demdex.net');
    });

    it('sets a demdex cookie that Chromium keeps and sends back', async () => {
        // A top-level visit: the bench's browser contexts block third-party cookies in pages' calls.
        const page = await bench().newPage();
        await page.visit(DEMDEX_ID);
        const first = JSON.parse(await page.page.innerText('body')) as IdAnswer;
        await page.visit(DEMDEX_ID);
        const second = JSON.parse(await page.page.innerText('body')) as IdAnswer;
        expect(second.d_mid).to.equal(first.d_mid);
        expect(bench().requests({ kind: 'visitor-id' })[1].cookies).to.deep.equal({ demdex: first.d_mid });
        const cookies = await page.context.cookies('https://dpm.demdex.net/');
        expect(cookies.find(cookie => cookie.name === 'demdex')).to.include({
            domain: '.demdex.net',
            secure: true,
            sameSite: 'None',
            value: first.d_mid
        });
    });
});

describe('Emulator: /optOutStatus', () => {
    const STATUS = `https://dpm.demdex.net/optOutStatus?d_visid_ver=5.4.0&d_rtbd=json&d_ver=2&d_orgid=${ORG}&d_nsid=0&ts=1700000000000`;

    afterEach(() => {
        bench().server.settings.delete('visitorOptOut');
    });

    it('answers no opt-out, without a cookie', async () => {
        const answer = await callEmulator(STATUS, { headers: { Origin: 'https://www.rovanta.com' } });
        expect(body<object>(answer)).to.deep.equal({ d_optout: [], d_ottl: 7200 });
        expect(setCookies(answer)).to.deep.equal([]);
        expect(answer.headers['access-control-allow-origin']).to.equal('https://www.rovanta.com');
        expect(answer.headers['access-control-allow-credentials']).to.equal('true');
        expect(bench().requests({ kind: 'opt-out-status' })).to.have.length(1);
    });

    it('answers the global opt-out the QA user switched on', async () => {
        bench().server.settings.set('visitorOptOut', 'global');
        expect(body<object>(await callEmulator(STATUS))).to.deep.equal({ d_optout: ['global'], d_ottl: 7200 });
    });
});

describe('Emulator: visitor-ID /id on the first-party tracking server', () => {
    const MID_VALUE = '16908443662402872073525706953453086963';
    const A_CALL = `https://smetrics.alderway.co.uk/id?d_visid_ver=5.4.0&d_fieldgroup=A&mcorgid=${ORG}&mid=${MID_VALUE}`;

    it('answers nothing for a visitor without the legacy cookie, and sets s_ecid on the registrable domain', async () => {
        const answer = await callEmulator(`${A_CALL}&ts=1700000000000`, { headers: { Origin: 'https://www.alderway.co.uk' } });
        expect(body<object>(answer)).to.deep.equal({});
        expect(setCookies(answer)).to.deep.equal([
            `s_ecid=MCMID%7C${MID_VALUE}; Domain=alderway.co.uk; Path=/; Max-Age=63072000; SameSite=Lax`
        ]);
        expect(answer.headers['access-control-allow-credentials']).to.equal('true');
    });

    it('answers the analytics id of the legacy s_vi cookie', async () => {
        const answer = await callEmulator(A_CALL, { headers: { Cookie: 's_vi=[CS]v1|2F3D8A7B05012A3A-4000010CC00099D7[CE]' } });
        expect(body<object>(answer)).to.deep.equal({ id: '2F3D8A7B05012A3A-4000010CC00099D7' });
        const encoded = await callEmulator(A_CALL, { headers: { Cookie: 's_vi=%5BCS%5Dv1%7C2F3D8A7B05012A3A-4000010CC00099D7%5BCE%5D' } });
        expect(body<object>(encoded)).to.deep.equal({ id: '2F3D8A7B05012A3A-4000010CC00099D7' });
    });

    it('takes the cookie lifetime from cl when it is a number', async () => {
        const seconds = await callEmulator(`${A_CALL}&cl=604800`);
        expect(setCookies(seconds)[0]).to.contain('; Max-Age=604800;');
        const session = await callEmulator(`${A_CALL}&cl=SESSION`);
        expect(setCookies(session)[0]).to.contain('; Max-Age=63072000;');
        const dotCom = await callEmulator(A_CALL.replace('smetrics.alderway.co.uk', 'metrics.rovanta.com'));
        expect(setCookies(dotCom)[0]).to.contain('; Domain=rovanta.com;');
    });

    it('answers a first-party MID to the MC fallback call, stable through s_ecid', async () => {
        const fallback = `https://smetrics.alderway.com/id?d_visid_ver=5.4.0&d_fieldgroup=MC&mcorgid=${ORG}`;
        const first = await callEmulator(fallback, { headers: { Cookie: 's_vi=[CS]v1|0A1B2C3D[CE]' } });
        const answer = body<{ mid: string; id: string }>(first);
        expect(answer.mid).to.match(MID);
        expect(answer.id).to.equal('0A1B2C3D');
        expect(setCookies(first)[0]).to.match(new RegExp(`^s_ecid=MCMID%7C${answer.mid}; Domain=alderway\\.com;`));
        const again = body<{ mid: string; id?: string }>(
            await callEmulator(fallback, { headers: { Cookie: `s_ecid=MCMID%7C${answer.mid}` } })
        );
        expect(again).to.deep.equal({ mid: answer.mid });
    });

    it('leaves other /id paths of a site to the pages', async () => {
        const answer = await callEmulator('https://www.alderway.com/id?d_fieldgroup=AAM');
        expect(answer.headers['content-type']).to.match(/^text\/html/);
        expect(bench().requests({ kind: 'visitor-id' })).to.deep.equal([]);
    });
});
