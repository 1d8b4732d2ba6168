import { expect } from 'chai';
import { OutboxSettings } from '../../../src/config/outbox';
import type { KeptHit, OutboxStorage } from '../../../src/services/outbox-store';
import { OutboxStore } from '../../../src/services/outbox-store';

const BASE = 'https://smetrics.alderway.com/b/ss/mmgglobalprod/1/JS-2.27.0/s1';
const OWN = 'tag-container.outbox.mmgglobalprod';
const NOW = 1_800_000_000_000;

/** localStorage as a Map; `full` makes setItem throw as a full quota does. */
class FakeStorage implements OutboxStorage {
    readonly items = new Map<string, string>();
    full = false;
    getItem(key: string): string | null {
        return this.items.get(key) ?? null;
    }
    setItem(key: string, value: string): void {
        if (this.full) {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        this.items.set(key, value);
    }
    removeItem(key: string): void {
        this.items.delete(key);
    }
}

function hit(n: number, overrides: Partial<KeptHit> = {}): KeptHit {
    return { key: OWN, base: BASE, query: `AQB=1&pageName=p${n}&AQE=1`, post: false, at: NOW + n, tries: 0, ...overrides };
}

describe('OutboxStore', () => {
    let storage: FakeStorage;
    let lines: string[];
    let now: number;
    const storeOn = () =>
        new OutboxStore(
            () => storage,
            line => lines.push(line),
            () => now
        );

    beforeEach(() => {
        storage = new FakeStorage();
        lines = [];
        now = NOW + 1000;
    });

    it("keeps hits per account in the container's format, with an index, and a new store (the next page) reads them back in send order", () => {
        const store = storeOn();
        expect(store.add(hit(2))).to.equal(true);
        expect(store.add(hit(1, { key: 'tag-container.outbox.mmgotherprod' }))).to.equal(true);
        expect(JSON.parse(storage.getItem(OutboxSettings.indexKey)!)).to.deep.equal([OWN, 'tag-container.outbox.mmgotherprod']);
        expect(JSON.parse(storage.getItem(OWN)!)).to.deep.equal({ hits: [{ b: BASE, q: 'AQB=1&pageName=p2&AQE=1', at: NOW + 2, n: 0 }] });
        expect(
            storeOn()
                .all()
                .map(kept => kept.query)
        ).to.deep.equal(['AQB=1&pageName=p1&AQE=1', 'AQB=1&pageName=p2&AQE=1']);
    });

    it("writes AppMeasurement's offline list under its key: the request URLs, first sent when their ts says", () => {
        const key = 'AppMeasurement.requests-mmgglobalprod';
        const store = storeOn();
        store.add(hit(1, { key, query: 'AQB=1&ts=1800000000&AQE=1', at: NOW }));
        expect(JSON.parse(storage.getItem(key)!)).to.deep.equal([`${BASE}?AQB=1&ts=1800000000&AQE=1`]);
        const read = storeOn().all();
        expect(read).to.have.length(1);
        expect(read[0]).to.include({ key, base: BASE, query: 'AQB=1&ts=1800000000&AQE=1', at: NOW, post: false });
    });

    it('removes a delivered hit, and the key and index once nothing is left', () => {
        const store = storeOn();
        store.add(hit(1));
        store.add(hit(2));
        store.remove(store.all()[0]);
        expect(
            storeOn()
                .all()
                .map(kept => kept.query)
        ).to.deep.equal(['AQB=1&pageName=p2&AQE=1']);
        store.remove(store.all()[0]);
        expect([...storage.items.keys()]).to.deep.equal([]);
    });

    it('keeps 50 hits at most: the oldest goes first, and the console says so once', () => {
        const store = storeOn();
        for (let n = 1; n <= 53; n++) {
            store.add(hit(n));
        }
        const kept = store.all();
        expect(kept).to.have.length(50);
        expect(kept[0].query).to.contain('pageName=p4&');
        expect(lines).to.deep.equal([
            'The outbox of unsent hits is past its bounds (50 hits, 256 KB, 30 minutes): the oldest are dropped.'
        ]);
    });

    it("keeps 256 KB at most, and a key's own limit (offlineLimit)", () => {
        const store = storeOn();
        const big = 'x'.repeat(100 * 1024);
        for (let n = 1; n <= 3; n++) {
            store.add(hit(n, { query: `AQB=1&v1=${big}&n=${n}&AQE=1` }));
        }
        expect(store.all().map(kept => kept.query.slice(-9))).to.deep.equal(['&n=2&AQE=1', '&n=3&AQE=1'].map(text => text.slice(-9)));
        const key = 'AppMeasurement.requests-mmgglobalprod';
        const other = new FakeStorage();
        const limited = new OutboxStore(
            () => other,
            () => undefined,
            () => now
        );
        for (let n = 1; n <= 4; n++) {
            limited.add(hit(n, { key }), 2);
        }
        expect(limited.all().map(kept => kept.query)).to.deep.equal(['AQB=1&pageName=p3&AQE=1', 'AQB=1&pageName=p4&AQE=1']);
    });

    it('forgets hits older than 30 minutes', () => {
        const store = storeOn();
        store.add(hit(1));
        now = NOW + 1 + OutboxSettings.maxAgeMs + 1;
        expect(storeOn().all()).to.deep.equal([]);
        expect(storage.getItem(OWN)).to.equal(null);
    });

    it('does not keep a hit that full storage refuses, says so once, and keeps what it had', () => {
        const store = storeOn();
        store.add(hit(1));
        storage.full = true;
        expect(store.add(hit(2))).to.equal(false);
        expect(store.add(hit(3))).to.equal(false);
        expect(store.all().map(kept => kept.query)).to.deep.equal(['AQB=1&pageName=p1&AQE=1']);
        expect(lines).to.have.length(1);
        expect(lines[0]).to.match(/^Unsent hits cannot be kept: localStorage refused them \(QuotaExceededError/);
    });

    it('contains storage that throws on every access, and unreadable entries', () => {
        const store = new OutboxStore(
            () => {
                throw new Error('denied');
            },
            line => lines.push(line),
            () => now
        );
        expect(store.all()).to.deep.equal([]);
        expect(store.add(hit(1))).to.equal(false);
        expect(() => store.clear()).not.to.throw();
        storage.setItem(OutboxSettings.indexKey, JSON.stringify([OWN, 42]));
        storage.setItem(OWN, '{not json');
        expect(storeOn().all()).to.deep.equal([]);
    });

    it('reads localStorage before each change: a hit another tab kept meanwhile stays', () => {
        const mine = storeOn();
        const theirs = storeOn();
        mine.all();
        theirs.add(hit(1));
        mine.add(hit(2));
        expect(
            storeOn()
                .all()
                .map(kept => kept.query)
        ).to.deep.equal(['AQB=1&pageName=p1&AQE=1', 'AQB=1&pageName=p2&AQE=1']);
        const read = mine.all()[0];
        theirs.remove({ ...read });
        expect(
            storeOn()
                .all()
                .map(kept => kept.query)
        ).to.deep.equal(['AQB=1&pageName=p2&AQE=1']);
    });

    it('clears every key and the index', () => {
        const store = storeOn();
        store.add(hit(1));
        store.add(hit(2, { key: 'AppMeasurement.requests-mmgglobalprod' }));
        store.clear();
        expect([...storage.items.keys()]).to.deep.equal([]);
        expect(store.all()).to.deep.equal([]);
    });
});
