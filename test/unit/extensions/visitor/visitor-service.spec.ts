import { expect } from 'chai';
import { createHash } from 'node:crypto';
import * as sinon from 'sinon';
import type { VisitorInstance } from '../../../../src/extensions/visitor/visitor-instance';
import { ContainerRuntime } from '../../../../src/runtime/container-runtime';
import type { LazyFile } from '../../../../src/services/lazy-features';
import { LazyFeatures } from '../../../../src/services/lazy-features';
import { captureConsole } from '../../console-capture';
import { testDom } from '../../setup';
import { createBundleContainer } from '../../test-container';
import { MID, NOW, NOW_S, ORG, ORG_PARAM, TODAY, VisitorTestPage } from './visitor-test-page';

const AAM_ANSWER = {
    d_mid: MID,
    id_sync_ttl: 604800,
    d_blob: 'RKhpRz8krg2tLO6pguXWp5olkAcUniQYPHaMWWgd',
    dcs_region: 9,
    subdomain: 'mmg',
    ibs: [],
    d_ottl: 7200,
    tid: 'c8VdE0tuQkg='
};
const FIRST_CALL = `https://dpm.demdex.net/id?d_visid_ver=5.4.0&d_fieldgroup=MC&d_rtbd=json&d_ver=2&d_verify=1&d_orgid=${ORG_PARAM}&d_nsid=0&ts=${NOW}`;
const TRACKING_CALL = `https://smetrics.alderway.com/id?d_visid_ver=5.4.0&d_fieldgroup=A&mcorgid=${ORG_PARAM}&mid=${MID}&cl=604800&ts=${NOW}`;
/** The cookie a first visit leaves, in the field order of real 5.4.0 captures. */
const FIRST_VISIT_AMCV = `1176715910|MCIDTS|${TODAY}|MCMID|${MID}|MCAAMLH-${NOW_S + 604800}|9|MCAAMB-${NOW_S + 604800}|RKhpRz8krg2tLO6pguXWp5olkAcUniQYPHaMWWgd|MCOPTOUT-${NOW_S + 7200}s|NONE|MCAID|NONE|vVersion|5.4.0`;

