import type { CookieService } from '../../services/cookie-service';
import type { VisitorInstanceConfig } from './visitor-instance-config';

const TWO_YEARS_DAYS = 730;

export interface InstanceCookiesOptions {
    /** The instance's cookie settings: lifetime, domain, Secure, SameSite. */
    readonly config: VisitorInstanceConfig;
    readonly cookies: CookieService;
}

/**
 * The cookies of one Visitor instance, written as VisitorAPI writes them: URI-encoded, with the
 * instance's lifetime (`cookieLifetime`), domain and SameSite. The AMCV cookie goes this way, and
 * so do page code's own through the instance's `cookieRead`, `cookieWrite` and `removeCookie`.
 */
export class InstanceCookies {
    constructor(protected readonly options: InstanceCookiesOptions) {}

    /** The domain the instance's cookies go on: the configured one, else the registrable domain. */
    get domain(): string {
        return this.options.config.configs.cookieDomain ?? this.options.cookies.cookieDomain ?? '';
    }

    read(name: string): string {
        return this.options.cookies.get(name) ?? '';
    }

    write(name: string, value: string): void {
        const configs = this.options.config.configs;
        const lifetime = String(configs.cookieLifetime ?? '').toUpperCase();
        const seconds = parseInt(lifetime, 10);
        this.options.cookies.set(name, value, {
            days: lifetime === 'SESSION' ? undefined : seconds > 0 ? seconds / 86400 : TWO_YEARS_DAYS,
            domain: configs.cookieDomain,
            encoding: 'uri-component',
            // Secure on https like every other cookie of the container (the library leaves it off
            // unless `secureCookie` is set); page code can still turn it off with `secureCookie: false`.
            secure: configs.secureCookie === false ? false : undefined,
            sameSite: this.sameSite()
        });
    }

    /** `cookieWrite`: a cookie of page code; true when it took. */
    writeChecked(name: string, value: unknown): boolean {
        this.write(name, String(value));
        return this.options.cookies.get(name) === String(value);
    }

    remove(name: string): void {
        this.options.cookies.remove(name, { domain: this.domain });
    }

    protected sameSite(): 'Lax' | 'Strict' | 'None' {
        const value = String(this.options.config.configs.sameSiteCookie ?? 'Lax').toLowerCase();
        return value === 'strict' ? 'Strict' : value === 'none' ? 'None' : 'Lax';
    }
}
