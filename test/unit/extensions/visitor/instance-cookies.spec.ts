import { expect } from 'chai';
import { InstanceCookies } from '../../../../src/extensions/visitor/instance-cookies';
import type { VisitorConfig } from '../../../../src/extensions/visitor/visitor-config';
import { VisitorInstanceConfig } from '../../../../src/extensions/visitor/visitor-instance-config';
import type { CookieOptions, CookieService } from '../../../../src/services/cookie-service';

/** The browser's cookies as the cookie service would keep them: each write and removal, with its options. */
class MemoryCookies {
    readonly jar = new Map<string, string>();
    readonly writes: Array<{ name: string; value: string; options: CookieOptions }> = [];
    readonly removals: Array<{ name: string; domain?: string }> = [];
    cookieDomain: string | undefined = 'alderway.com';
    refuse = '';

    get(name: string): string | undefined {
        return this.jar.get(name);
    }

    set(name: string, value: string, options: CookieOptions = {}): void {
        this.writes.push({ name, value, options });
        if (name !== this.refuse) {
            this.jar.set(name, value);
        }
    }

    remove(name: string, options: { domain?: string } = {}): void {
        this.removals.push({ name, domain: options.domain });
        this.jar.delete(name);
    }
}

function cookiesOf(config: VisitorConfig, memory = new MemoryCookies()): { cookies: InstanceCookies; memory: MemoryCookies } {
    const instance = new VisitorInstanceConfig({ orgId: '1234567890ABCDEF@AdobeOrg', config });
    return { cookies: new InstanceCookies({ config: instance, cookies: memory as unknown as CookieService }), memory };
}

describe('InstanceCookies', () => {
    it('writes as VisitorAPI does by default: two years, URI-encoded, SameSite=Lax, on the registrable domain', () => {
        const { cookies, memory } = cookiesOf({});
        cookies.write('AMCV_x', 'MCMID|1');
        expect(memory.writes).to.deep.equal([
            {
                name: 'AMCV_x',
                value: 'MCMID|1',
                options: { days: 730, domain: undefined, encoding: 'uri-component', secure: undefined, sameSite: 'Lax' }
            }
        ]);
        expect(cookies.domain).to.equal('alderway.com');
    });

    it("takes page code's lifetime in seconds, or SESSION, its domain, SameSite and an explicit secureCookie: false", () => {
        const { cookies, memory } = cookiesOf({
            cookieLifetime: '86400',
            cookieDomain: 'alderway.co.uk',
            sameSiteCookie: 'none',
            secureCookie: false
        } as VisitorConfig);
        cookies.write('a', '1');
        expect(memory.writes[0].options).to.deep.equal({
            days: 1,
            domain: 'alderway.co.uk',
            encoding: 'uri-component',
            secure: false,
            sameSite: 'None'
        });
        expect(cookies.domain).to.equal('alderway.co.uk');
        const session = cookiesOf({ cookieLifetime: 'session', sameSiteCookie: 'Strict' } as VisitorConfig);
        session.cookies.write('b', '2');
        expect(session.memory.writes[0].options).to.include({ days: undefined, sameSite: 'Strict' });
    });

    it('falls back to two years and Lax for a lifetime or SameSite it cannot read', () => {
        const { cookies, memory } = cookiesOf({ cookieLifetime: 'forever', sameSiteCookie: 'sometimes' } as VisitorConfig);
        cookies.write('a', '1');
        expect(memory.writes[0].options).to.include({ days: 730, sameSite: 'Lax' });
    });

    it('tells page code whether its cookieWrite took, and reads a missing cookie as ""', () => {
        const { cookies, memory } = cookiesOf({});
        expect(cookies.writeChecked('mine', 42)).to.equal(true);
        expect(cookies.read('mine')).to.equal('42');
        memory.refuse = 'refused';
        expect(cookies.writeChecked('refused', 'x')).to.equal(false);
        expect(cookies.read('refused')).to.equal('');
    });

    it("removes from the instance's domain, and from the host alone where there is no registrable domain", () => {
        const { cookies, memory } = cookiesOf({});
        cookies.remove('mine');
        memory.cookieDomain = undefined;
        cookies.remove('other');
        expect(memory.removals).to.deep.equal([
            { name: 'mine', domain: 'alderway.com' },
            { name: 'other', domain: '' }
        ]);
    });
});
