import { DeliverySettings } from '../../config/personalization';

/** One entry of the `mbox` cookie: `name#value#expirySeconds`. */
interface MboxEntry {
    readonly value: string;
    /** Epoch seconds. */
    readonly expires: number;
}

/**
 * The `mbox` cookie's value as the personalization service's libraries write it
 * (docs/protocols.md §7.4): `|`-joined `name#value#expiresEpochSeconds` entries,
 * `session` (the session id, 31 minutes) and `PC` (the profile id, two years); the cookie itself
 * lives as long as its latest entry.
 */
export class MboxCookie {
    protected constructor(protected readonly entries: ReadonlyMap<string, MboxEntry>) {}

    /** The entries of a cookie value that have not expired at `nowMs`; anything unreadable is dropped. */
    static parse(text: string | undefined, nowMs: number): MboxCookie {
        const entries = new Map<string, MboxEntry>();
        for (const part of (text ?? '').split('|')) {
            const [name, value, expires] = part.split('#');
            const seconds = Number(expires);
            if (name && value && Number.isFinite(seconds) && seconds * 1000 > nowMs) {
                entries.set(name, { value, expires: seconds });
            }
        }
        return new MboxCookie(entries);
    }

    get sessionId(): string | undefined {
        return this.entries.get('session')?.value;
    }

    get profileId(): string | undefined {
        return this.entries.get('PC')?.value;
    }

    /** The cookie after a call at `nowMs`: the session entry renewed, the profile entry renewed or set. */
    renewed(sessionId: string, profileId: string | undefined, nowMs: number): MboxCookie {
        const entries = new Map(this.entries);
        entries.set('session', { value: sessionId, expires: Math.floor((nowMs + DeliverySettings.sessionIdLifetimeMs) / 1000) });
        if (profileId) {
            entries.set('PC', { value: profileId, expires: Math.floor((nowMs + DeliverySettings.deviceIdLifetimeMs) / 1000) });
        }
        return new MboxCookie(entries);
    }

    toString(): string {
        return [...this.entries].map(([name, entry]) => `${name}#${entry.value}#${entry.expires}`).join('|');
    }

    /** Days the cookie lives from `nowMs`: until its latest entry expires. */
    daysFrom(nowMs: number): number {
        const latest = Math.max(0, ...[...this.entries.values()].map(entry => entry.expires));
        return (latest * 1000 - nowMs) / 86400000;
    }
}
