import { expect } from 'chai';
import * as sinon from 'sinon';
import { CookieService } from '../../../src/services/cookie-service';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

/** The page's cookie string as the browser would give it, and every raw write the service makes. */
function pageWithCookies(
    text: string,
    refused = ''
): { cookies: CookieService; written: string[]; reads: () => number; setText(value: string): void } {
    resetTestPage('https://www.alderway.com/');
    let current = text;
    let reads = 0;
    const written: string[] = [];
    // The browser's cookie store is the edge: document.cookie answers what the test says.
    sinon
        .stub(testDom.window.document, 'cookie')
        .get(() => {
            reads++;
            return current;
        })
        .set((value: string) => {
            if (refused && value.startsWith(`${refused}=`)) {
                throw new Error('refused by policy');
            }
            written.push(value);
        });
    return {
        cookies: createTestContainer().get<CookieService>(CookieService),
        written,
        reads: () => reads,
        setText: value => {
            current = value;
        }
    };
}

/** The browser's CookieStore: what getAll answers, and change events the test reports. */
class FakeCookieStore {
    readonly listeners: Array<(event: unknown) => void> = [];

    constructor(readonly answer: Promise<Array<{ name: string; value: string }>>) {}

    addEventListener(type: string, listener: (event: unknown) => void): void {
        expect(type).to.equal('change');
        this.listeners.push(listener);
    }

    getAll() {
        return this.answer;
    }

    report(changed: Array<{ name: string; value: string }>, deleted: Array<{ name: string }> = []): void {
        this.listeners.forEach(listener => listener({ type: 'change', changed, deleted }));
    }
}