describe('VisitorService (VisitorAPI 5.4.0 on the wire)', () => {
    let page: VisitorTestPage;

    afterEach(() => page.stop());

    async function firstVisit(): Promise<VisitorInstance> {
        page = new VisitorTestPage().start();
        await page.settle();
        page.answer(0, AAM_ANSWER);
        await page.settle();
        page.answer(1, {});
        await page.settle();
        return page.visitor.instance!;
    }

    describe('a first visit', () => {
        it('asks the audience manager for a MID with d_verify=1, then the tracking server with mid and cl', async () => {
            page = new VisitorTestPage().start();
            await page.settle();
            expect(page.urls()).to.deep.equal([FIRST_CALL]);
            expect(page.requests[0].withCredentials).to.equal(true);
            expect(page.requests[0].requestHeaders['Content-Type']).to.equal('application/x-www-form-urlencoded');
            page.answer(0, AAM_ANSWER);
            await page.settle();
            expect(page.urls()).to.deep.equal([FIRST_CALL, TRACKING_CALL]);
            page.answer(1, {});
            await page.settle();
            expect(page.urls(), 'the answer carried region, blob and opt-out: no third call').to.have.length(2);
        });

        it('writes AMCV in the 5.4.0 format, | encoded as %7C, for 604800 s, Secure on https, and the AMCVS session marker', async () => {
            await firstVisit();
            expect(page.amcv().decoded).to.equal(FIRST_VISIT_AMCV);
            expect(page.amcv().raw).to.equal(encodeURIComponent(FIRST_VISIT_AMCV));
            const write = page.cookieWrites
                .filter(cookie => cookie.startsWith('AMCV_9E1005A551ED61CA0A490D45%40AdobeOrg=1176715910'))
                .pop()!;
            expect(write).to.contain(`expires=${new Date(NOW + 604800000).toUTCString()}`);
            expect(write).to.contain('domain=alderway.com');
            expect(write, 'Secure on an https page, as every cookie of the container').to.match(/; secure(;|$)/i);
            expect(page.cookie(`AMCVS_${ORG}`)).to.equal('1');
            expect(page.cookieWrites.find(cookie => cookie.startsWith('AMCVS_'))).not.to.contain('expires=');
        });

        it('hands the ids to callbacks and to the tracker', async () => {
            page = new VisitorTestPage().start();
            await page.settle();
            const instance = page.visitor.instance!;
            const seen: string[] = [];
            instance.getMarketingCloudVisitorID(id => seen.push(id));
            const values = page.visitor.values(2000);
            page.answer(0, AAM_ANSWER);
            await page.settle();
            page.answer(1, {});
            await page.settle();
            expect(seen).to.deep.equal([MID]);
            expect(await values).to.deep.equal({
                MCMID: MID,
                MCAID: '',
                MCAAMLH: 9,
                MCAAMB: AAM_ANSWER.d_blob,
                MCOPTOUT: false,
                timedOut: false
            });
            expect(instance.getMarketingCloudVisitorID()).to.equal(MID);
            expect(instance.MCIDCallTimedOut()).to.equal(false);
        });
    });

    describe('a later page view', () => {
        it('reuses the stored ids without any call', async () => {
            await firstVisit();
            page.stop();
            page = new VisitorTestPage('https://reservations.alderway.com/car-rental/reservation/selectCar.html', {
                notice_behavior: 'implied,us',
                [`AMCV_${encodeURIComponent(ORG)}`]: encodeURIComponent(FIRST_VISIT_AMCV),
                [`AMCVS_${encodeURIComponent(ORG)}`]: '1'
            }).start();
            await page.settle();
            expect(page.urls()).to.deep.equal([]);
            expect(page.visitor.instance!.getMarketingCloudVisitorID()).to.equal(MID);
            expect(await page.visitor.values(2000)).to.include({ MCMID: MID, MCAAMLH: '9', MCOPTOUT: false, timedOut: false });
        });

        it('reads a cookie the 5.4.0 library wrote (a capture), and refreshes the opt-out of a new session', async () => {
            const capture = `1176715910|MCIDTS|${TODAY}|MCMID|80543567232617658631543210901845530211|MCAAMLH-${NOW_S + 3000}|7|MCAAMB-${NOW_S + 3000}|6G1ynYcLPuiQxYZrsz_pkqfLG9yMXBpb2zX5dvJdYQJzPXImdj0y|MCOPTOUT-${NOW_S + 2000}s|NONE|MCAID|NONE|MCSYNCSOP|411-${TODAY + 1}|vVersion|5.4.0`;
            page = new VisitorTestPage('https://www.alderway.com/', {
                notice_behavior: 'implied,us',
                [`AMCV_${encodeURIComponent(ORG)}`]: encodeURIComponent(capture)
            }).start();
            await page.settle();
            const instance = page.visitor.instance!;
            expect(instance.getMarketingCloudVisitorID()).to.equal('80543567232617658631543210901845530211');
            expect(instance.getAudienceManagerLocationHint()).to.equal('7');
            // No AMCVS: a new browser session, so the session-flagged opt-out is stale; the page view's beacon asks again, once.
            void page.visitor.values(2000);
            expect(page.urls()).to.have.length(1);
            expect(page.urls()[0]).to.match(
                new RegExp(
                    `^https://dpm\\.demdex\\.net/id\\?d_visid_ver=5\\.4\\.0&d_fieldgroup=AAM&d_rtbd=json&d_ver=2&d_orgid=${ORG_PARAM}&d_nsid=0&d_mid=80543567232617658631543210901845530211&d_blob=6G1ynYcLPuiQxYZrsz_pkqfLG9yMXBpb2zX5dvJdYQJzPXImdj0y&ts=${NOW}$`
                )
            );
        });

        it('keeps the MID but refreshes expiring fields when another version wrote the cookie (digest mismatch)', async () => {
            const older = `77933605|MCIDTS|${TODAY}|MCMID|16908443662402872073525706953453086963|MCAAMLH-${NOW_S + 9000}|9|MCAAMB-${NOW_S + 9000}|BLOB451|MCOPTOUT-${NOW_S + 7000}s|NONE|MCAID|NONE|MCCIDH|-879749186|vVersion|4.5.1`;
            page = new VisitorTestPage('https://www.alderway.com/', {
                notice_behavior: 'implied,us',
                [`AMCV_${encodeURIComponent(ORG)}`]: encodeURIComponent(older),
                [`AMCVS_${encodeURIComponent(ORG)}`]: '1'
            }).start();
            await page.settle();
            expect(page.visitor.instance!.getMarketingCloudVisitorID()).to.equal('16908443662402872073525706953453086963');
            expect(page.urls()).to.have.length(1);
            expect(page.urls()[0]).to.contain('d_fieldgroup=AAM');
            expect(page.urls()[0]).to.contain('&d_blob=BLOB451&');
            page.answer(0, { ...AAM_ANSWER, d_mid: undefined, d_blob: 'NEWBLOB' });
            await page.settle();
            const decoded = page.amcv().decoded!;
            expect(decoded.startsWith('1176715910|')).to.equal(true);
            expect(decoded).to.contain('|MCMID|16908443662402872073525706953453086963|');
            expect(decoded).to.contain(`|MCAAMB-${NOW_S + 604800}|NEWBLOB|`);
            expect(decoded).not.to.contain('MCCIDH');
            expect(decoded.endsWith('|vVersion|5.4.0')).to.equal(true);
        });
    });

    describe('when the service fails', () => {
        it('makes a local MID when the audience manager does not answer within 30000 ms, and tracking goes on', async () => {
            page = new VisitorTestPage().start();
            await page.settle();
            const values = page.visitor.values(2000);
            await page.clock.tickAsync(2000);
            expect(await values).to.deep.include({ timedOut: true, MCMID: '' });
            await page.clock.tickAsync(27999);
            expect(page.visitor.instance!.getMarketingCloudVisitorID()).to.equal('');
            await page.clock.tickAsync(1);
            const mid = page.visitor.instance!.getMarketingCloudVisitorID();
            expect(mid).to.match(/^\d{38}$/);
            expect(mid.slice(0, 19) < '9223372036854775807', 'high half below 2^63 - 1').to.equal(true);
            expect(mid.slice(19) < '9223372036854775807', 'low half below 2^63 - 1').to.equal(true);
            expect(mid.slice(0, 6), "the clock's last six digits, reversed").to.equal(
                String(NOW + 30000)
                    .slice(-6)
                    .split('')
                    .reverse()
                    .join('')
            );
            expect(page.visitor.instance!.MCIDCallTimedOut()).to.equal(true);
            expect(page.visitor.instance!.isClientSideMarketingCloudVisitorID()).to.equal(true);
            expect(page.urls()[1]).to.contain(`d_fieldgroup=A&mcorgid=${ORG_PARAM}&mid=${mid}&cl=604800`);
            expect(page.amcv().decoded).to.contain(`|MCMID|${mid}|`);
        });

        it('makes a local MID, says why, and lets the page view go when the identity file (the calls) cannot load', async () => {
            const console = captureConsole();
            page = new VisitorTestPage();
            page.container = createBundleContainer();
            const files = page.container.get<LazyFeatures>(LazyFeatures);
            page.container.rebind(LazyFeatures).toConstantValue({
                load: (file: LazyFile) =>
                    file === 'identity' ? Promise.reject(new Error('Failed to load the script identity.js.')) : files.load(file)
            });
            page.container.get<ContainerRuntime>(ContainerRuntime).start();
            const values = page.visitor.values(2000);
            await page.settle();
            expect(page.urls(), 'no call without the calls').to.deep.equal([]);
            expect(await values).to.deep.include({ timedOut: false });
            expect((await values).MCMID).to.match(/^\d{38}$/);
            expect(console.lines('warn')).to.include(
                '\u{1F680} The visitor-ID calls could not load: Failed to load the script identity.js.'
            );
        });

        for (const [label, status, body] of [
            ['an error status', 500, 'Internal Server Error'],
            ['a body that is not JSON', 200, '{"this is": not json']
        ] as const) {
            it(`makes a local MID at once on ${label}`, async () => {
                page = new VisitorTestPage().start();
                await page.settle();
                page.answer(0, body, status);
                await page.settle();
                expect(page.visitor.instance!.getMarketingCloudVisitorID()).to.match(/^\d{38}$/);
                expect(page.visitor.instance!.MCIDCallTimedOut()).to.equal(false);
                expect(page.visitor.instance!.CORSErrors).to.have.length(1);
            });
        }

        it('records no analytics id when the tracking server times out', async () => {
            page = new VisitorTestPage().start();
            await page.settle();
            page.answer(0, AAM_ANSWER);
            await page.settle();
            await page.clock.tickAsync(30000);
            expect(page.visitor.instance!.AnalyticsIDCallTimedOut()).to.equal(true);
            expect(page.amcv().decoded).to.contain('|MCAID|NONE|');
        });
    });

    describe('the analytics id and customer ids', () => {
        it('sends a legacy analytics id to the audience manager as d_cid_ic=AVID%01<aid>', async () => {
            page = new VisitorTestPage().start();
            await page.settle();
            page.answer(0, AAM_ANSWER);
            await page.settle();
            page.answer(1, { id: '2B6C1A58051D2A4F-40000106200016B5' });
            await page.settle();
            expect(page.urls()).to.have.length(3);
            expect(page.urls()[2]).to.match(
                /d_fieldgroup=AAM&.*&d_mid=08417562931046729384657201938475610293&d_blob=RKhpRz8krg2tLO6pguXWp5olkAcUniQYPHaMWWgd&d_cid_ic=AVID%012B6C1A58051D2A4F-40000106200016B5&ts=/
            );
            expect(page.visitor.instance!.getAnalyticsVisitorID()).to.equal('2B6C1A58051D2A4F-40000106200016B5');
        });

        it('sends customer ids with their auth state and keeps their hash (MCCIDH) once the call succeeds', async () => {
            const instance = await firstVisit();
            instance.setCustomerIDs({ userid: { id: '67312378756723456', authState: 1 }, crm: '' });
            // The calls come from the identity file: they start a moment later.
            await page.settle();
            expect(page.urls()).to.have.length(3);
            expect(page.urls()[2]).to.contain('&d_cid_ic=userid%0167312378756723456%011&d_cid_ic=crm%01&ts=');
            expect(instance.getCustomerIDs()).to.deep.include({ userid: { id: '67312378756723456', authState: 1 } });
            page.answer(2, AAM_ANSWER);
            await page.settle();
            expect(page.amcv().decoded).to.contain('|MCCIDH|');
        });

        it('computes MCCIDH as the library does', async () => {
            const instance = await firstVisit();
            instance.setCustomerIDs({ userid: { id: '67312378756723456', authState: 1 } });
            // The calls come from the identity file: they start a moment later.
            await page.settle();
            page.answer(2, AAM_ANSWER);
            await page.settle();
            expect(page.amcv().decoded).to.contain('|MCCIDH|-1502420941|');
        });

        it('hashes customer ids with SHA-256 when asked', async () => {
            const instance = await firstVisit();
            instance.setCustomerIDs({ email: ' Pat@Example.com ' }, 'SHA256');
            // The calls come from the identity file: they start a moment later.
            await page.settle();
            expect(page.urls()[2]).to.contain(`d_cid_ic=email%01${createHash('sha256').update('pat@example.com').digest('hex')}&`);
        });
    });

    describe('opt-out', () => {
        it('reports a global opt-out from the audience manager', async () => {
            page = new VisitorTestPage().start();
            await page.settle();
            page.answer(0, { ...AAM_ANSWER, d_optout: ['global'] });
            await page.settle();
            page.answer(1, {});
            await page.settle();
            const answers: Array<boolean | undefined> = [];
            expect(page.visitor.instance!.isOptedOut(optedOut => answers.push(optedOut))).to.equal(true);
            expect(answers, 'known: returned, no callback unless forced').to.deep.equal([]);
            page.visitor.instance!.isOptedOut(optedOut => answers.push(optedOut), 'global', true);
            expect(answers).to.deep.equal([true]);
            expect(await page.visitor.values(2000)).to.include({ MCOPTOUT: true });
            expect(page.amcv().decoded).to.contain(`|MCOPTOUT-${NOW_S + 7200}s|global|`);
        });
    });

    describe('consent (docs/requirements.md §5.1) and the opt-in', () => {
        it('calls nothing and stores nothing without consent, then starts on the same page when consent arrives', async () => {
            page = new VisitorTestPage('https://www.alderway.co.uk/', { notice_behavior: 'expressed,eu' }).start();
            await page.settle();
            const instance = page.visitor.instance!;
            expect(instance.getMarketingCloudVisitorID()).to.equal('');
            expect(page.urls()).to.deep.equal([]);
            expect(page.amcv().raw).to.equal(undefined);
            expect(page.cookie(`AMCVS_${ORG}`)).to.equal(undefined);
            // The banner records the choice, then posts it.
            testDom.window.document.cookie = 'notice_gdpr_prefs=0,1,2:; path=/';
            testDom.window.dispatchEvent(
                new testDom.window.MessageEvent('message', {
                    data: JSON.stringify({ source: 'preference_manager', message: 'submit_preferences', data: { value: '0,1,2' } })
                })
            );
            await page.settle();
            expect(page.urls()).to.have.length(1);
            expect(page.urls()[0]).to.contain('https://dpm.demdex.net/id?d_visid_ver=5.4.0&d_fieldgroup=MC&');
            expect(page.urls()[0], 'consent enables third-party cookies').not.to.contain('d_coppa');
        });

        it('does not load on an excluded path, and says why', async () => {
            const console = captureConsole();
            page = new VisitorTestPage('https://privacy.alderway.com/cookie-policy').start();
            await page.settle();
            expect(console.lines('warn')).to.include('\u{1F680} MCID library not loaded because a path exclusion matches.');
            expect(page.visitor.instance).to.equal(undefined);
            expect((testDom.window as unknown as { Visitor?: unknown }).Visitor).to.equal(undefined);
            expect(page.urls()).to.deep.equal([]);
        });
    });

    describe('cross-domain ids', () => {
        it('appends adobe_mc with MCMID, MCORGID and TS, before the fragment', async () => {
            const instance = await firstVisit();
            expect(instance.appendVisitorIDsTo('https://www.rovanta.com/specials.html?cid=x#offers')).to.equal(
                `https://www.rovanta.com/specials.html?cid=x&adobe_mc=MCMID%3D${MID}%7CMCORGID%3D9E1005A551ED61CA0A490D45%2540AdobeOrg%7CTS%3D${NOW_S}#offers`
            );
        });

        it('takes the ids of an adobe_mc parameter up to 5 minutes old, without a MID call', async () => {
            const parameter = encodeURIComponent(`MCMID=${MID}|MCORGID=${encodeURIComponent(ORG)}|TS=${NOW_S - 299}`);
            page = new VisitorTestPage(`https://www.rovanta.com/?adobe_mc=${parameter}`).start();
            await page.settle();
            expect(page.visitor.instance!.getMarketingCloudVisitorID()).to.equal(MID);
            expect(page.urls()[0]).to.contain('&d_fieldgroup=A&');
        });

        it('ignores an adobe_mc parameter more than 5 minutes old', async () => {
            const parameter = encodeURIComponent(`MCMID=${MID}|MCORGID=${encodeURIComponent(ORG)}|TS=${NOW_S - 360}`);
            page = new VisitorTestPage(`https://www.rovanta.com/?adobe_mc=${parameter}`).start();
            await page.settle();
            expect(page.urls()[0]).to.contain('&d_fieldgroup=MC&');
        });

        it('takes a supplemental data id from adobe_mc_sdid for 30 seconds', async () => {
            const sdid = '1A2B3C4D5E6F7081-0A1B2C3D4E5F6071';
            const fresh = encodeURIComponent(`SDID=${sdid}|MCORGID=${encodeURIComponent(ORG)}|TS=${NOW_S - 29}`);
            page = new VisitorTestPage(`https://www.rovanta.com/?adobe_mc_sdid=${fresh}`).start();
            await page.settle();
            expect(page.visitor.instance!.getSupplementalDataID('AppMeasurement:0')).to.equal(sdid);
            page.stop();
            const stale = encodeURIComponent(`SDID=${sdid}|MCORGID=${encodeURIComponent(ORG)}|TS=${NOW_S - 30}`);
            page = new VisitorTestPage(`https://www.rovanta.com/?adobe_mc_sdid=${stale}`).start();
            await page.settle();
            expect(page.visitor.instance!.getSupplementalDataID('AppMeasurement:0')).not.to.equal(sdid);
        });
    });

    describe('the daily sync refresh', () => {
        for (const [daysAgo, refreshes] of [
            [1, false],
            [2, true]
        ] as const) {
            it(`${refreshes ? 'refreshes' : 'keeps'} the blob when the last sync day was ${daysAgo} day${daysAgo > 1 ? 's' : ''} ago`, async () => {
                const stored = `1176715910|MCIDTS|${TODAY - daysAgo}|MCMID|${MID}|MCAAMLH-${NOW_S + 9000}|9|MCAAMB-${NOW_S + 9000}|BLOB|MCOPTOUT-${NOW_S + 7000}s|NONE|MCAID|NONE|vVersion|5.4.0`;
                page = new VisitorTestPage('https://www.alderway.com/', {
                    notice_behavior: 'implied,us',
                    [`AMCV_${encodeURIComponent(ORG)}`]: encodeURIComponent(stored),
                    [`AMCVS_${encodeURIComponent(ORG)}`]: '1'
                }).start();
                await page.settle();
                expect(page.urls().length).to.equal(refreshes ? 1 : 0);
                expect(page.amcv().decoded).to.contain(`MCIDTS|${refreshes ? TODAY : TODAY - daysAgo}|`);
            });
        }
    });

    it('gives page code the instance through _satellite.getVisitorId()', async () => {
        await firstVisit();
        const satellite = (testDom.window as unknown as { _satellite: { getVisitorId(): VisitorInstance } })._satellite;
        expect(satellite.getVisitorId().marketingCloudOrgID).to.equal(ORG);
        expect(satellite.getVisitorId().getMarketingCloudVisitorID()).to.equal(MID);
    });

    it('contains a failing page callback', async () => {
        const console = captureConsole();
        const instance = await firstVisit();
        expect(() =>
            instance.getMarketingCloudVisitorID(() => {
                throw new Error('page bug');
            }, true)
        ).not.to.throw();
        expect(console.lines('warn')[0]).to.contain('A visitor-ID callback failed: page bug');
        sinon.restore();
    });
});
