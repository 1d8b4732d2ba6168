import { expect } from 'chai';
import { CookieService } from '../../../../src/services/cookie-service';
import { Sha256 } from '../../../../src/services/sha256';
import { captureConsole } from '../../console-capture';
import { testDom } from '../../setup';
import { AnalyticsTestPage, RETURNING_VISITOR } from './analytics-test-page';

/** The secrets of the pages below, and how each could appear on the wire: as written, escaped once, escaped twice. */
const SECRETS = ['a@b.c', 'abc123', 's3cr3t', 'hunter2', '555-0100'];

function expectNoSecret(query: string): void {
    for (const secret of SECRETS) {
        for (const form of [secret, encodeURIComponent(secret), encodeURIComponent(encodeURIComponent(secret))]) {
            expect(query, form).not.to.contain(form);
        }
    }
}

/** docs/requirements.md §9.2 at the beacon: whatever spelling the page gives a sensitive name, its value never leaves. */
describe('Masking in the beacon', () => {
    let page: AnalyticsTestPage;

    function open(url: string, globals: Record<string, unknown> = {}, referrer?: string): AnalyticsTestPage {
        page = new AnalyticsTestPage(url, RETURNING_VISITOR, globals);
        captureConsole();
        if (referrer !== undefined) {
            Object.defineProperty(testDom.window.document, 'referrer', { value: referrer });
        }
        return page;
    }

    afterEach(() => page.stop());

    it('a page URL with ?e%6Dail=a@b.c: no a@b.c anywhere in the beacon, nor a%40b.c', async () => {
        open('https://www.alderway.com/account.html?e%6Dail=a@b.c&step=2', { pageName: 'account' }).start();
        await page.clock.tickAsync(50);
        const [beacon, ...more] = page.beacons();
        expect(more).to.deep.equal([]);
        expect(AnalyticsTestPage.decode(beacon.query)).to.include({ g: 'https://www.alderway.com/account.html?e%6Dail=****&step=2' });
        expectNoSecret(beacon.query);
    });

    it('masks every spelling in the page URL (g), the referrer (r, eVar31) and the hash (prop10)', async () => {
        open(
            'https://www.alderway.com/account.html?%65mail[]=a@b.c&CONTACT%5Bphone%5D=555-0100&step=2#t%6Fken=abc123&view=confirm',
            { pageName: 'account' },
            'https://login.alderway.com/?next=%2Faccount%3Fpass%77ord%3Dhunter2%26x%3D1&access%5Ftoken=s3cr3t'
        ).start();
        await page.clock.tickAsync(50);
        const [beacon] = page.beacons();
        expect(AnalyticsTestPage.decode(beacon.query)).to.include({
            g: 'https://www.alderway.com/account.html?%65mail[]=****&CONTACT%5Bphone%5D=****&step=2#t%6Fken=****&view=confirm',
            r: 'https://login.alderway.com/?next=%2Faccount%3Fpass%77ord%3D****&access%5Ftoken=****',
            v31: 'https://login.alderway.com/?next=%2faccount%3fpass%77ord%3d****&access%5ftoken=****',
            c10: 't%6Fken=****&view=confirm'
        });
        expectNoSecret(beacon.query);
    });

    it('masks link URLs, link names, variables and context data (lists too) that page code sends', async () => {
        open('https://www.alderway.com/', { pageName: 'home' }).start();
        await page.afterPageView();
        Object.assign(page.tracker(), {
            linkURL: 'https://www.alderway.com/reset?e%6Dail[]=a@b.c',
            linkLeaveQueryString: true,
            eVar20: 'https://x.example/?T%4Fken=abc123',
            contextData: {
                'form.action': 'https://www.alderway.com/login?pwd=hunter2',
                recent: ['https://www.alderway.com/?Phone=555-0100']
            }
        });
        page.tracker().tl(true, 'o', 'Sign in https://www.alderway.com/?%73sn=s3cr3t');
        await page.clock.tickAsync(10);
        const [beacon, ...more] = page.beacons();
        expect(more).to.deep.equal([]);
        expect(AnalyticsTestPage.decode(beacon.query)).to.include({
            pev1: 'https://www.alderway.com/reset?e%6Dail[]=****',
            pev2: 'Sign in https://www.alderway.com/?%73sn=****',
            v20: 'https://x.example/?T%4Fken=****'
        });
        expect(beacon.query).to.contain(
            '&c.&form.&action=https%3A%2F%2Fwww.alderway.com%2Flogin%3Fpwd%3D%2A%2A%2A%2A&.form' +
                '&recent.&0=https%3A%2F%2Fwww.alderway.com%2F%3FPhone%3D%2A%2A%2A%2A&.recent&.c&'
        );
        expectNoSecret(beacon.query);
    });

    it('masks email addresses under any name and names that contain a masked part, in g, r and link URLs; the loyalty email hash goes', async () => {
        const addresses = ['jane.doe', 'john@example.org', 'pat%40example.net', 'pat@example.net', 'lee@example.co.uk'];
        open(
            'https://loyalty.alderway.com/dashboard?user_email=jane.doe%40example.com&emailAddress=john@example.org&auth=s3cr3t&session=abc123&step=2',
            { pageName: 'loyalty:dashboard', loyaltyEmail: ' Pat.Renter@Example.COM ' },
            'https://www.alderway.com/?ref=pat%2540example.net&SESSION_ID=abc123&lang=en_ca'
        ).start();
        await page.clock.tickAsync(50);
        Object.assign(page.tracker(), {
            linkURL: 'https://www.alderway.com/share?to=lee%40example.co.uk&oauth_token=s3cr3t&step=2',
            linkLeaveQueryString: true
        });
        page.tracker().tl(true, 'o', 'share');
        await page.clock.tickAsync(10);
        const [view, link, ...more] = page.beacons();
        expect(more).to.deep.equal([]);
        expect(AnalyticsTestPage.decode(view.query)).to.include({
            g: 'https://loyalty.alderway.com/dashboard?user_email=****&emailAddress=****&auth=****&session=****&step=2',
            r: 'https://www.alderway.com/?ref=****&SESSION_ID=****&lang=en_ca',
            v22: Sha256.hex('pat.renter@example.com')
        });
        expect(AnalyticsTestPage.decode(link.query)).to.include({ pev1: 'https://www.alderway.com/share?to=****&oauth_token=****&step=2' });
        for (const beacon of [view, link]) {
            expectNoSecret(beacon.query);
            for (const address of addresses) {
                for (const form of [address, encodeURIComponent(address), encodeURIComponent(encodeURIComponent(address))]) {
                    expect(beacon.query, form).not.to.contain(form);
                }
            }
        }
    });

    it("masks an address and what stands beside it in an exit, download or custom link's text and path", async () => {
        open('https://www.alderway.com/', { pageName: 'home' }).start();
        await page.afterPageView();
        const vectors = [
            { type: 'e', url: 'https://partner.example/offer?x=1', name: 'Mail c@d.org, code SECRET1' },
            { type: 'e', url: 'https://partner.example/c@d.org/SECRET2', name: 'Partner offer' },
            { type: 'd', url: 'https://www.alderway.com/brochure.pdf', name: 'Brochure for e@f.io SECRET1' },
            { type: 'o', url: 'https://www.alderway.com/reset/e%40f.io/SECRET2', name: 'Reset token=SECRET2' }
        ] as const;
        for (const vector of vectors) {
            Object.assign(page.tracker(), { linkURL: vector.url });
            page.tracker().tl(true, vector.type, vector.name);
            await page.clock.tickAsync(10);
        }
        const links = page.beacons().filter(beacon => AnalyticsTestPage.decode(beacon.query).pe);
        expect(
            links.map(beacon => AnalyticsTestPage.decode(beacon.query)).map(values => [values.pe, values.pev1, values.pev2])
        ).to.deep.equal([
            ['lnk_e', 'https://partner.example/offer', '****'],
            ['lnk_e', 'https://partner.example/****', 'Partner offer'],
            ['lnk_d', 'https://www.alderway.com/brochure.pdf', '****'],
            ['lnk_o', 'https://www.alderway.com/****', 'Reset token=****']
        ]);
        for (const beacon of links) {
            for (const secret of ['c@d.org', 'c%40d.org', 'e@f.io', 'e%40f.io', 'SECRET1', 'SECRET2']) {
                expect(beacon.query, secret).not.to.contain(secret);
            }
        }
    });

    it('names an unnamed page by its masked URL, which the next page view reports as the previous page', async () => {
        open('https://www.alderway.com/account.html?e%6Dail=a@b.c').start();
        await page.clock.tickAsync(50);
        expect(page.container.get<CookieService>(CookieService).get('s_gpv')).to.equal(
            'https://www.alderway.com/account.html?e%6Dail=****'
        );
        expectNoSecret(page.beacons()[0].query);
    });
});
