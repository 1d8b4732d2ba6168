import type { CookieOptions, CookieService } from '../../../../src/services/cookie-service';

/** A cookie, and the options it was set with, as the fake jar keeps it. */
export type JarCookie = { value: string; options?: CookieOptions };

/** The cookie service at its edge: a jar in memory that keeps what each cookie was set with. */
export function cookieServiceOver(jar: Map<string, JarCookie>): CookieService {
    return {
        get: (name: string) => jar.get(name)?.value,
        set: (name: string, value: string, options?: CookieOptions) => {
            jar.set(name, { value, options });
        },
        remove: (name: string) => {
            jar.delete(name);
        }
    } as unknown as CookieService;
}
