import { expect } from 'chai';
import * as sinon from 'sinon';
import { CookieService } from '../../../src/services/cookie-service';
import { captureConsole } from '../console-capture';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

function nativeCookieDescriptor(document: Document): PropertyDescriptor {
    for (let proto = Object.getPrototypeOf(document) as object | null; proto; proto = Object.getPrototypeOf(proto) as object | null) {
        const descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
        if (descriptor) {
            return descriptor;
        }
    }
    throw new Error('document.cookie has no accessor');
}

describe('CookieService', () => {
    let written: string[];
    /** How often document.cookie was read. */
    let reads: number;

    /** Ends the current task: the writes it made reach document.cookie. */
    const endOfTask = () => Promise.resolve();

    /** The service on a page at `url`, with every raw cookie string it writes recorded. */
    function cookiesOn(url: string, environment: 'production' | 'development' = 'production'): CookieService {
        resetTestPage(url);
        const document = testDom.window.document;
        const native = nativeCookieDescriptor(document);
        written = [];
        reads = 0;
        sinon
            .stub(document, 'cookie')
            .get(() => {
                reads++;
                return native.get!.call(document) as string;
            })
            .set((value: string) => {
                // The stub is a setter the page defined, which the service tries once (cookie-write-check.ts): not one of its cookies.
                if (!value.startsWith('tag-container.write-check=')) {
                    written.push(value);
                }
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
        it(`writes cookies of ${url} on ${domain ?? 'the host only'}`, async () => {
            const cookies = cookiesOn(url);
            expect(cookies.cookieDomain).to.equal(domain);
            cookies.set('s_test', 'v');
            await endOfTask();
            expect(written[0]).to.contain('s_test=v');
            if (domain) {
                expect(written[0]).to.contain(`domain=${domain}`);
            } else {
                expect(written[0]).not.to.contain('domain=');
            }
            expect(cookies.get('s_test')).to.equal('v');
        });
    }

    it('marks cookies Secure and SameSite=Lax on https', async () => {
        const cookies = cookiesOn('https://www.alderway.co.uk/');
        cookies.set('secure_one', '1');
        await endOfTask();
        expect(written[0]).to.match(/; secure/i);
        expect(written[0]).to.contain('sameSite=Lax');
    });

    it('does not mark cookies Secure on http, where the browser would drop them', async () => {
        const cookies = cookiesOn('http://beta.alderway.com/');
        cookies.set('plain', '1');
        await endOfTask();
        expect(written[0]).not.to.match(/; secure/i);
        expect(cookies.get('plain')).to.equal('1');
    });

    it('takes the expiry in days', async () => {
        const clock = sinon.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z'), toFake: ['Date'] });
        const cookies = cookiesOn('https://www.alderway.com/');
        cookies.set('s_nr30', 'x', { days: 30 });
        await endOfTask();
        expect(written[0]).to.contain('expires=Tue, 22 Dec 2026 12:00:00 GMT');
        clock.restore();
    });

    it('writes a session cookie without days, and a host-only cookie for domain ""', async () => {
        const cookies = cookiesOn('https://www.alderway.com/');
        cookies.set('session_one', '1', { domain: '' });
        await endOfTask();
        expect(written[0]).not.to.contain('expires=');
        expect(written[0]).not.to.contain('domain=');
    });

    it('removes a cookie from the registrable domain', async () => {
        const cookies = cookiesOn('https://reservations.alderway.com/');
        cookies.set('gone', '1');
        await endOfTask();
        cookies.remove('gone');
        await endOfTask();
        expect(cookies.get('gone')).to.equal(undefined);
        expect(written[1]).to.contain('domain=alderway.com');
    });

    it('encodes names so that an org id with @ round-trips', async () => {
        const cookies = cookiesOn('https://www.alderway.com/');
        cookies.set('AMCV_1FD6776A524453CC0A490D44@AdobeOrg', 'x');
        await endOfTask();
        expect(written[0]).to.match(/^AMCV_1FD6776A524453CC0A490D44%40AdobeOrg=x/);
        expect(cookies.get('AMCV_1FD6776A524453CC0A490D44@AdobeOrg')).to.equal('x');
        expect(cookies.getAll()).to.have.property('AMCV_1FD6776A524453CC0A490D44@AdobeOrg', 'x');
    });

    describe('what it costs the page', () => {
        it('writes each cookie once per task, with its last value, and reads see the writes at once', async () => {
            const cookies = cookiesOn('https://www.alderway.com/');
            cookies.set('AMCV_x', 'first');
            cookies.set('AMCV_x', 'second');
            cookies.set('s_visit', '1');
            cookies.remove('s_visit');
            expect([cookies.get('AMCV_x'), cookies.get('s_visit')]).to.deep.equal(['second', undefined]);
            expect(written, 'nothing reaches the browser before the end of the task').to.deep.equal([]);
            await endOfTask();
            expect(written.map(cookie => cookie.split(';')[0])).to.deep.equal(['AMCV_x=second', 's_visit=']);
            expect(testDom.window.document.cookie).to.contain('AMCV_x=second');
        });

        it('reads document.cookie once per task, and again in the next task, where other scripts may have changed it', async () => {
            const cookies = cookiesOn('https://www.alderway.com/');
            testDom.window.document.cookie = 'notice_behavior=implied,us; path=/';
            reads = 0;
            expect(cookies.get('notice_behavior')).to.equal('implied,us');
            expect(cookies.get('missing')).to.equal(undefined);
            cookies.getAll();
            expect(reads).to.equal(1);
            await endOfTask();
            testDom.window.document.cookie = 'notice_behavior=expressed,eu; path=/';
            reads = 0;
            expect(cookies.get('notice_behavior')).to.equal('expressed,eu');
            expect(reads).to.equal(1);
        });

        it('makes the writes at once when asked (page code reads what it set through _satellite)', () => {
            const cookies = cookiesOn('https://www.alderway.com/');
            cookies.set('page_set', 'yes');
            cookies.flush();
            expect(testDom.window.document.cookie).to.contain('page_set=yes');
        });

        describe('where the browser reports cookie changes (CookieStore)', () => {
            class FakeCookieStore extends testDom.window.EventTarget {
                constructor(readonly all: Array<{ name: string; value: string }>) {
                    super();
                }

                getAll() {
                    return Promise.resolve(this.all);
                }

                report(changed: Array<{ name: string; value: string }>, deleted: Array<{ name: string }> = []): void {
                    this.dispatchEvent(Object.assign(new testDom.window.Event('change'), { changed, deleted }));
                }
            }

            function followed(): { cookies: CookieService; store: FakeCookieStore } {
                const cookies = cookiesOn('https://www.alderway.com/');
                const store = new FakeCookieStore([{ name: 'notice_behavior', value: 'implied%2Cus' }]);
                Object.defineProperty(testDom.window, 'cookieStore', { value: store, configurable: true });
                return { cookies, store };
            }

            it('reads document.cookie once for the page, and keeps it current from the reported changes', async () => {
                const { cookies, store } = followed();
                testDom.window.document.cookie = 'notice_behavior=implied,us; path=/';
                reads = 0;
                expect(cookies.get('notice_behavior')).to.equal('implied,us');
                await endOfTask();
                store.report([
                    { name: 'notice_gdpr_prefs', value: '0%2C1%2C2%3A' },
                    { name: 'AMCV_9E1005A551ED61CA0A490D45%40AdobeOrg', value: 'abc' }
                ]);
                store.report([], [{ name: 'notice_behavior' }]);
                await endOfTask();
                expect([
                    cookies.get('notice_gdpr_prefs'),
                    cookies.get('AMCV_9E1005A551ED61CA0A490D45@AdobeOrg'),
                    cookies.get('notice_behavior')
                ]).to.deep.equal(['0,1,2:', 'abc', undefined]);
                expect(reads, 'one read in all').to.equal(1);
            });

            it('tells listeners which cookies changed, and reads again after 10 s for cookies that expired', () => {
                const clock = sinon.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
                const { cookies, store } = followed();
                const heard: string[][] = [];
                cookies.onDidChange(names => heard.push([...names]));
                cookies.get('x');
                store.report([{ name: 'notice_gdpr_prefs', value: '0' }], [{ name: 'old' }]);
                expect(heard).to.deep.equal([['notice_gdpr_prefs', 'old']]);
                reads = 0;
                clock.tick(10001);
                cookies.get('x');
                expect(reads).to.equal(1);
            });
        });

        it('says whether the browser keeps cookies', () => {
            const cookies = cookiesOn('https://www.alderway.com/');
            expect(cookies.enabled).to.equal(true);
            Object.defineProperty(testDom.window.navigator, 'cookieEnabled', { value: false, configurable: true });
            expect(cookies.enabled).to.equal(false);
        });

        it('goes on without cookies where document.cookie throws, and says so once', async () => {
            resetTestPage('https://www.alderway.com/');
            const console = captureConsole();
            const denied = () => {
                throw new DOMException('Access is denied for this document.', 'SecurityError');
            };
            sinon.stub(testDom.window.document, 'cookie').get(denied).set(denied);
            const cookies = createTestContainer().get<CookieService>(CookieService);
            expect(cookies.get('mmg_tracking')).to.equal(undefined);
            expect(cookies.getAll()).to.deep.equal({});
            cookies.set('s_gpv', 'home');
            await endOfTask();
            cookies.refresh();
            expect(cookies.get('s_gpv')).to.equal(undefined);
            expect(cookies.enabled).to.equal(false);
            expect(console.lines('warn')).to.deep.equal([
                '🚀 Cookies are denied on this page (SecurityError: Access is denied for this document.): nothing is tracked, no visitor id is kept and no script is loaded.'
            ]);
            expect(cookies.denied).to.equal(true);
        });

        it('counts a page whose cookie setter alone throws as denied, found before the first read, and says so once', async () => {
            resetTestPage('https://www.alderway.com/');
            testDom.window.document.cookie = 'notice_behavior=implied,us; path=/';
            const console = captureConsole();
            const native = nativeCookieDescriptor(testDom.window.document);
            sinon
                .stub(testDom.window.document, 'cookie')
                .get(() => native.get!.call(testDom.window.document) as string)
                .set(() => {
                    throw new DOMException('Writing cookies is blocked.', 'SecurityError');
                });
            const cookies = createTestContainer().get<CookieService>(CookieService);
            expect(cookies.denied).to.equal(true);
            expect(cookies.get('notice_behavior'), 'no cookie is read: the consent mirror stays empty').to.equal(undefined);
            expect(cookies.enabled).to.equal(false);
            cookies.set('s_gpv', 'home');
            await endOfTask();
            expect(console.lines('warn')).to.deep.equal([
                '🚀 Cookies are denied on this page (SecurityError: Writing cookies is blocked.): nothing is tracked, no visitor id is kept and no script is loaded.'
            ]);
        });
    });
});
