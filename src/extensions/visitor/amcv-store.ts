import type { CookieService } from '../../services/cookie-service';
import type { Logger } from '../../services/logger';
import type { AmcvField } from './amcv-cookie';
import { AmcvCookie } from './amcv-cookie';
import { CustomerIds } from './customer-ids';
import { InstanceCookies } from './instance-cookies';
import { compareVersions } from './library-versions';
import { VisitorIds } from './visitor-ids';
import type { VisitorInstanceConfig } from './visitor-instance-config';

/** The fields page code can wait for. */
export type VisitorField = 'MCMID' | 'MCAID' | 'MCAAMLH' | 'MCAAMB' | 'MCOPTOUT';
export type VisitorCallback = (value: string) => void;

const DAY_MS = 86400000;

export interface AmcvStoreOptions {
    readonly config: VisitorInstanceConfig;
    readonly cookies: CookieService;
    /** Page code's failing callbacks are warnings. */
    readonly logger: Logger;
}

/**
 * One instance's ids as the AMCV cookie keeps them (docs/protocols.md §1.2): the fields with
 * their expiries, the AMCVS session marker, the customer ids, and the callbacks page code left
 * waiting for a field.
 */
export class AmcvStore {
    constructor(protected readonly options: AmcvStoreOptions) {}

    /** The instance's cookies, the AMCV cookie among them, with its lifetime, domain and SameSite. */
    readonly instanceCookies = new InstanceCookies(this.options);

    /** The ids page code set: in memory only, their hash in the MCCIDH field. */
    readonly customerIds = new CustomerIds();

    protected readonly fields = new Map<string, AmcvField>();
    /** Values as this page's /id answers gave them, before they became the cookie's text. */
    readonly received = new Map<string, unknown>();
    protected readonly waiting = new Map<VisitorField, VisitorCallback[]>();
    protected sessionValid = true;
    protected allowed: boolean | undefined;

    /** The value, unless it expired or belonged to a browser session that ended. */
    read(key: string): string {
        const field = this.fields.get(key);
        if (!field || (field.expiry !== undefined && field.expiry < AmcvCookie.nowSeconds()) || (field.session && !this.sessionValid)) {
            return '';
        }
        return field.value;
    }

    /**
     * `value` as this page's /id answer gave it, where that was a number: VisitorAPI 5.x hands page
     * code the answer's own value (a location hint is a number) and the cookie's text on later pages.
     */
    asReceived(key: string, value: string): string | number {
        const received = this.received.get(key);
        return typeof received === 'number' && String(received) === value ? received : value;
    }

    /** The value even when expired: an expired blob is still sent to be refreshed. */
    raw(key: string): string {
        return this.fields.get(key)?.value ?? '';
    }

    has(key: string): boolean {
        return this.fields.has(key);
    }

    write(key: string, value: string, expiry?: number, session?: boolean): void {
        this.set(key, value, expiry, session);
        this.save();
    }

    /**
     * Changes a field in memory only ('' removes it); `save` writes the cookie. An /id answer
     * changes up to four fields, and each write of document.cookie costs the page a trip to the browser.
     */
    set(key: string, value: string, expiry?: number, session?: boolean): void {
        this.fields.delete(key);
        if (value) {
            this.fields.set(key, { value, expiry, session });
        }
        if (session) {
            this.sessionValid = true;
            this.options.cookies.set(this.options.config.sessionCookieName, '1', {
                domain: this.options.config.configs.cookieDomain,
                encoding: 'uri-component'
            });
        }
    }

    save(): void {
        this.instanceCookies.write(
            this.options.config.cookieName,
            AmcvCookie.serialize(this.options.config.digest, this.fields, this.options.config.version)
        );
    }

    /** Marks a field expired, so it is asked for again (and sent, to be refreshed). */
    expire(key: string): void {
        const field = this.fields.get(key);
        if (field) {
            this.fields.set(key, { ...field, expiry: AmcvCookie.nowSeconds() - 60 });
        }
    }

