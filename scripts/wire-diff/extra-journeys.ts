import { RESERVATION_STEPS } from '../../demo-site/src/site/fixtures';
import { DOMAINS } from '../../src/config/domains';
import { click, cmpChooses } from '../../test/browser/consent-visits';
import type { Journey, JourneySteps } from './journey';
import { acceptedOn } from './route-journeys';
import type { JourneyFamily } from './wire-records';

/** A journey's facts from its first address: the host's row of the property. */
function facts(family: JourneyFamily, id: string, url: string, page: string): Omit<Journey, 'take'> {
    const host = new URL(url).host;
    const row = DOMAINS.find(candidate => candidate.host === host);
    if (!row) {
        throw new Error(`The journey ${id} starts on ${host}, which is not a host of the property.`);
    }
    return { id, family, host, brand: row.brand, country: row.country, siteType: row.siteType, page, url };
}

/** The reservation funnel walked from its start to its confirmation, each step a page of the visit. */
function funnel(host: string): Journey {
    const urls = RESERVATION_STEPS.map(step => `https://${host}/car-rental/reservation/${step.file}.html`);
    return {
        ...facts('funnel', `funnel ${host}`, urls[0], 'reservation-step'),
        async take(steps) {
            await steps.page.setCookies(urls[0], acceptedOn(host));
            let referer: string | undefined;
            for (const [index, url] of urls.entries()) {
                await steps.step(
                    `step ${index + 1}: ${RESERVATION_STEPS[index].file}`,
                    async () => {
                        await steps.page.page.goto(url, { waitUntil: 'load', referer });
                    },
                    'page'
                );
                referer = url;
            }
        }
    };
}

/** A first visit to an EU or TCF host: the banner shows, and the visitor answers it. */
type ConsentAnswer = 'accept' | 'reject' | 'withdrawal';

/** The banner's controls (the provider's ids), and the IAB CMP's answer on a TCF host. */
async function answer(steps: JourneySteps, choice: 'accept' | 'reject', tcf: boolean): Promise<void> {
    await steps.step(
        `banner: ${choice}`,
        async () => {
            if (tcf) {
                // The CMP asks first on a TCF host: its answer for the visitor-ID service's vendor 565.
                await cmpChooses(steps.page, choice === 'accept' ? [1, 10] : [], choice === 'accept' ? [565] : []);
            }
            await click(steps.page, choice === 'accept' ? '#truste-consent-button' : '#truste-consent-required');
        },
        'consent'
    );
}

function consent(url: string, what: ConsentAnswer, tcf: boolean): Journey {
    const id = `consent ${tcf ? 'TCF' : 'EU'} ${what} ${new URL(url).host}`;
    return {
        ...facts('consent', id, url, 'home'),
        async take(steps) {
            await steps.step('page load, banner shown', () => steps.page.visit(url).then(() => undefined), 'page');
            await answer(steps, what === 'reject' ? 'reject' : 'accept', tcf);
            if (what === 'withdrawal') {
                // The preference centre's link, then the withdrawal: the banner's reject on the same page.
                await steps.step('preference centre opened', () => click(steps.page, '#teconsent a'), 'consent');
                await answer(steps, 'reject', tcf);
            }
            await steps.step('next page', () => steps.page.visit(new URL('/specials.html', url).href).then(() => undefined), 'page');
        }
    };
}

/** A data-layer event the property tracks, pushed by page code: its link beacon and what validation said. */
function dataLayerPush(url: string): Journey {
    return {
        ...facts('data layer', `data-layer push ${new URL(url).host}`, url, 'home'),
        async take(steps) {
            await steps.page.setCookies(url, acceptedOn(new URL(url).host));
            await steps.step('page load', () => steps.page.visit(url).then(() => undefined), 'page');
            await steps.step(
                'push: link-click',
                () =>
                    steps.page.page.evaluate(() => {
                        (window as unknown as { adobeDataLayer: unknown[] }).adobeDataLayer.push({
                            event: 'link-click',
                            eventInfo: { link: { text: 'Weekend deals', region: 'main', target: '_self' } }
                        });
                    }),
                'script'
            );
        }
    };
}

/** A page the company personalizes, on the second page of a consented visit. */
function personalized(url: string, next: string): Journey {
    return {
        ...facts('personalization', `personalized page ${new URL(next).host}${new URL(next).pathname}`, url, 'home'),
        async take(steps) {
            await steps.page.setCookies(url, acceptedOn(new URL(url).host));
            await steps.step('first page', () => steps.page.visit(url).then(() => undefined), 'page');
            await steps.step('personalized page', () => steps.page.visit(next).then(() => undefined), 'page');
        }
    };
}

/** A page left by a link to another of the company's sites: the exit beacon, then the next site's page view. */
function exitLink(url: string, selector: string): Journey {
    return {
        ...facts('exit link', `exit link ${new URL(url).host}`, url, 'home'),
        async take(steps) {
            await steps.page.setCookies(url, acceptedOn(new URL(url).host));
            await steps.step('page load', () => steps.page.visit(url).then(() => undefined), 'page');
            await steps.step(
                'exit link followed',
                async () => {
                    await Promise.all([steps.page.page.waitForEvent('load'), click(steps.page, selector)]);
                },
                'page'
            );
        }
    };
}

/** The journeys the route matrix does not take: a whole funnel, consent answers, page code, a personalized page, an exit. */
export function extraJourneys(): Journey[] {
    return [
        funnel('reservations.alderway.com'),
        ...(['accept', 'reject', 'withdrawal'] as const).flatMap(what => [
            consent('https://www.alderway.co.uk/', what, false),
            consent('https://www.alderway.de/', what, true)
        ]),
        dataLayerPush('https://www.alderway.com/'),
        personalized('https://www.alderway.com/', 'https://www.alderway.com/specials.html'),
        exitLink('https://www.alderway.ca/', '#privacy-link')
    ];
}
