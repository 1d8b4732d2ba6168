import { expect } from 'chai';
import { DOMAINS } from '../../../../src/config/domains';
import { HealthFacts } from '../../../../src/extensions/health/health-facts';
import type { BrowserWindow } from '../../../../src/services/browser-window';
import type { ConsentScriptDirectory } from '../../../../src/services/consent-script-directory';
import type { ConsentService } from '../../../../src/services/consent-service';
import type { DomainDirectory } from '../../../../src/services/domain-directory';

const RENTAL = DOMAINS.find(row => row.host === 'www.alderway.com')!;
const AGENTS = {
    chromium: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    webkit: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    other: 'curl/8.0'
};

function factsOf(
    options: { path?: string; title?: string; agent?: string; regime?: string; tcf?: boolean; site?: typeof RENTAL | undefined } = {}
) {
    const window = {
        location: { pathname: options.path ?? '/' },
        document: { title: options.title ?? 'Car rental' },
        navigator: { userAgent: options.agent ?? AGENTS.chromium }
    } as unknown as BrowserWindow;
    return new HealthFacts({
        window,
        buildInfo: { version: '1.5.0', buildDate: '2026-05-11T09:00:00.000Z', environment: 'staging', minified: true },
        domains: { current: 'site' in options ? options.site : RENTAL } as DomainDirectory,
        consent: { geolocation: options.regime } as ConsentService,
        consentScripts: { current: options.tcf ? { tcf: true } : undefined } as ConsentScriptDirectory
    }).read();
}

describe('HealthFacts', () => {
    it('says the build, environment, host and site type of the page', () => {
        expect(factsOf({ regime: 'us' })).to.deep.equal({
            build: '1.5.0+2026-05-11T09:00:00.000Z',
            env: 'staging',
            host: 'www.alderway.com',
            site: 'rental',
            page: 'home',
            engine: { name: 'chromium', major: 131 },
            consent: 'us'
        });
        expect(factsOf({ site: undefined }), 'a host the property does not list').to.equal(undefined);
    });

    it("names the page by the property's tables: home, a funnel step, not-found or other, never the path", () => {
        expect(factsOf({ path: '/car-rental/reservation/selectCar.html' })!.page).to.equal('reservation:2 select car');
        expect(factsOf({ path: '/en/errors/404.html' })!.page).to.equal('not-found');
        expect(factsOf({ path: '/x', title: 'Page Not Found' })!.page).to.equal('not-found');
        expect(factsOf({ path: '/account/jane.doe@example.com' })!.page).to.equal('other');
    });

    it('names the engine and its major version only', () => {
        expect(Object.fromEntries(Object.entries(AGENTS).map(([name, agent]) => [name, factsOf({ agent })!.engine]))).to.deep.equal({
            chromium: { name: 'chromium', major: 131 },
            firefox: { name: 'firefox', major: 128 },
            webkit: { name: 'webkit', major: 18 },
            other: { name: 'other', major: 0 }
        });
    });

    it("says the consent regime: tcf on TCF hosts, the banner's region, or none", () => {
        expect(factsOf({ regime: 'eu', tcf: true })!.consent).to.equal('tcf');
        expect(factsOf({ regime: 'eu' })!.consent).to.equal('eu');
        expect(factsOf({})!.consent).to.equal('none');
        expect(factsOf({ regime: 'a/b?c' })!.consent).to.equal('none');
    });
});