/** How the service reads the page's cookies, and how a followed jar (CookieStore) stays right. */
describe('CookieService: the jar', () => {
    const endOfTask = () => Promise.resolve();

    afterEach(() => {
        sinon.restore();
        resetTestPage();
    });

    it('reads names without a value as empty, keeps the first of two with one name, and skips names it cannot decode', () => {
        const { cookies } = pageWithCookies('flag; a=1; a=2; %E0%A4%A=bad; b=x%20y');
        expect(cookies.getAll()).to.deep.equal({ flag: '', a: '1', b: 'x y' });
    });

    it('reads nothing from an empty cookie string, and reads again after refresh()', () => {
        const page = pageWithCookies('');
        expect(page.cookies.getAll()).to.deep.equal({});
        page.setText('late=1');
        expect(page.cookies.get('late'), 'the same task: as read').to.equal(undefined);
        page.cookies.refresh();
        expect(page.cookies.get('late')).to.equal('1');
    });

    it('writes on the path it is given, removes on it too, and on / otherwise', async () => {
        const { cookies, written } = pageWithCookies('');
        cookies.set('a', '1', { path: '/reservations' });
        cookies.remove('b', { path: '/reservations' });
        cookies.set('c', '1');
        await endOfTask();
        expect(written[0]).to.contain('path=/reservations');
        expect(written[1]).to.match(/^b=;.*path=\/reservations/);
        expect(written[2]).to.contain('path=/');
    });

    it('keeps writing the other cookies when one write throws', async () => {
        const { cookies, written } = pageWithCookies('', 'a');
        cookies.set('a', '1');
        cookies.set('b', '2');
        await endOfTask();
        expect(written.map(write => write.split(';')[0])).to.deep.equal(['b=2']);
    });

    it('knows the registrable domain per host, and says no cookies when the browser denies access', () => {
        const { cookies } = pageWithCookies('');
        expect(cookies.cookieDomain).to.equal('alderway.com');
        Object.defineProperty(testDom.window.navigator, 'cookieEnabled', {
            get: () => {
                throw new Error('denied');
            },
            configurable: true
        });
        expect(cookies.enabled).to.equal(false);
    });

    describe('writes that would change nothing', () => {
        /** The cookies written, by name and value (the stubbed setter is not the browser's: the service tries it once). */
        const cookiesIn = (written: string[]) =>
            written.map(write => write.split(';')[0]).filter(write => !write.startsWith('tag-container.write-check='));

        it('are not made: a session cookie set to the value the page has, a cookie removed that it has not', async () => {
            const { cookies, written, reads } = pageWithCookies('mmg_tracking=true; s_ips=720');
            expect(cookies.get('s_ips')).to.equal('720');
            cookies.set('mmg_tracking', 'true');
            cookies.set('s_ips', '720');
            cookies.remove('s_top');
            await endOfTask();
            expect(cookiesIn(written)).to.deep.equal([]);
            expect(reads(), 'deciding read nothing more').to.equal(1);
        });

        it('are made when the value differs, the cookie has a lifetime to renew, or is there to remove', async () => {
            const { cookies, written } = pageWithCookies('s_ips=720; s_gpv=home; s_top=5');
            cookies.get('s_ips');
            cookies.set('s_ips', '900');
            cookies.set('s_gpv', 'home', { days: 1 / 48 });
            cookies.remove('s_top');
            await endOfTask();
            expect(cookiesIn(written)).to.deep.equal(['s_ips=900', 's_gpv=home', 's_top=']);
        });

        it("are made when the page's cookies are not known in this task, or on a path other than /, where a cookie may hide", async () => {
            const { cookies, written } = pageWithCookies('a=1');
            cookies.set('a', '1');
            await endOfTask();
            cookies.get('a');
            cookies.set('a', '1', { path: '/reservations' });
            cookies.remove('b', { path: '/reservations' });
            await endOfTask();
            expect(cookiesIn(written)).to.deep.equal(['a=1', 'a=1', 'b=']);
        });

        it("count this task's own writes: one undone in the same task is still undone in the browser", async () => {
            const { cookies, written } = pageWithCookies('a=1');
            cookies.get('a');
            cookies.set('a', '2');
            cookies.set('a', '1');
            cookies.set('b', '1');
            cookies.remove('b');
            await endOfTask();
            expect(cookiesIn(written)).to.deep.equal(['a=1', 'b=']);
        });
    });

    describe('followed by CookieStore change events', () => {
        function followed(text: string, all: Array<{ name: string; value: string }> | Promise<never>) {
            const page = pageWithCookies(text);
            const store = new FakeCookieStore(Array.isArray(all) ? Promise.resolve(all) : all);
            Object.defineProperty(testDom.window, 'cookieStore', { value: store, configurable: true });
            return { ...page, store };
        }

        it('says it follows them from the first read on', () => {
            const page = followed('a=1', []);
            expect(page.cookies.followsChanges).to.equal(false);
            page.cookies.get('a');
            expect(page.cookies.followsChanges).to.equal(true);
            expect(pageWithCookies('a=1').cookies.followsChanges, 'no CookieStore').to.equal(false);
        });

        it('settles the jar with one read of every cookie, but keeps what was written or reported since', async () => {
            const page = followed('gone=1; kept=old; mine=old; told=old', [
                { name: 'kept', value: 'new' },
                { name: 'added', value: '1' },
                { name: 'mine', value: 'old' }
            ]);
            expect(page.cookies.get('gone')).to.equal('1');
            page.cookies.set('mine', 'written');
            page.store.report([{ name: 'told', value: 'reported' }]);
            await endOfTask();
            await endOfTask();
            expect(page.cookies.getAll()).to.deep.equal({ kept: 'new', added: '1', mine: 'written', told: 'reported' });
        });

        it('keeps the jar when the settling read fails', async () => {
            const page = followed('a=1', Promise.reject(new Error('no access')));
            expect(page.cookies.get('a')).to.equal('1');
            await endOfTask();
            await endOfTask();
            expect(page.cookies.get('a')).to.equal('1');
        });

        it("lets this task's writes win over reports of the same cookie, and over deletions", async () => {
            const page = followed('a=1; b=1', []);
            page.cookies.get('a');
            page.cookies.set('a', 'mine');
            page.cookies.set('b', 'mine');
            page.store.report([{ name: 'a', value: 'theirs' }], [{ name: 'b' }]);
            expect([page.cookies.get('a'), page.cookies.get('b')]).to.deep.equal(['mine', 'mine']);
            await endOfTask();
            page.store.report([{ name: 'a', value: 'theirs' }], [{ name: 'b' }]);
            expect([page.cookies.get('a'), page.cookies.get('b')], 'once written, reports count').to.deep.equal(['theirs', undefined]);
        });

        it('reads document.cookie once while it follows, and again only after 10 s', async () => {
            const clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
            const page = followed('a=1', [{ name: 'a', value: '1' }]);
            page.cookies.get('a');
            await endOfTask();
            clock.tick(10000);
            page.cookies.get('a');
            expect(page.reads(), 'exactly 10 s: still trusted').to.equal(1);
            clock.tick(1);
            page.cookies.get('a');
            expect(page.reads()).to.equal(2);
        });

        it('tells every listener, though one throws, and not one that unsubscribed; names are decoded', () => {
            const page = followed('', []);
            page.cookies.get('x');
            const heard: string[][] = [];
            page.cookies.onDidChange(() => {
                throw new Error('listener broke');
            });
            const stop = page.cookies.onDidChange(names => heard.push([...names]));
            page.cookies.onDidChange(names => heard.push(['second', ...names]));
            page.store.report([
                { name: 'AMCV_x%40AdobeOrg', value: '1' },
                { name: '%E0%A4%A', value: '1' }
            ]);
            stop();
            page.store.report([], [{ name: 'old' }]);
            expect(heard).to.deep.equal([
                ['AMCV_x@AdobeOrg', '%E0%A4%A'],
                ['second', 'AMCV_x@AdobeOrg', '%E0%A4%A'],
                ['second', 'old']
            ]);
        });

        it('tells listeners before the jar was ever read', () => {
            const page = followed('', []);
            const heard: string[][] = [];
            page.cookies.onDidChange(names => heard.push([...names]));
            page.store.report([{ name: 'a', value: '1' }]);
            expect(heard).to.deep.equal([], 'not followed before the first read');
            page.cookies.get('x');
            page.store.report([{ name: 'a', value: '1' }], [{ name: 'b' }]);
            expect(heard).to.deep.equal([['a', 'b']]);
        });
    });
});
