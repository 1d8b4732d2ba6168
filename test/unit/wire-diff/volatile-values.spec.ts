import { expect } from 'chai';
import type { RequestKind } from '../../../demo-site/server/captured-request';
import type { VolatileValue } from '../../../scripts/wire-diff/volatile-values';
import { isPlaced, normalised, VOLATILE_VALUES } from '../../../scripts/wire-diff/volatile-values';
import { COMPARED_KINDS } from '../../../scripts/wire-diff/wire-records';

/**
 * One value of each row of the table, as a real run sent it; the same value in a field that is not
 * volatile; and a value of another shape in the row's field, which must stay compared.
 */
interface Example {
    readonly as: string;
    readonly kind: RequestKind;
    readonly field: string;
    readonly value: string;
    /** What the value becomes: the row's `as`, unless said. */
    readonly becomes?: string;
    readonly elsewhere: string;
    readonly otherShape: string;
}

const EXAMPLES: readonly Example[] = [
    {
        as: '‹hit time›',
        kind: 'analytics',
        field: 't',
        value: '29/10/2026 2:7:32 0 0',
        elsewhere: 'eVar20',
        otherShape: '2026-10-29T02:07:32Z'
    },
    {
        as: '‹ECID›',
        kind: 'analytics',
        field: 'mid',
        value: '52862992719359679568436171865416999853',
        elsewhere: 'eVar20',
        otherShape: '52862'
    },
    {
        as: '‹audience blob›',
        kind: 'analytics',
        field: 'aamb',
        value: '8ffQ8X36rZHYGIt6Ti5bHmexQchbfrhPgHB31weC+etJjqKVALHL',
        elsewhere: 'eVar20',
        otherShape: 'blob-not-sent'
    },
    {
        as: '‹supplemental data id›',
        kind: 'analytics',
        field: 'sdid',
        value: '1862000000000000-0000000000000000',
        elsewhere: 'eVar20',
        otherShape: '1862000000000000-000000000000000g'
    },
    {
        as: '‹supplemental data id›',
        kind: 'personalization',
        field: 'experienceCloud.analytics.supplementalDataId',
        value: '1862000000000000-0000000000000000',
        elsewhere: 'context.address.url',
        otherShape: 'none'
    },
    {
        as: '‹time parting›',
        kind: 'analytics',
        field: 'eVar5',
        value: 'year=2026 | month=November | date=28 | day=Saturday | time=8:07 PM',
        elsewhere: 'eVar6',
        otherShape: 'Saturday evening'
    },
    { as: '‹seconds›', kind: 'analytics', field: 'prop7', value: '12', elsewhere: 'prop3', otherShape: '12 s' },
    { as: '‹round trip ms›', kind: 'analytics', field: 'lrt', value: '114', elsewhere: 'prop3', otherShape: 'NaN' },
    {
        as: '‹cache-buster›',
        kind: 'analytics',
        field: '(path)',
        value: '/b/ss/{reportSuites}/1/JS-2.27.0/s810000000319',
        becomes: '/b/ss/{reportSuites}/1/JS-2.27.0/‹cache-buster›',
        elsewhere: 'pageURL',
        otherShape: '/b/ss/{reportSuites}/1/JS-2.27.0/x810000000319'
    },
    { as: '‹ms clock›', kind: 'visitor-id', field: 'ts', value: '1795918052892', elsewhere: 'cl', otherShape: '1795918052' },
    {
        as: '‹random id›',
        kind: 'personalization',
        field: 'requestId',
        value: '5b6df8647407fd433e97fcc5784bbe1b',
        elsewhere: 'notifications.0.mbox.name',
        otherShape: '5B6DF8647407FD433E97FCC5784BBE1B'
    },
    {
        as: '‹ms clock›',
        kind: 'personalization',
        field: 'notifications.0.timestamp',
        value: '1795918051584',
        elsewhere: 'experienceCloud.audienceManager.locationHint',
        otherShape: '0'
    },
    {
        as: '‹event token›',
        kind: 'personalization',
        field: 'notifications.0.tokens.0',
        value: 'o1JuFwAblA2sVck/1R6PQ3LzawVt1cC9lRKak2mBHps3vAfEvZ9shLE7+Tl8yNki',
        elsewhere: 'notifications.0.mbox.name',
        otherShape: 'token'
    },
    {
        as: '‹profile id›',
        kind: 'personalization',
        field: 'id.tntId',
        value: 'b84b3a20458cb9235cf69e63fc20c6d2.31_0',
        elsewhere: 'id.thirdPartyId',
        otherShape: 'b84b3a20458cb9235cf69e63fc20c6d2'
    },
    {
        as: '‹build stamp›',
        kind: 'health',
        field: 'build',
        value: '1.0.0+2026-11-29T01:11:07.714Z',
        elsewhere: 'page',
        otherShape: '1.0.0'
    },
    { as: '‹measured›', kind: 'health', field: 'cost.toPageView', value: '283.5', elsewhere: 'v', otherShape: 'n/a' }
];