    /** Whether the instance may use cookies: not with a lifetime of NONE, nor where the browser blocks them. */
    isAllowed(): boolean {
        if (this.allowed === undefined) {
            const lifetime = String(this.options.config.configs.cookieLifetime ?? '').toUpperCase();
            if (lifetime === 'NONE') {
                this.allowed = false;
            } else if (this.options.cookies.get(this.options.config.cookieName) !== undefined) {
                this.allowed = true;
            } else {
                // The library writes a placeholder and reads it back; the browser says as much without two trips.
                this.allowed = this.options.cookies.enabled;
            }
        }
        return this.allowed;
    }

    /**
     * An id handed over (`adobe_mc`, `setMarketingCloudVisitorID`): taken if it is valid and none is
     * stored, or overwriteCrossDomainMCIDAndAID lets it replace one (docs/protocols.md §1.6); the
     * audience manager then hears of it, and the callbacks waiting for it get it.
     */
    adoptId(key: 'MCMID' | 'MCAID', id: unknown): boolean {
        if (
            typeof id !== 'string' ||
            !VisitorIds.ID_PATTERN.test(id) ||
            (this.read(key) && !this.options.config.configs.overwriteCrossDomainMCIDAndAID)
        ) {
            return false;
        }
        this.write(key, id);
        this.expire('MCAAMB');
        this.resolve(key);
        return true;
    }

    /** Reads the cookie the previous pages left. */
    load(): void {
        this.sessionValid = this.options.cookies.get(this.options.config.sessionCookieName) !== undefined;
        const content = AmcvCookie.parse(this.options.cookies.get(this.options.config.cookieName));
        const resetBefore = this.options.config.configs.resetBeforeVersion;
        if (resetBefore && (!content.version || compareVersions(content.version, resetBefore) < 0)) {
            return;
        }
        for (const [key, field] of content.fields) {
            this.fields.set(key, field);
        }
        if (content.digest !== undefined && content.digest !== this.options.config.digest) {
            // Other servers or another version wrote it: refresh everything that can expire.
            for (const [key, field] of this.fields) {
                if (field.expiry !== undefined) {
                    this.fields.set(key, { ...field, expiry: AmcvCookie.nowSeconds() - 60 });
                }
            }
            this.fields.delete('MCCIDH');
        }
    }

    /** The CNAME tracking server's `s_ecid` cookie (`MCMID|<ecid>`) when there is no AMCV. */
    adoptTrackingServerEcid(): void {
        const mid = AmcvCookie.parse(`0|${this.options.cookies.get('s_ecid') ?? ''}`).fields.get('MCMID')?.value;
        if (mid && VisitorIds.ID_PATTERN.test(mid)) {
            this.write('MCMID', mid);
        }
    }

    /** The day number the sync bookkeeping counts in: ceil(epoch ms / 86400000). */
    today(): number {
        return Math.ceil(Date.now() / DAY_MS);
    }

    /** A field as page code gets it: the analytics id's NONE (no id) is ''. */
    valueOf(field: VisitorField): string {
        const value = this.read(field);
        return field === 'MCAID' && value === 'NONE' ? '' : value;
    }

    /** Calls `callback` once `field` is known (`resolve`). */
    wait(field: VisitorField, callback: VisitorCallback): void {
        this.waiting.set(field, [...(this.waiting.get(field) ?? []), callback]);
    }

    /** The field is known (or known to be missing): the callbacks waiting for it get it. */
    resolve(field: VisitorField): void {
        const callbacks = this.waiting.get(field) ?? [];
        this.waiting.delete(field);
        for (const callback of callbacks) {
            this.call(callback, this.valueOf(field));
        }
    }

    /** Where no call can be made: a local MID, as when the calls fail, and the waiting callbacks get what is known. */
    settleWithoutCalls(): void {
        if (!this.read('MCMID')) {
            this.write('MCMID', VisitorIds.localMid());
        }
        for (const field of ['MCMID', 'MCAID', 'MCAAMLH', 'MCAAMB', 'MCOPTOUT'] as const) {
            this.resolve(field);
        }
    }

    /** Calls page code's callback; its failure is a warning, never the container's. */
    call<T>(callback: ((value: T) => void) | undefined, value: T): void {
        if (typeof callback === 'function') {
            try {
                callback(value);
            } catch (error) {
                this.options.logger.warn(`A visitor-ID callback failed: ${(error as Error).message}`);
            }
        }
    }
}
