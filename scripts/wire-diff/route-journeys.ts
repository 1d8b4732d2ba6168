import { regionOfCountry } from '../../demo-site/server/endpoints/consent-banner-endpoint';
import { CONSENT_SCRIPTS } from '../../src/config/consent-scripts';
import { DOMAINS } from '../../src/config/domains';
import { RegistrableDomain } from '../../src/services/registrable-domain';
import type { RouteVisit } from '../../test/browser/route-visits';
import { routeVisits } from '../../test/browser/route-visits';
import type { Journey, JourneySteps } from './journey';

/**
 * The route matrix's visits as journeys: every host of the property, every page type its site has
 * on the demo site, with the consent of a visitor who accepted on an earlier page. The page view,
 * then each click of the matrix whose element the page has (the same elements, in the same order),
 * the navigations they start held back so the page stays, as in the matrix.
 */
export function routeJourneys(): Journey[] {
    return routeVisits().map(visit => {
        const row = DOMAINS.find(candidate => candidate.host === visit.host)!;
        return {
            id: `${visit.host} ${visit.kind} ${new URL(visit.url).pathname}${new URL(visit.url).search}`,
            family: 'route',
            host: visit.host,
            brand: row.brand,
            country: row.country,
            siteType: row.siteType,
            page: visit.kind,
            url: visit.url,
            take: steps => takeRoute(visit, steps)
        };
    });
}

/**
 * The cookies of a visitor who accepted everything on an earlier page, as the host's banner wrote
 * them (its consent model, and every category): the banner writes the same again on this page, so
 * nothing the container reads of them changes while the journey goes on.
 */
export function acceptedOn(host: string): Record<string, string> {
    const row = CONSENT_SCRIPTS.find(candidate => candidate.domain === RegistrableDomain.of(host));
    const region = regionOfCountry(row?.country);
    return { notice_behavior: `${region === 'eu' ? 'expressed' : 'implied'},${region}`, notice_gdpr_prefs: '0,1,2:' };
}

async function takeRoute(visit: RouteVisit, steps: JourneySteps): Promise<void> {
    const { page } = steps;
    await page.setCookies(visit.url, acceptedOn(visit.host));
    await steps.step('page load', () => page.visit(visit.url).then(() => undefined), 'page');
    // Links and buttons that leave the page would end the journey: their navigation is held back
    // at the network, after the container heard the click as a visitor's, and the page stays.
    await page.page.route('**/*', route =>
        route.request().isNavigationRequest() && route.request().frame() === page.page.mainFrame()
            ? route.abort('aborted')
            : route.continue()
    );
    for (const check of visit.clicks) {
        const element = page.page.locator(check.selector).first();
        if ((await element.count()) === 0 || !(await element.isVisible())) {
            continue;
        }
        await steps.step(`click: ${check.name}`, () => element.click(), 'click');
    }
}
