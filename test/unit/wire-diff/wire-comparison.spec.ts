import { expect } from 'chai';
import { compareJourney, compareStep, fieldChanges, WHOLE_JOURNEY, wireRequest } from '../../../scripts/wire-diff/wire-comparison';
import type { SentRequest } from '../../../scripts/wire-diff/wire-records';
import {
    AD_PIXEL_TAG,
    AUDIENCE_MANAGER_ID,
    CONSENT_BANNER,
    DELIVERY_NOTIFICATION,
    DELIVERY_PAGE_LOAD,
    facts,
    FORM_ERROR_LINK,
    HEALTH_REPORT,
    ID_SYNC,
    PAGE_VIEW,
    PRIVACY_LINK,
    rebusted,
    record,
    TRACKING_SERVER_ID,
    withQuery
} from './wire-fixtures';

/** The same page view as another visitor sent it a moment later: every volatile value new, nothing the reports keep. */
const PAGE_VIEW_AGAIN = rebusted(
    withQuery(PAGE_VIEW, {
        t: '29/10/2026 2:9:58 0 0',
        sdid: '0176000000000000-0000000000000000',
        mid: '07836829384727271788568899303542112754',
        aamb: 'x72+K7qG2FkMRNvbnnMqUxD1xCHzJArrg5EjVAGoqoj1uDnld6Tf',
        v5: 'year=2026 | month=November | date=28 | day=Saturday | time=8:09 PM'
    }),
    's810000000529'
);

const JOURNEY = facts('www.alderway.com reservation-step /car-rental/reservation/startReservation.html');