const rowOf = (example: Example): VolatileValue | undefined =>
    VOLATILE_VALUES.find(row => row.as === example.as && row.kinds.includes(example.kind));

/** A compared kind that does not carry the row's value. */
const anotherKind = (row: VolatileValue): RequestKind => COMPARED_KINDS.find(kind => !row.kinds.includes(kind))!;

describe("The wire diff's volatile values", () => {
    it('has an example here for every row of the table, of the shape and in a field of the row', () => {
        for (const row of VOLATILE_VALUES) {
            const example = EXAMPLES.find(candidate => rowOf(candidate) === row);
            expect(example, `an example of ${row.as} (${row.kinds.join(', ')})`).not.to.equal(undefined);
            expect(row.fields.test(example!.field)).to.equal(true);
            expect(row.shape.test(example!.value)).to.equal(true);
        }
    });

    for (const example of EXAMPLES) {
        const title = `${example.as} in ${example.kind} ${example.field}`;
        describe(title, () => {
            it('is replaced by what it is in its field, on every kind of request that carries it', () => {
                for (const kind of rowOf(example)!.kinds) {
                    expect(normalised(kind, example.field, example.value), kind).to.equal(example.becomes ?? example.as);
                }
            });

            it(`stays as sent in another field (${example.elsewhere})`, () => {
                expect(normalised(example.kind, example.elsewhere, example.value)).to.equal(example.value);
            });

            it(`stays as sent in its field when of another shape (${example.otherShape})`, () => {
                expect(normalised(example.kind, example.field, example.otherShape)).to.equal(example.otherShape);
            });

            it('stays as sent on a kind of request that does not carry it', () => {
                const kind = anotherKind(rowOf(example)!);
                expect(normalised(kind, example.field, example.value), kind).to.equal(example.value);
            });
        });
    }

    it("replaces the ECID in each of its fields: the beacon's mid, the /id call's d_mid, an id sync's d_uuid, the delivery call's id", () => {
        const ecid = '52862992719359679568436171865416999853';
        expect(normalised('visitor-id', 'd_mid', ecid)).to.equal('‹ECID›');
        expect(normalised('id-sync', 'd_uuid', ecid)).to.equal('‹ECID›');
        expect(normalised('personalization', 'id.marketingCloudVisitorId', ecid)).to.equal('‹ECID›');
        expect(normalised('analytics', 'mid', '52862')).to.equal('52862');
    });

    it("replaces a session id, a request id and every notification's id and clock, not only the first", () => {
        expect(normalised('personalization', 'query.sessionId', '7d95abe82d826e0b34e5a311bf8dd254')).to.equal('‹random id›');
        expect(normalised('personalization', 'notifications.3.id', '7d95abe82d826e0b34e5a311bf8dd254')).to.equal('‹random id›');
        expect(normalised('personalization', 'notifications.12.timestamp', '1795918051584')).to.equal('‹ms clock›');
        expect(normalised('personalization', 'notifications.1.tokens.2', 'o1JuFwAblA2sVck/1R6PQ3LzawVt1cC9')).to.equal('‹event token›');
        expect(normalised('personalization', 'sessionId', '7d95abe82d826e0b34e5a311bf8dd254'), 'not the query parameter').to.equal(
            '7d95abe82d826e0b34e5a311bf8dd254'
        );
    });

    it('measures every cost of the health report, nested or not, and nothing else of it', () => {
        expect(normalised('health', 'cost.lazyBytes.identity', '9838')).to.equal('‹measured›');
        expect(normalised('health', 'cost.longFrames', '1')).to.equal('‹measured›');
        expect(normalised('health', 'rules.page-view.fired', '2')).to.equal('2');
        expect(normalised('health', 'costly', '2')).to.equal('2');
    });

    it('matches a field name whole, never a part of it', () => {
        expect(normalised('analytics', 'mids', '52862992719359679568436171865416999853')).to.equal(
            '52862992719359679568436171865416999853'
        );
        expect(normalised('analytics', 'xt', '29/10/2026 2:7:32 0 0')).to.equal('29/10/2026 2:7:32 0 0');
        expect(normalised('visitor-id', 'ts2', '1795918052892')).to.equal('1795918052892');
    });

    it('keeps the rest of a beacon path around its cache-buster: the hit source and the library version stay compared', () => {
        const path = (source: string, version: string, buster: string) =>
            normalised('analytics', '(path)', `/b/ss/{reportSuites}/${source}/JS-${version}/${buster}`);
        expect(path('1', '2.27.0', 's810000000319')).to.equal(path('1', '2.27.0', 's52341'));
        expect(path('1', '2.27.0', 's810000000319')).to.equal('/b/ss/{reportSuites}/1/JS-2.27.0/‹cache-buster›');
        expect(path('1', '2.28.0', 's810000000319')).to.equal('/b/ss/{reportSuites}/1/JS-2.28.0/‹cache-buster›');
        expect(path('0', '2.27.0', 's1')).to.equal('/b/ss/{reportSuites}/0/JS-2.27.0/‹cache-buster›');
        expect(normalised('analytics', '(path)', '/b/ss/mmgglobalprod/1/JS-2.27.0/s1')).to.equal(
            '/b/ss/mmgglobalprod/1/JS-2.27.0/‹cache-buster›'
        );
    });

    it('leaves an /id path alone: it has no cache-buster', () => {
        expect(normalised('visitor-id', '(path)', '/id')).to.equal('/id');
        expect(normalised('visitor-id', '(path)', '/b/ss/mmgglobalprod/1/JS-2.27.0/s1')).to.equal('/b/ss/mmgglobalprod/1/JS-2.27.0/s1');
    });

    describe('the values whose carrier the timing decides', () => {
        it("are a beacon's sdid and lrt", () => {
            expect(isPlaced('analytics', 'sdid', '‹supplemental data id›')).to.equal(true);
            expect(isPlaced('analytics', 'lrt', '‹round trip ms›')).to.equal(true);
        });

        it('are no other field of a beacon', () => {
            for (const field of ['mid', 't', 'aamb', 'eVar5', 'prop7', '(path)', 'pageName', 'sdid2']) {
                expect(isPlaced('analytics', field, '‹supplemental data id›'), field).to.equal(false);
            }
        });

        it('are not those names on a request that is no beacon', () => {
            expect(isPlaced('visitor-id', 'sdid', '‹supplemental data id›')).to.equal(false);
            expect(isPlaced('visitor-id', 'lrt', '‹round trip ms›')).to.equal(false);
            expect(isPlaced('personalization', 'lrt', '‹round trip ms›')).to.equal(false);
            expect(isPlaced('personalization', 'experienceCloud.analytics.supplementalDataId', '‹supplemental data id›')).to.equal(false);
            expect(isPlaced('health', 'sdid', '‹supplemental data id›')).to.equal(false);
        });

        it('are only values of the volatile shape: another value of the field stays compared', () => {
            expect(isPlaced('analytics', 'sdid', 'undefined')).to.equal(false);
            expect(isPlaced('analytics', 'lrt', 'slow')).to.equal(false);
        });

        it('are the two rows of the table marked placed', () => {
            expect(VOLATILE_VALUES.filter(row => row.placed).map(row => row.as)).to.deep.equal([
                '‹supplemental data id›',
                '‹round trip ms›'
            ]);
        });
    });
});
