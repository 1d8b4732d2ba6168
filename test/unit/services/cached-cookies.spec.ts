import { expect } from 'chai';
import * as sinon from 'sinon';
import { CachedCookies } from '../../../src/services/cached-cookies';
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

/** The page's document.cookie as the test sets it, and how often it was read. */
function pageCookies(text: string): { document: DocumentCookies; reads: () => number; setText: (value: string) => void } {
    let current = text;
    let reads = 0;
    const document = {
        get cookie() {
            reads++;
            return current;
        }
    };
    return {
        document: new DocumentCookies({ document: document as unknown as Document }, quiet),
        reads: () => reads,
        setText: value => {
            current = value;
        }
    };
}

describe('CachedCookies', () => {
    afterEach(() => sinon.restore());

    function cached(text: string) {
        const writes = new CookieWrites({ endOfTask: () => undefined });
        return { cache: new CachedCookies({ writes }), writes, ...pageCookies(text) };
    }

    it('knows nothing until it reads, then keeps what it read until it forgets it', () => {
        const { cache, document, reads, setText } = cached('a=1; b=x%20y');
        expect(cache.known).to.equal(undefined);
        expect(cache.fresh(false)).to.equal(undefined);
        expect(Object.fromEntries(cache.read(document))).to.deep.equal({ a: '1', b: 'x y' });
        setText('a=2');
        expect(cache.fresh(false)?.get('a'), 'no read of its own').to.equal('1');
        expect(reads()).to.equal(1);
        cache.forget();
        expect(cache.fresh(false)).to.equal(undefined);
        expect(cache.read(document).get('a')).to.equal('2');
    });

    it("reads this task's pending writes as made", () => {
        const { cache, writes, document } = cached('a=1; b=1');
        writes.defer('a', '2', () => undefined);
        writes.defer('b', undefined, () => undefined);
        expect(Object.fromEntries(cache.read(document))).to.deep.equal({ a: '2' });
    });

    it('forgets cookies kept current by the browser after 10 s, for those that expired meanwhile; read once per task, it keeps them', () => {
        const clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
        const { cache, document } = cached('a=1');
        cache.read(document);
        clock.tick(10_000);
        expect(cache.fresh(true), 'at 10 s').not.to.equal(undefined);
        clock.tick(1);
        expect(cache.fresh(false), 'not followed: the end of the task forgets them').not.to.equal(undefined);
        expect(cache.fresh(true), 'followed, past 10 s').to.equal(undefined);
        expect(cache.known).to.equal(undefined);
    });

    it('takes a cookie written or removed into what it knows, and knows nothing of it before a read', () => {
        const { cache, document } = cached('a=1; b=1');
        cache.put('a', '2');
        expect(cache.known).to.equal(undefined);
        cache.read(document);
        cache.put('a', '3');
        cache.put('b', undefined);
        cache.put('c', '1');
        expect(Object.fromEntries(cache.known!)).to.deep.equal({ a: '3', c: '1' });
    });

    it('says the page has a cookie with a value only as known, on /, and with no write of it pending', () => {
        const { cache, writes, document } = cached('a=1');
        expect(cache.has('a', '1'), 'not read').to.equal(false);
        cache.read(document);
        expect(cache.has('a', '1')).to.equal(true);
        expect(cache.has('a', '2')).to.equal(false);
        expect(cache.has('b', undefined), 'absent from / is absent').to.equal(true);
        expect(cache.has('b', undefined, '/reservations'), 'another path may hide it').to.equal(false);
        expect(cache.has('a', '1', '/reservations')).to.equal(false);
        writes.defer('a', '1', () => undefined);
        expect(cache.has('a', '1'), 'a write pending').to.equal(false);
    });
});
