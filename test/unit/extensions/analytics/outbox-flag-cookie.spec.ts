import { expect } from 'chai';
import { OutboxFlag } from '../../../../src/config/outbox';
import { OutboxFlagCookie } from '../../../../src/extensions/analytics/outbox-flag-cookie';
import type { JarCookie } from './cookie-jar-fake';
import { cookieServiceOver } from './cookie-jar-fake';

/** The flag on a cookie jar faked in memory: what it holds, with the options each cookie was set with. */
describe('OutboxFlagCookie (the cookie that says hits wait)', () => {
    let jar: Map<string, JarCookie>;
    let flag: OutboxFlagCookie;

    beforeEach(() => {
        jar = new Map();
        const cookies = cookieServiceOver(jar);
        flag = new OutboxFlagCookie({ cookies });
    });

    it('sets the flag host-only, for as long as a hit is kept, and takes it down', () => {
        flag.set(true);
        expect(jar.get(OutboxFlag.cookie)).to.deep.equal({ value: '1', options: { domain: '', days: 1 / 48 } });
        flag.set(false);
        expect(jar.has(OutboxFlag.cookie)).to.equal(false);
    });

    it('is up while the cookie is there, whoever set it: a former page, or this one', () => {
        expect(flag.up).to.equal(false);
        jar.set(OutboxFlag.cookie, { value: '1' });
        expect(flag.up, "a former page's").to.equal(true);
        flag.set(false);
        expect(flag.up).to.equal(false);
        flag.set(true);
        expect(flag.up, "this page's own").to.equal(true);
    });
});
