import { expect } from 'chai';
import { AnalyticsSettings } from '../../../../src/config/analytics';
import type { BeaconData } from '../../../../src/extensions/analytics/beacon-builder';
import { BeaconLimits } from '../../../../src/extensions/analytics/beacon-limits';
import { captureConsole } from '../../console-capture';
import { AnalyticsTestPage, RETURNING_VISITOR } from './analytics-test-page';

const utf8 = (value: string) => Buffer.byteLength(value, 'utf8');

function beacon(variables: Record<string, string>, contextData: Record<string, unknown> = {}): BeaconData {
    return { time: new Date(0), variables, contextData, visitor: {}, browser: { s: '', c: '', j: '', v: '', k: '', bw: '', bh: '' } };
}

describe('BeaconLimits (what the back end keeps, what a transport carries)', () => {
    describe('cutting in UTF-8 bytes, never inside a character', () => {
        const rows: Array<[string, string, number, number]> = [
            ['ASCII', 'a'.repeat(300), 255, 255],
            ['two-byte é', 'é'.repeat(200), 255, 254],
            ['three-byte €', '€'.repeat(200), 100, 99],
            ['four-byte emoji (surrogate pairs)', '🚗'.repeat(100), 255, 252],
            ['mixed', `a${'é'.repeat(60)}🚗`, 100, 99]
        ];
        for (const [what, value, limit, bytes] of rows) {
            it(`${what}: ${utf8(value)} bytes to ${bytes} under ${limit}`, () => {
                const cut = BeaconLimits.truncateUtf8(value, limit);
                expect(utf8(cut)).to.equal(bytes);
                expect(value.startsWith(cut)).to.equal(true);
                expect(cut, 'no lone surrogate').not.to.match(/[\uD800-\uDBFF]$/);
                expect(Buffer.from(cut, 'utf8').toString('utf8')).to.equal(cut);
            });
        }

        it('keeps a value that fits, to the byte', () => {
            expect(BeaconLimits.truncateUtf8('é'.repeat(50), 100)).to.equal('é'.repeat(50));
            expect(BeaconLimits.truncateUtf8('', 100)).to.equal('');
        });
    });

    it('caps eVars and the campaign at 255 bytes, props and the names at 100, and leaves the rest', () => {
        const long = 'x'.repeat(1000);
        const capped = BeaconLimits.capVariables({
            eVar12: long,
            eVar250: long,
            prop3: long,
            prop75: long,
            pageName: long,
            channel: long,
            server: long,
            visitorID: long,
            campaign: long,
            products: long,
            events: 'event1'
        });
        expect(Object.fromEntries(Object.entries(capped).map(([name, value]) => [name, value!.length]))).to.deep.equal({
            eVar12: 255,
            eVar250: 255,
            prop3: 100,
            prop75: 100,
            pageName: 100,
            channel: 100,
            server: 100,
            visitorID: 100,
            campaign: 255,
            products: 1000,
            events: 6
        });
    });

    it('drops context data over 32 KB and says so', () => {
        const warnings: string[] = [];
        const query = BeaconLimits.query(beacon({ pageName: 'home' }, { big: 'y'.repeat(40000), small: 'kept?' }), 64000, message =>
            warnings.push(message)
        );
        expect(query).not.to.contain('c.&');
        expect(query).to.contain('pageName=home');
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.match(/sent without context data \(400[0-9]{2} bytes, more than 32768\)\.$/);
    });

    it('keeps a beacon under the hard maximum: context data first, then the longest values, with a warning', () => {
        const warnings: string[] = [];
        const list = (fill: string) => fill.repeat(25000);
        const data = beacon(
            { pageName: 'home', list1: list('a'), list2: list('b'), list3: list('c'), eVar1: 'kept' },
            { note: 'z'.repeat(30000) }
        );
        const query = BeaconLimits.query(data, 64000, message => warnings.push(message));
        expect(query.length).to.be.at.most(64000);
        expect(query).to.contain('v1=kept');
        expect(query).not.to.contain('&c.');
        expect(query.endsWith('&AQE=1')).to.equal(true);
        expect(warnings).to.deep.equal([
            `A beacon was over 64000 characters or its context data over ${AnalyticsSettings.contextDataBytes} bytes: sent without context data, list1.`
        ]);
    });

    it('sends a small beacon as the builder makes it, without a warning', () => {
        const warnings: string[] = [];
        expect(BeaconLimits.query(beacon({ pageName: 'home', eVar1: 'é' }, { a: 1 }), 64000, message => warnings.push(message))).to.contain(
            '&pageName=home&c.&a=1&.c&v1=%C3%A9&'
        );
        expect(warnings).to.deep.equal([]);
    });

    describe('on the page', () => {
        let page: AnalyticsTestPage;
        afterEach(() => page.stop());

        it('sends a 1 MB page global as 255 bytes of its eVar, in a beacon far under the hard maximum', async () => {
            const console = captureConsole();
            page = new AnalyticsTestPage('https://www.alderway.com/', RETURNING_VISITOR, {
                pageName: 'p'.repeat(1000000),
                couponCode: 'ü'.repeat(500000)
            });
            page.start();
            await page.clock.tickAsync(50);
            const [view] = page.decodedBeacons();
            expect(utf8(view.values.pageName)).to.equal(100);
            expect(view.values.v27).to.equal('ü'.repeat(127));
            expect(page.beacons()[0].query.length).to.be.below(10000);
            expect(console.lines('warn')).to.deep.equal([]);
            expect(console.lines('error')).to.deep.equal([]);
        });
    });
});