describe("The wire diff's comparison", () => {
    describe('a request read and normalised', () => {
        it('carries where it went as fields first, its path without its report suites and cache-buster, and its volatile values replaced', () => {
            const request = wireRequest(PAGE_VIEW);
            expect(Object.keys(request.fields).slice(0, 4)).to.deep.equal(['(method)', '(host)', '(path)', 'reportSuites']);
            expect(request.fields).to.include({
                '(method)': 'GET',
                '(host)': 'smetrics.alderway.com',
                '(path)': '/b/ss/{reportSuites}/1/JS-2.27.0/‹cache-buster›',
                t: '‹hit time›',
                mid: '‹ECID›',
                eVar5: '‹time parting›',
                eVar30: 'reservation:1 start reservation'
            });
            expect(request.path).to.equal('/b/ss/{reportSuites}/1/JS-2.27.0/‹cache-buster›');
            expect(request.fields.reportSuites).to.equal('mmgglobalprod,mmgalderwayusrental');
            expect(request.sent.url).to.include('/s810000000319?');
        });

        it('is the same for the same hit of another visitor, another time', () => {
            expect(wireRequest(PAGE_VIEW_AGAIN).fields).to.deep.equal(wireRequest(PAGE_VIEW).fields);
        });
    });

    describe("a request's field changes", () => {
        it('lists a changed, a dropped and an added value, in the order sent, with the side it lacks left out', () => {
            const before = wireRequest(withQuery(PAGE_VIEW, { v30: 'reservation:1 start reservation', c6: '1' }));
            const after = wireRequest(
                withQuery(PAGE_VIEW, { v30: 'reservation:1 start', c6: undefined, v31: 'https://www.alderway.com/' })
            );
            expect(fieldChanges(before, after)).to.deep.equal([
                { field: 'prop6', before: '1' },
                { field: 'eVar30', before: 'reservation:1 start reservation', after: 'reservation:1 start' },
                { field: 'eVar31', after: 'https://www.alderway.com/' }
            ]);
            expect(fieldChanges(before, before)).to.deep.equal([]);
        });
    });

    describe('one step', () => {
        const STEP = [CONSENT_BANNER, AUDIENCE_MANAGER_ID, TRACKING_SERVER_ID, PAGE_VIEW, DELIVERY_PAGE_LOAD];

        it('finds no difference between the same requests', () => {
            expect(compareStep('page load', STEP, STEP)).to.deep.equal([]);
        });

        it('finds no difference where only volatile values differ', () => {
            const again = [
                CONSENT_BANNER,
                withQuery(AUDIENCE_MANAGER_ID, { ts: '1795918099001' }),
                withQuery(TRACKING_SERVER_ID, { ts: '1795918099037', mid: '07836829384727271788568899303542112754' }),
                PAGE_VIEW_AGAIN,
                {
                    ...DELIVERY_PAGE_LOAD,
                    search: 'client=mmgrentals&sessionId=2c7297dfa7fb711ddf3d2bd964f90563&version=tag-container-1.0.0'
                }
            ];
            expect(compareStep('page load', STEP, again)).to.deep.equal([]);
        });

        it('says a changed eVar as one changed request naming that field alone, with both values and both requests', () => {
            const after = STEP.map(request =>
                request === PAGE_VIEW ? withQuery(PAGE_VIEW_AGAIN, { v30: 'reservation:1 start' }) : request
            );
            const differences = compareStep('page load', STEP, after);
            expect(differences).to.have.length(1);
            expect(differences[0]).to.deep.include({
                step: 'page load',
                what: 'page view',
                type: 'changed',
                fields: [{ field: 'eVar30', before: 'reservation:1 start reservation', after: 'reservation:1 start' }]
            });
            expect(differences[0].before!.fields.eVar30).to.equal('reservation:1 start reservation');
            expect(differences[0].after!.fields.eVar30).to.equal('reservation:1 start');
        });

        it('says a beacon only the current build sends as appeared, and one only the baseline sends as disappeared', () => {
            const appeared = compareStep('click: privacy link', [], [PRIVACY_LINK]);
            expect(appeared[0]).to.deep.include({ step: 'click: privacy link', what: 'custom link', type: 'appeared', fields: [] });
            expect(appeared[0].after!.fields.linkName).to.equal('Privacy statement');
            expect(appeared[0].before).to.equal(undefined);
            const disappeared = compareStep('click: privacy link', [PRIVACY_LINK], []);
            expect(disappeared[0]).to.deep.include({ what: 'custom link', type: 'disappeared', fields: [] });
            expect(disappeared[0].before!.fields.linkName).to.equal('Privacy statement');
            expect(disappeared[0].after).to.equal(undefined);
            // The link carries the round trip of the beacon before it: one beacon fewer or more carries it.
            expect(appeared.slice(1)).to.deep.equal([
                {
                    step: 'click: privacy link',
                    what: 'beacons',
                    type: 'changed',
                    fields: [{ field: 'beacons carrying lrt', before: '0', after: '1' }]
                }
            ]);
            expect(disappeared.slice(1).map(difference => difference.fields)).to.deep.equal([
                [{ field: 'beacons carrying lrt', before: '1', after: '0' }]
            ]);
        });

        it('says a call only one build sends as appeared or disappeared, alone when it carries no placed value', () => {
            expect(
                compareStep('page load', [CONSENT_BANNER], [CONSENT_BANNER, TRACKING_SERVER_ID]).map(d => [d.type, d.what])
            ).to.deep.equal([['appeared', '/id (tracking server)']]);
            expect(
                compareStep('page load', [CONSENT_BANNER, TRACKING_SERVER_ID], [TRACKING_SERVER_ID]).map(d => [d.type, d.what])
            ).to.deep.equal([['disappeared', 'banner script']]);
        });

        it('takes every request it is given: a step compares requests already counted once (compareJourney)', () => {
            expect(compareStep('page load', [PAGE_VIEW], [PAGE_VIEW, PAGE_VIEW]).map(difference => difference.type)).to.include('appeared');
        });

        it('counts twice two beacons that differ in their volatile values alone: two hits', () => {
            const differences = compareStep('page load', [PAGE_VIEW], [PAGE_VIEW, PAGE_VIEW_AGAIN]);
            expect(differences.map(difference => [difference.type, difference.what])).to.deep.equal([
                ['appeared', 'page view'],
                ['changed', 'beacons']
            ]);
            expect(differences[1].fields).to.deep.equal([{ field: 'beacons carrying sdid', before: '1', after: '2' }]);
        });

        it('counts twice two beacons alike but for their cache-buster: the same link clicked twice in a second', () => {
            const again = rebusted(FORM_ERROR_LINK, 's810000000349');
            const differences = compareStep('click: form error on submit', [FORM_ERROR_LINK], [FORM_ERROR_LINK, again]);
            expect(differences.map(difference => [difference.type, difference.what])).to.deep.equal([
                ['appeared', 'custom link'],
                ['changed', 'beacons']
            ]);
            expect(compareStep('click: form error on submit', [FORM_ERROR_LINK, again], [again, FORM_ERROR_LINK])).to.deep.equal([]);
        });

        it('does not compare the order of beacons of different classes', () => {
            expect(
                compareStep('click', [PAGE_VIEW, FORM_ERROR_LINK, PRIVACY_LINK], [PRIVACY_LINK, PAGE_VIEW, FORM_ERROR_LINK])
            ).to.deep.equal([]);
        });

        it('pairs custom links of the same name in their order: swapped, with other values, they changed', () => {
            const location = withQuery(FORM_ERROR_LINK, { c11: 'Please enter a pick-up location.' });
            const dates = rebusted(withQuery(FORM_ERROR_LINK, { c11: 'Choose your dates before you continue.' }), 's810000000349');
            const differences = compareStep('click: form error on submit', [location, dates], [dates, location]);
            expect(differences.map(difference => [difference.type, difference.what, difference.fields])).to.deep.equal([
                [
                    'changed',
                    'custom link',
                    [{ field: 'prop11', before: 'Please enter a pick-up location.', after: 'Choose your dates before you continue.' }]
                ],
                [
                    'changed',
                    'custom link',
                    [{ field: 'prop11', before: 'Choose your dates before you continue.', after: 'Please enter a pick-up location.' }]
                ]
            ]);
        });

        it('pairs calls of one class alike with alike, in whatever order they reached the server', () => {
            expect(
                compareStep('click', [DELIVERY_PAGE_LOAD, DELIVERY_NOTIFICATION], [DELIVERY_NOTIFICATION, DELIVERY_PAGE_LOAD])
            ).to.deep.equal([]);
        });

        it('pairs a call that changed with the call of its class it is closest to', () => {
            const notification = { ...DELIVERY_NOTIFICATION, body: DELIVERY_NOTIFICATION.body!.replace('target-global-mbox', 'hero-mbox') };
            const differences = compareStep('click', [DELIVERY_PAGE_LOAD, DELIVERY_NOTIFICATION], [notification, DELIVERY_PAGE_LOAD]);
            expect(differences).to.have.length(1);
            expect(differences[0].fields).to.deep.equal([
                { field: 'notifications.0.mbox.name', before: 'target-global-mbox', after: 'hero-mbox' }
            ]);
        });

        it("pairs each build's calls with their closest, whichever build has more: the page-load call gone, the notification changed", () => {
            const notification = { ...DELIVERY_NOTIFICATION, body: DELIVERY_NOTIFICATION.body!.replace('target-global-mbox', 'hero-mbox') };
            const differences = compareStep('click', [DELIVERY_PAGE_LOAD, DELIVERY_NOTIFICATION], [notification]);
            expect(differences.map(difference => [difference.type, difference.fields.map(change => change.field)])).to.deep.equal([
                ['changed', ['notifications.0.mbox.name']],
                ['disappeared', []]
            ]);
            expect(differences[1].before!.fields).to.have.property('execute.pageLoad.parameters');
        });

        it('pairs a changed call with its closest of the other build, and says the other new', () => {
            const elsewhere = { ...DELIVERY_PAGE_LOAD, body: DELIVERY_PAGE_LOAD.body!.replace('startReservation.html', 'selectCar.html') };
            const differences = compareStep('click', [DELIVERY_PAGE_LOAD], [DELIVERY_NOTIFICATION, elsewhere]);
            expect(differences.map(difference => [difference.type, difference.fields])).to.deep.equal([
                [
                    'changed',
                    [
                        {
                            field: 'context.address.url',
                            before: 'https://www.alderway.com/car-rental/reservation/startReservation.html',
                            after: 'https://www.alderway.com/car-rental/reservation/selectCar.html'
                        }
                    ]
                ],
                ['appeared', []]
            ]);
            expect(differences[1].after!.fields['notifications.0.type']).to.equal('click');
        });

        it('does not compare which beacon of a step carries the sdid, nor its round trip', () => {
            const before = [PAGE_VIEW, PRIVACY_LINK];
            const after = [
                withQuery(PAGE_VIEW, { sdid: undefined }),
                withQuery(PRIVACY_LINK, { sdid: '1862000000000000-0000000000000000', lrt: '36' })
            ];
            expect(compareStep('page load', before, after)).to.deep.equal([]);
        });

        it('says a build that stops sending the sdid as a change of how many beacons carry it', () => {
            const differences = compareStep(
                'page load',
                [PAGE_VIEW, PRIVACY_LINK],
                [withQuery(PAGE_VIEW, { sdid: undefined }), PRIVACY_LINK]
            );
            expect(differences).to.deep.equal([
                {
                    step: 'page load',
                    what: 'beacons',
                    type: 'changed',
                    fields: [{ field: 'beacons carrying sdid', before: '1', after: '0' }]
                }
            ]);
        });

        it('says a beacon more that carries the round trip as one more beacon carrying lrt', () => {
            const differences = compareStep('click', [PAGE_VIEW, PRIVACY_LINK], [PAGE_VIEW, PRIVACY_LINK, FORM_ERROR_LINK]);
            expect(differences.map(difference => [difference.type, difference.what])).to.deep.equal([
                ['appeared', 'custom link'],
                ['changed', 'beacons']
            ]);
            expect(differences[1].fields).to.deep.equal([{ field: 'beacons carrying lrt', before: '1', after: '2' }]);
        });
    });

    describe('a journey', () => {
        const baseline = record(JOURNEY, {
            'page load': [CONSENT_BANNER, PAGE_VIEW, DELIVERY_PAGE_LOAD, ID_SYNC, AD_PIXEL_TAG],
            'click: privacy link': [PRIVACY_LINK],
            'tab hidden': [HEALTH_REPORT],
            'page left': []
        });

        it('is unchanged when every step sent the same', () => {
            const difference = compareJourney(baseline, baseline);
            expect(difference).to.deep.equal({ ...JOURNEY, status: 'unchanged', differences: [] });
        });

        it('counts a request sent twice exactly alike in a step once: the same hit sent again', () => {
            const current = record(JOURNEY, {
                'page load': [CONSENT_BANNER, PAGE_VIEW, PAGE_VIEW, DELIVERY_PAGE_LOAD, DELIVERY_PAGE_LOAD, ID_SYNC, AD_PIXEL_TAG],
                'click: privacy link': [PRIVACY_LINK],
                'tab hidden': [HEALTH_REPORT, HEALTH_REPORT],
                'page left': []
            });
            expect(compareJourney(baseline, current).status).to.equal('unchanged');
        });

        it('counts a tag each page of a journey loads once a page: one page that stops loading it is a difference', () => {
            const steps = (last: readonly SentRequest[]) => ({ 'step 1': [PAGE_VIEW, AD_PIXEL_TAG], 'step 2': [PAGE_VIEW, ...last] });
            const difference = compareJourney(record(JOURNEY, steps([AD_PIXEL_TAG])), record(JOURNEY, steps([])));
            expect(difference.differences.map(change => [change.step, change.type, change.what])).to.deep.equal([
                [WHOLE_JOURNEY, 'disappeared', 'tag ad-pixel']
            ]);
        });

        it('is unchanged when a tag, an id sync or the health report leaves in the next step instead', () => {
            const current = record(JOURNEY, {
                'page load': [CONSENT_BANNER, PAGE_VIEW, DELIVERY_PAGE_LOAD],
                'click: privacy link': [ID_SYNC, PRIVACY_LINK, AD_PIXEL_TAG],
                'tab hidden': [],
                'page left': [HEALTH_REPORT]
            });
            expect(compareJourney(baseline, current).status).to.equal('unchanged');
        });

        it('says a tag that no longer loads as disappeared over the whole journey', () => {
            const current = record(JOURNEY, {
                'page load': [CONSENT_BANNER, PAGE_VIEW, DELIVERY_PAGE_LOAD, ID_SYNC],
                'click: privacy link': [PRIVACY_LINK],
                'tab hidden': [HEALTH_REPORT],
                'page left': []
            });
            const difference = compareJourney(baseline, current);
            expect(difference.status).to.equal('changed');
            expect(difference.differences.map(change => [change.step, change.type, change.what])).to.deep.equal([
                [WHOLE_JOURNEY, 'disappeared', 'tag ad-pixel']
            ]);
        });

        it('still compares a beacon step by step: one that leaves a step later is gone from one step and new in the next', () => {
            const current = record(JOURNEY, {
                'page load': [CONSENT_BANNER, DELIVERY_PAGE_LOAD, ID_SYNC, AD_PIXEL_TAG],
                'click: privacy link': [PAGE_VIEW, PRIVACY_LINK],
                'tab hidden': [HEALTH_REPORT],
                'page left': []
            });
            const changes = compareJourney(baseline, current).differences;
            expect(changes.map(change => [change.step, change.type, change.what])).to.deep.include.members([
                ['page load', 'disappeared', 'page view'],
                ['click: privacy link', 'appeared', 'page view']
            ]);
        });

        it('keeps its facts, and lists what changed', () => {
            const current = record(JOURNEY, {
                'page load': [
                    CONSENT_BANNER,
                    withQuery(PAGE_VIEW, { v30: 'reservation:1 start' }),
                    DELIVERY_PAGE_LOAD,
                    ID_SYNC,
                    AD_PIXEL_TAG
                ],
                'click: privacy link': [PRIVACY_LINK],
                'tab hidden': [HEALTH_REPORT],
                'page left': []
            });
            const difference = compareJourney(baseline, current);
            expect(difference).to.include({ ...JOURNEY, status: 'changed' });
            expect(difference.differences.map(change => change.fields.map(field => field.field))).to.deep.equal([['eVar30']]);
            expect(difference).not.to.have.any.keys('steps', 'errors');
        });

        it('is broken when a build could not take it to its end, with the error of each build that could not', () => {
            const timeout = 'page.goto: Timeout 30000ms exceeded.';
            const brokenNow = compareJourney(baseline, record(JOURNEY, { 'page load': [] }, timeout));
            expect(brokenNow).to.deep.equal({ ...JOURNEY, status: 'broken', differences: [], errors: { current: timeout } });
            const brokenBefore = compareJourney(record(JOURNEY, {}, 'net::ERR_CONNECTION_REFUSED'), baseline);
            expect(brokenBefore.errors).to.deep.equal({ baseline: 'net::ERR_CONNECTION_REFUSED' });
            const brokenOnBoth = compareJourney(record(JOURNEY, {}, 'a'), record(JOURNEY, {}, 'b'));
            expect(brokenOnBoth).to.include({ status: 'broken' });
            expect(brokenOnBoth.errors).to.deep.equal({ baseline: 'a', current: 'b' });
        });

        it('compares a step only one build reached against nothing', () => {
            const current = record(JOURNEY, {
                'page load': [CONSENT_BANNER, PAGE_VIEW, DELIVERY_PAGE_LOAD, ID_SYNC, AD_PIXEL_TAG],
                'click: privacy link': [PRIVACY_LINK],
                'click: form error on submit': [FORM_ERROR_LINK],
                'tab hidden': [HEALTH_REPORT],
                'page left': []
            });
            expect(compareJourney(baseline, current).differences.map(change => [change.step, change.type, change.what])).to.deep.equal([
                ['click: form error on submit', 'appeared', 'custom link'],
                ['click: form error on submit', 'changed', 'beacons']
            ]);
            expect(compareJourney(current, baseline).differences.map(change => [change.step, change.type])).to.deep.equal([
                ['click: form error on submit', 'disappeared'],
                ['click: form error on submit', 'changed']
            ]);
        });
    });
});
