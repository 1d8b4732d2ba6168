import { expect } from 'chai';
import { beaconFieldName, readRequest } from '../../../scripts/wire-diff/request-reading';
import type { SentRequest } from '../../../scripts/wire-diff/wire-records';
import { EXTERNAL_TAGS } from '../../../src/config/external-tags';
import {
    AD_PIXEL_TAG,
    AUDIENCE_MANAGER_ID,
    CONSENT_BANNER,
    DELIVERY_NOTIFICATION,
    DELIVERY_PAGE_LOAD,
    EXIT_LINK,
    FORM_ERROR_LINK,
    HEALTH_REPORT,
    ID_SYNC,
    PAGE_VIEW,
    PRIVACY_LINK,
    SITE_HEALTH_TAG,
    TRACKING_SERVER_ID,
    withQuery
} from './wire-fixtures';

/** A beacon to www.alderway.com's suites with this query. */
const beacon = (search: string): SentRequest => ({ ...PAGE_VIEW, search });

describe("The wire diff's reading of a request", () => {
    describe("a beacon's parameters, under the names the analytics team knows", () => {
        const names: ReadonlyArray<readonly [string, string]> = [
            ['v30', 'eVar30'],
            ['v0', 'campaign'],
            ['v1', 'eVar1'],
            ['v250', 'eVar250'],
            ['c5', 'prop5'],
            ['c75', 'prop75'],
            ['l2', 'list2'],
            ['h5', 'hier5'],
            ['pe', 'linkType'],
            ['pev1', 'linkURL'],
            ['pev2', 'linkName'],
            ['pev3', 'linkMedia'],
            ['g', 'pageURL'],
            ['r', 'referrer'],
            ['ch', 'channel']
        ];
        for (const [parameter, name] of names) {
            it(`names ${parameter} ${name}`, () => {
                expect(beaconFieldName(parameter)).to.equal(name);
            });
        }

        it('keeps the wire name of a parameter that is no variable (c is the colour depth, v the Java flag, l4 no list)', () => {
            for (const parameter of ['pageName', 'events', 'mid', 'c', 'v', 'l4', 'h6', 'pev4', 'server', 'cc']) {
                expect(beaconFieldName(parameter), parameter).to.equal(parameter);
            }
        });
    });

    describe('a page-view beacon', () => {
        const read = readRequest(PAGE_VIEW);

        it('is a page view, with its report suites read from the path, first', () => {
            expect(read.what).to.equal('page view');
            expect(Object.keys(read.fields)[0]).to.equal('reportSuites');
            expect(read.fields.reportSuites).to.equal('mmgglobalprod,mmgalderwayusrental');
        });

        it('carries its variables decoded, under their names, and not under their wire names', () => {
            expect(read.fields).to.include({
                eVar30: 'reservation:1 start reservation',
                eVar3: 'mmgalderwayusrental',
                eVar4: 'production',
                prop5: '1',
                prop6: '1',
                pageURL: 'https://www.alderway.com/car-rental/reservation/startReservation.html',
                pageName: 'alderway:us:rental:reservation:1 startreservation',
                events: 'event10',
                mcorgid: '9E1005A551ED61CA0A490D45@AdobeOrg'
            });
            expect(read.fields).not.to.have.any.keys('v30', 'c5', 'g');
        });

        it("drops the library's markers AQB, AQE, ndh and pf", () => {
            expect(read.fields).not.to.have.any.keys('AQB', 'AQE', 'ndh', 'pf');
            expect(Object.keys(read.fields)).to.have.length(PAGE_VIEW.search.split('&').length - 4 + 1);
        });

        it('keeps the fields in the order they were sent', () => {
            const keys = Object.keys(read.fields);
            expect(keys.indexOf('t')).to.be.below(keys.indexOf('pageName'));
            expect(keys.indexOf('pageName')).to.be.below(keys.indexOf('eVar30'));
        });

        it('takes the report suites out of its path, which keeps the rest, cache-buster included', () => {
            expect(read.path).to.equal('/b/ss/{reportSuites}/1/JS-2.27.0/s810000000319');
        });

        it('keeps what left, not normalised, for a person to read', () => {
            expect(read.sent.url).to.equal(`https://smetrics.alderway.com${PAGE_VIEW.path}?${PAGE_VIEW.search}`);
            expect(read.sent.body).to.equal(undefined);
            expect(read.fields.t).to.equal('29/10/2026 2:7:32 0 0');
        });
    });

    describe("a beacon's context data", () => {
        it('flattens nested blocks to contextData.a.b, and a key of the outer block to contextData.k', () => {
            const read = readRequest(beacon('AQB=1&c.&a.&b=x&.a&k=v&.c&pageName=home&AQE=1'));
            expect(read.fields).to.deep.equal({
                reportSuites: 'mmgglobalprod,mmgalderwayusrental',
                'contextData.a.b': 'x',
                'contextData.k': 'v',
                pageName: 'home'
            });
        });

        it("reads a link's context data as the property sends it, and the variables after the block at the top again", () => {
            const read = readRequest(PRIVACY_LINK);
            expect(read.fields).to.include({
                'contextData.link.text': 'Privacy statement',
                'contextData.link.region': 'footer',
                'contextData.link.target': '_self',
                'contextData.dl.validation': 'valid',
                cc: 'USD',
                eVar90: 'link-click'
            });
            expect(read.fields).not.to.have.any.keys('text', 'region', 'validation', 'c.', 'link.', 'contextData.link.cc');
        });

        it('names the customer ids, audience manager and client hints blocks', () => {
            const read = readRequest(beacon('cid.&crm.&id=42&as=1&.crm&.cid&d.&dst=1&.d&h.&model=Pixel&.h&pageName=home'));
            expect(read.fields).to.include({
                'customerIds.crm.id': '42',
                'customerIds.crm.as': '1',
                'audienceManager.dst': '1',
                'clientHints.model': 'Pixel',
                pageName: 'home'
            });
        });

        it('keeps an empty value of a key inside a block', () => {
            expect(readRequest(beacon('c.&k=&.c')).fields).to.include({ 'contextData.k': '' });
        });
    });

    it("reads a POST beacon's form body as a GET beacon's query", () => {
        const posted: SentRequest = {
            ...PAGE_VIEW,
            method: 'POST',
            search: '',
            body: PAGE_VIEW.search,
            contentType: 'application/x-www-form-urlencoded'
        };
        const read = readRequest(posted);
        expect(read.fields).to.deep.equal(readRequest(PAGE_VIEW).fields);
        expect(read.sent).to.deep.equal({ url: `https://smetrics.alderway.com${PAGE_VIEW.path}`, body: PAGE_VIEW.search });
    });

    it('reads both the query and the form body of a POST beacon that carries both', () => {
        const read = readRequest({ ...PAGE_VIEW, method: 'POST', search: 'AQB=1&ndh=1', body: 'pageName=home&v30=x&AQE=1' });
        expect(read.fields).to.deep.equal({ reportSuites: 'mmgglobalprod,mmgalderwayusrental', pageName: 'home', eVar30: 'x' });
    });

    it('does not read a JSON body of a POST beacon as variables', () => {
        const read = readRequest({ ...PAGE_VIEW, method: 'POST', search: 'pageName=home', body: ' {"v30":"x"}' });
        expect(read.fields).to.deep.equal({ reportSuites: 'mmgglobalprod,mmgalderwayusrental', pageName: 'home' });
    });

    it('decodes the report suites of the path', () => {
        const read = readRequest({ ...PAGE_VIEW, path: '/b/ss/mmgglobalprod%2Cmmgalderwayusrental/1/JS-2.27.0/s1' });
        expect(read.fields.reportSuites).to.equal('mmgglobalprod,mmgalderwayusrental');
    });

    it('keeps a name sent twice as name#2, and a third time as name#3', () => {
        const read = readRequest(beacon('events=event1&pageName=home&events=event2&events=event3'));
        expect(read.fields).to.include({ events: 'event1', 'events#2': 'event2', 'events#3': 'event3' });
    });

    it("keeps a name of an object's own (constructor, toString) as sent, once", () => {
        const read = readRequest(beacon('constructor=1&toString=2&pageName=home'));
        expect(read.fields).to.include({ constructor: '1', toString: '2' });
        expect(Object.keys(read.fields)).not.to.include('constructor#2');
    });

    it('keeps a value it cannot decode as it was sent', () => {
        expect(readRequest(beacon('v30=100%25&v31=50%&v32=a+b')).fields).to.include({ eVar30: '100%', eVar31: '50%', eVar32: 'a b' });
    });

    describe('what a beacon is', () => {
        it('a custom link, by its link type lnk_o', () => {
            expect(readRequest(PRIVACY_LINK).what).to.equal('custom link');
            expect(readRequest(FORM_ERROR_LINK).fields).to.include({ linkType: 'lnk_o', linkName: 'form error' });
        });

        it('an exit link, by lnk_e, with the address it leaves for', () => {
            const read = readRequest(EXIT_LINK);
            expect(read.what).to.equal('exit link');
            expect(read.fields).to.include({ linkURL: 'https://privacy.alderway.com/', linkName: 'Privacy statement' });
            expect(read.fields.reportSuites).to.equal('mmgglobalprod,mmgalderwayusshare');
        });

        it('a download link, by lnk_d', () => {
            expect(readRequest(withQuery(PRIVACY_LINK, { pe: 'lnk_d' })).what).to.equal('download link');
        });

        it('a link of a type it does not know, by the type', () => {
            expect(readRequest(withQuery(PRIVACY_LINK, { pe: 'lnk_x' })).what).to.equal('link lnk_x');
        });
    });

    describe('a delivery call', () => {
        it("flattens its JSON body's leaves to their dotted paths, array items by index, and its query as query.*", () => {
            const read = readRequest(DELIVERY_NOTIFICATION);
            expect(read.what).to.equal('delivery /rest/v1/delivery');
            expect(read.fields).to.include({
                'query.client': 'mmgrentals',
                'query.sessionId': 'ed81bdef250b5492131b15ac503815ab',
                'query.version': 'tag-container-1.0.0',
                'context.address.url': 'https://www.alderway.com/',
                'notifications.0.id': 'a6ef59a689135ddbac0729ad9efb0967',
                'notifications.0.timestamp': '1795918051584',
                'notifications.0.tokens.0': 'o1JuFwAblA2sVck/1R6PQ3LzawVt1cC9lRKak2mBHps3vAfEvZ9shLE7+Tl8yNki',
                'notifications.0.mbox.name': 'target-global-mbox'
            });
            expect(read.fields).not.to.have.any.keys('notifications', 'context', 'client');
        });

        it('says an empty object or list as {} or [], and numbers as text', () => {
            const read = readRequest(DELIVERY_PAGE_LOAD);
            expect(read.fields).to.include({ 'execute.pageLoad.parameters': '{}', 'experienceCloud.audienceManager.locationHint': '9' });
            const empty = readRequest({ ...DELIVERY_PAGE_LOAD, search: '', body: '{"notifications":[]}' });
            expect(empty.fields).to.deep.equal({ notifications: '[]' });
        });

        it('keeps a body that is not JSON whole', () => {
            expect(readRequest({ ...DELIVERY_PAGE_LOAD, search: '', body: 'not json' }).fields).to.deep.equal({ body: 'not json' });
        });
    });

    describe('an external tag', () => {
        for (const row of EXTERNAL_TAGS) {
            it(`is named by its row of the tag table: ${row.id}`, () => {
                const url = new URL(row.url);
                const request: SentRequest = { ...AD_PIXEL_TAG, host: url.host, path: url.pathname };
                expect(readRequest(request).what).to.equal(`tag ${row.id}`);
            });
        }

        it('as captured: the ad pixel and the site-health script', () => {
            expect(readRequest(AD_PIXEL_TAG).what).to.equal('tag ad-pixel');
            expect(readRequest(SITE_HEALTH_TAG).what).to.equal('tag site-health');
        });

        it('by its address when no row of the table has it', () => {
            expect(readRequest({ ...AD_PIXEL_TAG, path: '/tags/alderway/new-pixel.min.js' }).what).to.equal(
                'tag assets.adobedtm.com/tags/alderway/new-pixel.min.js'
            );
        });
    });

    describe('an /id call', () => {
        it("on the audience manager's host", () => {
            const read = readRequest(AUDIENCE_MANAGER_ID);
            expect(read.what).to.equal('/id (audience manager)');
            expect(read.fields).to.include({ d_fieldgroup: 'MC', d_orgid: '9E1005A551ED61CA0A490D45@AdobeOrg', ts: '1795918052892' });
        });

        it("on the property's tracking server", () => {
            const read = readRequest(TRACKING_SERVER_ID);
            expect(read.what).to.equal('/id (tracking server)');
            expect(read.fields).to.include({ d_fieldgroup: 'A', mid: '52862992719359679568436171865416999853', cl: '604800' });
        });
    });

    it('names the other calls: an id sync by its address, the banner script, the health report with its JSON body read', () => {
        expect(readRequest(ID_SYNC).what).to.equal('id sync cm.sync-partner.example/sync/411');
        expect(readRequest(ID_SYNC).fields).to.deep.equal({ d_uuid: '52862992719359679568436171865416999853' });
        expect(readRequest(CONSENT_BANNER).what).to.equal('banner script');
        expect(readRequest(CONSENT_BANNER).fields).to.include({ domain: 'alderway_us', noticeType: 'bb' });
        const health = readRequest(HEALTH_REPORT);
        expect(health.what).to.equal('health report');
        expect(health.fields).to.include({
            build: '1.0.0+2026-11-29T01:11:07.714Z',
            'cost.lazyBytes.identity': '9838',
            'tags.ad-pixel': 'loaded'
        });
    });
});
