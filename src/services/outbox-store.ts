import { OutboxSettings } from '../config/outbox';

/** One kept hit: exactly as it was sent, with when it was first sent and how often it was tried. */
export interface KeptHit {
    /** The localStorage key it is kept under: its account's, in the container's format or AppMeasurement's. */
    readonly key: string;
    readonly base: string;
    readonly query: string;
    /** It went as a form POST (a long URL with a visitor id), and goes so again. */
    readonly post: boolean;
    /** ms since the epoch of its first send. */
    readonly at: number;
    tries: number;
    /** ms since the epoch of its last try, by whichever tab of the site made it. */
    tried?: number;
    /** Page code's `s.offlineThrottleDelay`, ms: the least wait after this hit before the next try. */
    readonly gap?: number;
}

/** The parts of localStorage the store uses: a plain fake in tests. */
export interface OutboxStorage {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
    removeItem(key: string): void;
}

/** The container's own entry: base, query, POST, first send, tries. */
interface StoredHit {
    readonly b: string;
    readonly q: string;
    readonly p?: 1;
    readonly at: number;
    readonly n: number;
    readonly t?: number;
}

/**
 * The kept hits in localStorage, one key per report-suite account, with an index of the keys in
 * use. A key of the container's own (`tag-container.outbox.<account>`) holds `{ hits: [...] }`;
 * a key of page code's `s.trackOffline` (`<storageFilename>-<visitorNamespace><account>`) holds
 * AppMeasurement's offline list, an array of the request URLs, each with its `ts`. The bounds
 * hold over all keys together (OutboxSettings): past one, the oldest hit goes first, and the
 * console says so once. Storage that throws (full, denied) is said once, and the hit is not kept.
 */
export class OutboxStore {
    protected hits: KeptHit[] | undefined;
    /** Hears each hit dropped, by why: `age`, `bounds` or `storage` (the health report counts them). */
    onDrop: ((reason: string) => void) | undefined;
    protected toldDropped = false;
    protected toldFailed = false;

    constructor(
        protected readonly storage: () => OutboxStorage,
        protected readonly log: (message: string) => void,
        protected readonly now: () => number = Date.now
    ) {}

    /** The kept hits in the order they were first sent; hits past the age bound are gone. */
    all(): readonly KeptHit[] {
        this.hits ??= this.read();
        const fresh = this.hits.filter(hit => this.now() - hit.at <= OutboxSettings.maxAgeMs);
        if (fresh.length < this.hits.length) {
            this.dropped('age', this.hits.length - fresh.length);
            this.save(fresh);
        }
        return (this.hits = fresh);
    }

    /** Reads localStorage again: another tab of the site may have sent (and removed) hits meanwhile. */
    reload(): void {
        this.hits = undefined;
    }

    /**
     * Keeps `hit` after the others; `limit` bounds the hits of its key (AppMeasurement's
     * `offlineLimit`). True when it is kept. Every change reads localStorage first: another tab of
     * the site may have changed it.
     */
    add(hit: KeptHit, limit: number = OutboxSettings.maxHits): boolean {
        this.reload();
        const hits = this.bounded([...this.all(), hit], hit.key, limit);
        if (!this.save(hits)) {
            this.onDrop?.('storage');
            return false;
        }
        this.hits = hits;
        return hits.includes(hit);
    }

    remove(hit: KeptHit): void {
        this.reload();
        const hits = this.all().filter(kept => !same(kept, hit));
        this.save(hits);
        this.hits = hits;
    }

    /** Writes the tries of `hit`. */
    update(hit: KeptHit): void {
        this.reload();
        const hits = this.all().map(kept => (same(kept, hit) ? hit : kept));
        this.save(hits);
        this.hits = hits;
    }

    /** Every kept hit gone, from every key: consent was withdrawn. */
    clear(): void {
        try {
            const storage = this.storage();
            for (const key of this.keys(storage)) {
                storage.removeItem(key);
            }
            storage.removeItem(OutboxSettings.indexKey);
        } catch {
            // Storage that cannot be read holds nothing that could be sent.
        }
        this.hits = [];
    }

