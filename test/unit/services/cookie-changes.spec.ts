import { expect } from 'chai';
import type { BrowserWindow } from '../../../src/services/browser-window';
import { CachedCookies } from '../../../src/services/cached-cookies';
import { CookieChanges } from '../../../src/services/cookie-changes';
import { CookieWrites } from '../../../src/services/cookie-writes';
import { DocumentCookies } from '../../../src/services/document-cookies';
import type { Logger } from '../../../src/services/logger';

const quiet: Logger = {
    log: () => undefined,
    info: () => undefined,
    debug: () => undefined,
    warn: () => undefined,
    error: () => undefined
};

/** The browser's CookieStore: what getAll answers, and the change events the test reports (raw, as in document.cookie). */
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

/** Ends the current task and the promise callbacks it queued. */
const settled = async () => {
    await Promise.resolve();
    await Promise.resolve();
};

describe('CookieChanges', () => {
    /** The parts on a page whose document.cookie is `text`, read once, and whose browser has `store` (none: no CookieStore). */
    function following(text: string, store?: FakeCookieStore) {
        const writes = new CookieWrites({ endOfTask: () => undefined });
        const cache = new CachedCookies({ writes });
        cache.read(new DocumentCookies({ document: { cookie: text } as unknown as Document }, quiet));
        const changes = new CookieChanges({ cache, writes });
        changes.follow({ cookieStore: store } as unknown as BrowserWindow);
        return { changes, cache, writes };
    }

    it('follows nothing where the browser has no CookieStore', () => {
        const { changes } = following('a=1');
        expect(changes.following).to.equal(false);
    });

    it('follows from the first call on, subscribing once', () => {
        const store = new FakeCookieStore(Promise.resolve([]));
        const { changes } = following('a=1', store);
        changes.follow({ cookieStore: store } as unknown as BrowserWindow);
        expect(changes.following).to.equal(true);
        expect(store.listeners).to.have.length(1);
    });

    it('settles what was read with one read of every cookie, but keeps what was written or reported since', async () => {
        const store = new FakeCookieStore(
            Promise.resolve([
                { name: 'kept', value: 'new' },
                { name: 'added', value: '1' },
                { name: 'mine', value: 'old' }
            ])
        );
        const { changes, cache } = following('gone=1; kept=old; mine=old; told=old', store);
        changes.touch('mine');
        cache.put('mine', 'written');
        store.report([{ name: 'told', value: 'reported' }]);
        await settled();
        expect(Object.fromEntries(cache.known!)).to.deep.equal({ kept: 'new', mine: 'written', told: 'reported', added: '1' });
    });

    it('keeps what was read when the settling read fails', async () => {
        const { cache } = following('a=1', new FakeCookieStore(Promise.reject(new Error('no access'))));
        await settled();
        expect(Object.fromEntries(cache.known!)).to.deep.equal({ a: '1' });
    });

    it('takes a reported change in, decoded, except for a cookie with a write pending, and tells the listeners its names', () => {
        const store = new FakeCookieStore(new Promise(() => undefined));
        const { changes, cache, writes } = following('a=1; b=1; mine=1', store);
        const heard: string[][] = [];
        changes.onDidChange(names => heard.push([...names]));
        writes.defer('mine', '2', () => undefined);
        cache.put('mine', '2');
        store.report(
            [
                { name: 'AMCV_X%40AdobeOrg', value: 'MCMID%7C1' },
                { name: 'mine', value: '3' }
            ],
            [{ name: 'b' }]
        );
        expect(Object.fromEntries(cache.known!)).to.deep.equal({ a: '1', mine: '2', 'AMCV_X@AdobeOrg': 'MCMID|1' });
        expect(heard).to.deep.equal([['AMCV_X@AdobeOrg', 'mine', 'b']]);
    });

    it("contains a listener's failure, and stops calling a listener that unsubscribed", () => {
        const store = new FakeCookieStore(new Promise(() => undefined));
        const { changes } = following('', store);
        const heard: string[] = [];
        changes.onDidChange(() => {
            throw new Error('a broken listener');
        });
        const stop = changes.onDidChange(names => heard.push(...names));
        store.report([{ name: 'a', value: '1' }]);
        stop();
        store.report([{ name: 'b', value: '1' }]);
        expect(heard).to.deep.equal(['a']);
    });

    it('keeps a name it cannot decode as reported', () => {
        const store = new FakeCookieStore(new Promise(() => undefined));
        const { changes } = following('', store);
        const heard: string[] = [];
        changes.onDidChange(names => heard.push(...names));
        store.report([], [{ name: 'bad%E0%A4%A' }]);
        expect(heard).to.deep.equal(['bad%E0%A4%A']);
    });

    it('counts a write of its own as newer than the settling read, once following', async () => {
        const writes = new CookieWrites({ endOfTask: () => undefined });
        const cache = new CachedCookies({ writes });
        const changes = new CookieChanges({ cache, writes });
        changes.touch('before');
        cache.read(new DocumentCookies({ document: { cookie: 'before=1; after=1' } as unknown as Document }, quiet));
        const store = new FakeCookieStore(
            Promise.resolve([
                { name: 'before', value: 'settled' },
                { name: 'after', value: 'settled' }
            ])
        );
        changes.follow({ cookieStore: store } as unknown as BrowserWindow);
        changes.touch('after');
        cache.put('after', 'mine');
        await settled();
        expect(Object.fromEntries(cache.known!)).to.deep.equal({ before: 'settled', after: 'mine' });
    });
});
