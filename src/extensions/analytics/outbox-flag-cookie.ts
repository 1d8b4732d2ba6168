import { OutboxFlag } from '../../config/outbox';
import type { CookieService } from '../../services/cookie-service';

export interface OutboxFlagCookieOptions {
    readonly cookies: CookieService;
}

/**
 * The flag cookie that says hits wait in the outbox (OutboxFlag): the outbox link reads it, and
 * loads the outbox file only when it is up; the outbox raises it as it keeps a hit and takes it
 * down when none waits. A cookie, as the cookie service parses the cookies anyway: a page where
 * nothing waits reads no localStorage. Built by the beacon transport for both.
 */
export class OutboxFlagCookie {
    constructor(protected readonly options: OutboxFlagCookieOptions) {}

    /** Whether hits may wait: a former page's, or this page's own. */
    get up(): boolean {
        return this.options.cookies.get(OutboxFlag.cookie) !== undefined;
    }

    /** Sets or removes the flag: host-only, as localStorage is per host; it lasts as long as a kept hit may. */
    set(waiting: boolean): void {
        if (waiting) {
            this.options.cookies.set(OutboxFlag.cookie, '1', { domain: '', days: OutboxFlag.days });
        } else {
            this.options.cookies.remove(OutboxFlag.cookie, { domain: '' });
        }
    }
}