    protected bounded(hits: KeptHit[], key: string, limit: number): KeptHit[] {
        let kept = hits;
        const drop = (index: number) => {
            kept = kept.filter((_hit, at) => at !== index);
            this.dropped('bounds', 1);
        };
        while (kept.filter(hit => hit.key === key).length > limit) {
            drop(kept.findIndex(hit => hit.key === key));
        }
        while (
            kept.length > OutboxSettings.maxHits ||
            kept.reduce((size, hit) => size + hit.base.length + hit.query.length, 0) > OutboxSettings.maxBytes
        ) {
            drop(0);
        }
        return kept;
    }

    protected dropped(reason: string, count: number): void {
        for (let index = 0; index < count; index++) {
            this.onDrop?.(reason);
        }
        if (!this.toldDropped) {
            this.toldDropped = true;
            this.log(
                `The outbox of unsent hits is past its bounds (${OutboxSettings.maxHits} hits, ${OutboxSettings.maxBytes / 1024} KB, ${OutboxSettings.maxAgeMs / 60000} minutes): the oldest are dropped.`
            );
        }
    }

    protected read(): KeptHit[] {
        try {
            const storage = this.storage();
            return this.keys(storage)
                .flatMap(key => this.decode(key, storage.getItem(key)))
                .sort((one, other) => one.at - other.at);
        } catch {
            return [];
        }
    }

    protected keys(storage: OutboxStorage): string[] {
        const index: unknown = JSON.parse(storage.getItem(OutboxSettings.indexKey) ?? '[]');
        return Array.isArray(index) ? index.filter((key): key is string => typeof key === 'string') : [];
    }

    protected decode(key: string, text: string | null): KeptHit[] {
        try {
            const value: unknown = JSON.parse(text ?? 'null');
            if (!key.startsWith(OutboxSettings.keyPrefix)) {
                return Array.isArray(value)
                    ? value.filter((url): url is string => typeof url === 'string').map(url => this.fromUrl(key, url))
                    : [];
            }
            const hits = (value as { hits?: StoredHit[] } | null)?.hits;
            return Array.isArray(hits)
                ? hits.map(hit => ({ key, base: hit.b, query: hit.q, post: hit.p === 1, at: hit.at, tries: hit.n, tried: hit.t }))
                : [];
        } catch {
            return [];
        }
    }

    /** An entry of AppMeasurement's list: the URL, first sent when its `ts` says. */
    protected fromUrl(key: string, url: string): KeptHit {
        const split = url.indexOf('?');
        const query = split < 0 ? '' : url.slice(split + 1);
        const ts = Number(/(?:^|&)ts=(\d+)/.exec(query)?.[1]);
        return {
            key,
            base: split < 0 ? url : url.slice(0, split),
            query,
            post: url.length > 2047,
            at: ts ? ts * 1000 : this.now(),
            tries: 0
        };
    }

    /** Writes every key in use and the index, and removes keys no longer used; false when storage threw. */
    protected save(hits: readonly KeptHit[]): boolean {
        try {
            const storage = this.storage();
            const byKey = new Map<string, KeptHit[]>();
            hits.forEach(hit => byKey.set(hit.key, [...(byKey.get(hit.key) ?? []), hit]));
            for (const key of this.keys(storage)) {
                if (!byKey.has(key)) {
                    storage.removeItem(key);
                }
            }
            for (const [key, kept] of byKey) {
                storage.setItem(
                    key,
                    key.startsWith(OutboxSettings.keyPrefix)
                        ? JSON.stringify({
                              hits: kept.map(hit => ({
                                  b: hit.base,
                                  q: hit.query,
                                  ...(hit.post ? { p: 1 } : {}),
                                  at: hit.at,
                                  n: hit.tries,
                                  t: hit.tried
                              }))
                          })
                        : JSON.stringify(kept.map(hit => `${hit.base}?${hit.query}`))
                );
            }
            if (byKey.size > 0) {
                storage.setItem(OutboxSettings.indexKey, JSON.stringify([...byKey.keys()]));
            } else {
                storage.removeItem(OutboxSettings.indexKey);
            }
            return true;
        } catch (error) {
            if (!this.toldFailed) {
                this.toldFailed = true;
                this.log(`Unsent hits cannot be kept: localStorage refused them (${String(error)}).`);
            }
            return false;
        }
    }
}

/** The same hit, as read by another tab or page: the same request, first sent at the same moment. */
function same(one: KeptHit, other: KeptHit): boolean {
    return one.key === other.key && one.base === other.base && one.query === other.query && one.at === other.at;
}
