import { expect } from 'chai';
import type { BeaconData } from '../../../../src/extensions/analytics/beacon-builder';
import { BeaconBuilder } from '../../../../src/extensions/analytics/beacon-builder';

/** Sunday 22 November 2026, 03:04:21 local time: `t` is local time, with the machine's offset. */
const TIME = new Date(2026, 10, 22, 3, 4, 21);
const T = `t=22%2F10%2F2026%203%3A4%3A21%200%20${TIME.getTimezoneOffset()}`;
const BROWSER: BeaconData['browser'] = { s: '1920x1080', c: '24', j: '1.6', v: 'N', k: 'Y', bw: '1024', bh: '768' };
const BROWSER_PARAMS = 's=1920x1080&c=24&j=1.6&v=N&k=Y&bw=1024&bh=768';

function beacon(data: Partial<BeaconData>): string {
    return BeaconBuilder.query({ time: TIME, variables: {}, contextData: {}, visitor: {}, browser: BROWSER, ...data });
}

describe('BeaconBuilder (AppMeasurement 2.27.0 query)', () => {
    it('writes the time string unpadded, with a 0-based month, the weekday and the offset in minutes', () => {
        expect(BeaconBuilder.timeString(TIME)).to.equal(`22/10/2026 3:4:21 0 ${TIME.getTimezoneOffset()}`);
    });

    it("escapes + ~ ! * ( ) ' beyond encodeURIComponent", () => {
        expect(BeaconBuilder.escape("a+b ~!*()' é&=")).to.equal('a%2Bb%20%7E%21%2A%28%29%27%20%C3%A9%26%3D');
    });

    it("builds the protocol note's page view byte for byte: order, encoding, nesting, no ids but the fallback id", () => {
        const query = beacon({
            variables: {
                charSet: 'UTF-8',
                pageName: 'Home: Page',
                pageURL: 'https://www.example.com/products/shoes?cid=abc&x=1',
                referrer: 'https://www.google.com/search?q=test',
                currencyCode: 'EUR',
                purchaseID: 'ord123',
                channel: 'Shop',
                server: 'web01',
                campaign: 'cmp1',
                events: 'event1,event2=5,purchase,event3:abc',
                products: ';SKU1;1;9.99;event2=3|event4=1;eVar5=x',
                prop1: 'p1',
                eVar1: 'e1',
                hier1: 'a,b',
                list1: 'x,y',
                prop2: 'D=c1',
                list3: 'l3',
                hier5: 'h5',
                prop75: 'p75',
                eVar250: 'e250'
            },
            contextData: { author: 'me', 'a.b.c': 'nested', flag: true, 'x.y': 'xy' },
            visitor: { fid: '2D2901F3A1C0B7E4-2BD6C1A0F3E49D27' }
        });
        expect(query).to.equal(
            `AQB=1&ndh=1&pf=1&${T}&fid=2D2901F3A1C0B7E4-2BD6C1A0F3E49D27&ce=UTF-8&pageName=Home%3A%20Page` +
                '&g=https%3A%2F%2Fwww.example.com%2Fproducts%2Fshoes%3Fcid%3Dabc%26x%3D1&r=https%3A%2F%2Fwww.google.com%2Fsearch%3Fq%3Dtest' +
                '&c.&author=me&a.&b.&c=nested&.b&.a&flag=true&x.&y=xy&.x&.c&cc=EUR&purchaseID=ord123&ch=Shop&server=web01&v0=cmp1' +
                '&events=event1%2Cevent2%3D5%2Cpurchase%2Cevent3%3Aabc&products=%3BSKU1%3B1%3B9.99%3Bevent2%3D3%7Cevent4%3D1%3BeVar5%3Dx' +
                `&c1=p1&v1=e1&h1=a%2Cb&l1=x%2Cy&c2=D%3Dc1&l3=l3&h5=h5&c75=p75&v250=e250&${BROWSER_PARAMS}&AQE=1`
        );
    });

    it('builds a custom link: pe=lnk_o and the link name escaped once, the last request time last', () => {
        const query = beacon({
            variables: {
                charSet: 'UTF-8',
                pageName: 'Home: Page',
                pageURL: 'https://www.example.com/',
                currencyCode: 'EUR',
                events: 'event1',
                eVar1: 'e1'
            },
            contextData: { author: 'me' },
            visitor: { fid: '2D2901F3A1C0B7E4-2BD6C1A0F3E49D27' },
            link: { type: 'o', name: 'My Link é & co' },
            lastRequestTime: 7
        });
        expect(query).to.equal(
            `AQB=1&ndh=1&pf=1&${T}&fid=2D2901F3A1C0B7E4-2BD6C1A0F3E49D27&ce=UTF-8&pageName=Home%3A%20Page` +
                '&g=https%3A%2F%2Fwww.example.com%2F&c.&author=me&.c&cc=EUR&events=event1&v1=e1&pe=lnk_o&pev2=My%20Link%20%C3%A9%20%26%20co' +
                `&${BROWSER_PARAMS}&lrt=7&AQE=1`
        );
    });

    it('escapes an href taken from the page once more, as the library does (double encoding)', () => {
        const query = beacon({ link: { type: 'd', url: 'https://www.alderway.com/docs/r%C3%A9sum%C3%A9.pdf', name: 'Résumé' } });
        expect(query).to.contain(
            '&pe=lnk_d&pev1=https%3A%2F%2Fwww.alderway.com%2Fdocs%2Fr%25C3%25A9sum%25C3%25A9.pdf&pev2=R%C3%A9sum%C3%A9&'
        );
    });

    it("carries the visitor's ids in the library's places: customer ids first, the blob after products, the org last", () => {
        const long = `https://www.alderway.com/${'a'.repeat(300)}`;
        const query = beacon({
            variables: { visitorID: 'custom1', charSet: 'UTF-8', pageName: 'Long', pageURL: long, products: ';SKU', eVar10: 'x' },
            visitor: {
                customerIds: { crm: { id: 'u1', authState: 1 }, email: { id: 'h2', authState: 0 } },
                sdid: 'SDID-1234',
                mid: '12345678901234567890123456789012345678',
                aamlh: '9',
                aamb: 'blobvalue',
                mcorgid: 'ABC123@AdobeOrg',
                fid: 'NOT-SENT'
            }
        });
        expect(query).to.equal(
            `AQB=1&ndh=1&pf=1&${T}&cid.&crm.&id=u1&as=1&.crm&email.&id=h2&.email&.cid&sdid=SDID-1234&vid=custom1` +
                '&mid=12345678901234567890123456789012345678&aamlh=9&ce=UTF-8&pageName=Long' +
                `&g=${encodeURIComponent(long.slice(0, 255))}&products=%3BSKU&aamb=blobvalue&v10=x&${BROWSER_PARAMS}` +
                `&-g=${'a'.repeat(long.length - 255)}&mcorgid=ABC123%40AdobeOrg&AQE=1`
        );
    });

    it('interleaves the numbered variables by number: prop, eVar, hier, list', () => {
        const query = beacon({
            variables: { list2: 'L2', eVar76: 'E76', prop4: 'P4', hier4: 'H4', eVar3: 'E3', prop3: 'P3', list1: 'L1', eVar2: 'E2' }
        });
        expect(query).to.equal(`AQB=1&ndh=1&pf=1&${T}&l1=L1&v2=E2&l2=L2&c3=P3&v3=E3&c4=P4&h4=H4&v76=E76&${BROWSER_PARAMS}&AQE=1`);
    });

    it('cuts hierarchies to 255 characters and drops empty, zero and null values', () => {
        const query = beacon({
            variables: { hier2: 'h'.repeat(300), eVar1: '', prop1: '0' },
            contextData: { zero: 0, none: null, empty: '', kept: 'yes' }
        });
        expect(query).to.equal(`AQB=1&ndh=1&pf=1&${T}&c.&kept=yes&.c&c1=0&h2=${'h'.repeat(255)}&${BROWSER_PARAMS}&AQE=1`);
    });

    it('nests context data given as objects the same way as dotted keys, and leaves out an all-empty block', () => {
        expect(
            BeaconBuilder.nested([
                ['link', { text: 'Redeem now', region: 'hero' }],
                ['link.target', '_self'],
                ['a.media.name', 'tour']
            ])
        ).to.equal('&link.&text=Redeem%20now&region=hero&target=_self&.link&a.&media.&name=tour&.media&.a');
        expect(beacon({ contextData: { empty: '', nothing: undefined } })).not.to.contain('c.');
    });

    describe('takes any text and any keys (defects fuzzing found)', () => {
        it('sends half a surrogate pair as U+FFFD instead of throwing and losing the hit', () => {
            const query = beacon({ variables: { eVar1: 'cut \ud83d', prop1: '\ude00 cut' }, link: { type: 'o', name: 'Deal \ud83d' } });
            expect(query).to.contain('&c1=%EF%BF%BD%20cut&v1=cut%20%EF%BF%BD&');
            expect(query).to.contain('&pev2=Deal%20%EF%BF%BD&');
        });

        it('splits g and -g, and cuts hierarchies, before an emoji rather than through it', () => {
            const pageURL = `https://www.alderway.com/${'a'.repeat(229)}😀tail`;
            const query = beacon({ variables: { pageURL, hier1: `${'h'.repeat(254)}😀` } });
            expect(query).to.contain(`&g=${encodeURIComponent(pageURL.slice(0, 254))}&`);
            expect(query).to.contain(`&-g=${encodeURIComponent('😀tail')}&`);
            expect(query).to.contain(`&h1=${'h'.repeat(254)}&`);
            expect(BeaconBuilder.truncate('ab😀', 3)).to.equal('ab');
            expect(BeaconBuilder.truncate('ab😀', 4)).to.equal('ab😀');
        });

        it('escapes the markers of context-data keys: a & or = in a key adds no parameter', () => {
            const query = beacon({ contextData: { 'a&pageName=evil.b': 'x', 'c=d.e': 'y' } });
            expect(query).to.contain('&c.&a%26pageName%3Devil.&b=x&.a%26pageName%3Devil&c%3Dd.&e=y&.c%3Dd&.c&');
            expect(new URLSearchParams(query).has('pageName')).to.equal(false);
        });

        it('gives an empty key segment no marker, which would read as a closing one', () => {
            expect(
                BeaconBuilder.nested([
                    ['.a', '1'],
                    ['b..c', '2'],
                    ['d.', '3'],
                    ['', '4'],
                    ['e', { '': { f: '5' } }]
                ])
            ).to.equal('&a=1&b.&c=2&.b&d=3&e.&f=5&.e');
        });

        it('sends a structure that contains itself once, instead of overflowing the stack', () => {
            const cyclic: Record<string, unknown> = { name: 'tour' };
            cyclic.self = cyclic;
            expect(BeaconBuilder.nested([['media', cyclic]])).to.equal('&media.&name=tour&.media');
        });
    });
});
