import { inject, injectable } from 'inversify';
import Cookies from 'js-cookie';
import { MULTI_LABEL_PUBLIC_SUFFIXES } from '../config/public-suffixes';
import { BrowserWindow } from '../runtime/browser-window';
import { CookieOptions, CookieService } from './cookie-service';
import { LOCAL_ALIAS_SUFFIX } from './page-host';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

@injectable()
export class CookieServiceImpl implements CookieService {

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;

    get(name: string): string | undefined {
        return Cookies.get(name);
    }

    getAll(): Record<string, string> {
        return Cookies.get();
    }

    set(name: string, value: string, options: CookieOptions = {}): void {
        const https = this.window.location.protocol === 'https:';
        Cookies.set(name, value, {
            expires: options.days,
            path: options.path ?? '/',
            domain: this.domainFor(options.domain),
            sameSite: options.sameSite ?? 'Lax',
            secure: options.secure ?? https
        });
    }

    remove(name: string, options: Pick<CookieOptions, 'domain' | 'path'> = {}): void {
        Cookies.remove(name, { path: options.path ?? '/', domain: this.domainFor(options.domain) });
    }

    get cookieDomain(): string | undefined {
        return this.registrableDomain(this.window.location.hostname.toLowerCase());
    }

    protected domainFor(requested: string | undefined): string | undefined {
        if (requested === '') {
            return undefined;
        }
        return requested ?? this.cookieDomain;
    }

    /**
     * `www.alderway.co.uk` → `alderway.co.uk`. A QA alias `www.alderway.co.uk.localhost` keeps its
     * suffix: `alderway.co.uk.localhost`. Single-label hosts and IP addresses get host-only cookies.
     */
    protected registrableDomain(host: string): string | undefined {
        if (host.endsWith(LOCAL_ALIAS_SUFFIX)) {
            const real = this.registrableDomain(host.slice(0, -LOCAL_ALIAS_SUFFIX.length));
            return real && real + LOCAL_ALIAS_SUFFIX;
        }
        const labels = host.split('.');
        if (labels.length < 2 || IPV4.test(host) || host.includes(':')) {
            return undefined;
        }
        const lastTwo = labels.slice(-2).join('.');
        const keep = MULTI_LABEL_PUBLIC_SUFFIXES.includes(lastTwo) ? 3 : 2;
        if (labels.length < keep) {
            return undefined;
        }
        return labels.slice(-keep).join('.');
    }
}
