import { inject, injectable } from 'inversify';
import Cookies from 'js-cookie';
import { BrowserWindow } from '../runtime/browser-window';
import { CookieOptions, CookieService } from './cookie-service';
import { RegistrableDomain } from './registrable-domain';

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
        const cookies = options.encoding === 'uri-component' ? Cookies.withConverter({ write: encodeURIComponent }) : Cookies;
        cookies.set(name, value, {
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
        return RegistrableDomain.of(this.window.location.hostname);
    }

    protected domainFor(requested: string | undefined): string | undefined {
        if (requested === '') {
            return undefined;
        }
        return requested ?? this.cookieDomain;
    }
}
