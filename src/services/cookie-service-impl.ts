import { inject, injectable } from 'inversify';
import Cookies from 'js-cookie';
import { BrowserWindow } from '../runtime/browser-window';
import { CookieOptions, CookieService } from './cookie-service';
import { RegistrableDomain } from './registrable-domain';

@injectable()
export class CookieServiceImpl implements CookieService {

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;

    /** The cookies as last parsed, and the document.cookie text they came from. */
    protected jar: Record<string, string> = {};
    protected jarText: string | undefined;
    protected domain: { host: string; domain: string | undefined } | undefined;

    get(name: string): string | undefined {
        return this.snapshot()[name];
    }

    getAll(): Record<string, string> {
        return { ...this.snapshot() };
    }

    /**
     * Parsing and decoding every cookie is paid on each read, and the container reads a dozen in
     * one go at page bottom: the text is parsed again only when it changed.
     */
    protected snapshot(): Record<string, string> {
        const text = this.window.document.cookie;
        if (text !== this.jarText) {
            // Parsed here, from the text just read: js-cookie's own get reads document.cookie twice more.
            const jar: Record<string, string> = {};
            for (const pair of text ? text.split('; ') : []) {
                const split = pair.indexOf('=');
                try {
                    const name = decodeURIComponent(split < 0 ? pair : pair.slice(0, split));
                    jar[name] ??= Cookies.converter.read(split < 0 ? '' : pair.slice(split + 1), name);
                } catch {
                    // A cookie another script wrote in an encoding we cannot read: not ours.
                }
            }
            this.jar = jar;
            this.jarText = text;
        }
        return this.jar;
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
        const host = this.window.location.hostname;
        if (this.domain?.host !== host) {
            this.domain = { host, domain: RegistrableDomain.of(host) };
        }
        return this.domain.domain;
    }

    protected domainFor(requested: string | undefined): string | undefined {
        if (requested === '') {
            return undefined;
        }
        return requested ?? this.cookieDomain;
    }
}
