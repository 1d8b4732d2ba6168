import { expect } from 'chai';
import * as sinon from 'sinon';
import { CookieService } from '../../../src/services/cookie-service';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

function nativeCookieDescriptor(document: Document): PropertyDescriptor {
    for (let proto = Object.getPrototypeOf(document); proto; proto = Object.getPrototypeOf(proto)) {
        const descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
        if (descriptor) {
            return descriptor;
        }
    }
    throw new Error('document.cookie has no accessor');
}

describe('CookieService', () => {
    let written: string[];

    /** The service on a page at `url`, with every raw cookie string it writes recorded. */
    function cookiesOn(url: string, environment: 'production' | 'development' = 'production'): CookieService {
        resetTestPage(url);
        const document = testDom.window.document;
        const native = nativeCookieDescriptor(document);
        written = [];
        sinon.stub(document, 'cookie').get(() => native.get!.call(document)).set((value: string) => {
            written.push(value);
            native.set!.call(document, value);
        });
        return createTestContainer({ buildInfo: { environment } }).get<CookieService>(CookieService);
    }

    afterEach(() => {
        sinon.restore();
        resetTestPage();
    });

    const domains: Array<[string, string | undefined]> = [
        ['https://www.alderway.com/', 'alderway.com'],
        ['https://reservations.alderway.com/', 'alderway.com'],
        ['https://www.alderway.co.uk/', 'alderway.co.uk'],
        ['https://careers.alderway.co.uk/', 'alderway.co.uk'],
        ['https://www.alderway.ie/', 'alderway.ie'],
        ['https://alderway.de/', 'alderway.de'],
        ['http://www.alderway.co.uk.localhost:8080/', 'alderway.co.uk.localhost'],
        ['http://localhost:8080/', undefined],
        ['http://127.0.0.1:8080/', undefined]
    ];
    for (const [url, domain] of domains) {
        it(`writes cookies of ${url} on ${domain ?? 'the host only'}`, () => {
            const cookies = cookiesOn(url);
            expect(cookies.cookieDomain).to.equal(domain);
            cookies.set('s_test', 'v');
            expect(written[0]).to.contain('s_test=v');
            if (domain) {
                expect(written[0]).to.contain(`domain=${domain}`);
            } else {
                expect(written[0]).not.to.contain('domain=');
            }
            expect(cookies.get('s_test')).to.equal('v');
        });
    }

    it('marks cookies Secure and SameSite=Lax on https', () => {
        const cookies = cookiesOn('https://www.alderway.co.uk/');
        cookies.set('secure_one', '1');
        expect(written[0]).to.match(/; secure/i);
        expect(written[0]).to.contain('sameSite=Lax');
    });

    it('does not mark cookies Secure on http, where the browser would drop them', () => {
        const cookies = cookiesOn('http://beta.alderway.com/');
        cookies.set('plain', '1');
        expect(written[0]).not.to.match(/; secure/i);
        expect(cookies.get('plain')).to.equal('1');
    });

    it('takes the expiry in days', () => {
        const clock = sinon.useFakeTimers(new Date('2026-11-22T12:00:00Z'));
        const cookies = cookiesOn('https://www.alderway.com/');
        cookies.set('s_nr30', 'x', { days: 30 });
        expect(written[0]).to.contain('expires=Tue, 22 Dec 2026 12:00:00 GMT');
        clock.restore();
    });

    it('writes a session cookie without days, and a host-only cookie for domain ""', () => {
        const cookies = cookiesOn('https://www.alderway.com/');
        cookies.set('session_one', '1', { domain: '' });
        expect(written[0]).not.to.contain('expires=');
        expect(written[0]).not.to.contain('domain=');
    });

    it('removes a cookie from the registrable domain', () => {
        const cookies = cookiesOn('https://reservations.alderway.com/');
        cookies.set('gone', '1');
        cookies.remove('gone');
        expect(cookies.get('gone')).to.equal(undefined);
        expect(written[1]).to.contain('domain=alderway.com');
    });

    it('encodes names so that an org id with @ round-trips', () => {
        const cookies = cookiesOn('https://www.alderway.com/');
        cookies.set('AMCV_1FD6776A524453CC0A490D44@AdobeOrg', 'x');
        expect(written[0]).to.match(/^AMCV_1FD6776A524453CC0A490D44%40AdobeOrg=x/);
        expect(cookies.get('AMCV_1FD6776A524453CC0A490D44@AdobeOrg')).to.equal('x');
        expect(cookies.getAll()).to.have.property('AMCV_1FD6776A524453CC0A490D44@AdobeOrg', 'x');
    });
});
