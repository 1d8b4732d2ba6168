import { expect } from 'chai';
import { AnalyticsSettings } from '../../src/config/analytics';
import type { BenchPage, PageRequest } from './bench';
import type { Observation, Scenario } from './consent-observation';
import {
    allowAllInPreferenceManager,
    beacons,
    click,
    clickPolicyLink,
    cmpChooses,
    gatedCallOf,
    gatedCalls,
    linksWith,
    listed,
    onceEach,
    pageLoaded,
    pageViews,
    settle,
    tagsAllowedByBanner,
    tagsIn,
    waitForRequests,
    waitForTags
} from './consent-visits';

/**
 * The only cookies an EU visitor who has not chosen may have: the consent provider's own, which
 * make the banner work and record a choice, and the container's mirror of consent.
 */
export const ALLOWED_WITHOUT_CHOICE: Readonly<Record<string, string>> = {
    notice_behavior: "the provider's consent model for the visit (expressed,eu)",
    notice_gdpr_prefs: "the provider's record of the visitor's categories",
    notice_preferences: "the provider's legacy record of the highest category",
    cmapi_cookie_privacy: "the provider's record in its own bucket numbers",
    cmapi_gtm_bl: "the provider's tag blocklist for its tag-manager mode",
    TAsessionID: "the provider's session id for its consent log",
    TAconsentID: "the provider's consent record id",
    [AnalyticsSettings.trackingCookie]: "the container's mirror of consent the tracker checks (docs/requirements.md §5.5); it says false"
};

/** Waits for the page view of `url` (its `g`), so a next page's view is not taken for the first one's. */
const waitForPageView = (page: BenchPage, url: string) =>
    waitForRequests(page, `the page view of ${url}`, requests => pageViews(requests).some(view => view.g === url));
const waitForLink = (page: BenchPage, event: string) =>
    waitForRequests(page, `a beacon with ${event}`, requests => linksWith(requests, event).length > 0);

/** A beacon in a line: link type, link name, action name and events. */
const summary = (params: Record<string, string>) =>
    `${params.pe ?? 'page view'} ${params.pev2 ?? ''} ${params.v13 ?? ''} ${params.events ?? ''}`.trim();

/** The page view left once, for the page, and the choice's one beacon with its event and action name; no other link. */
function expectTrackedChoice(seen: Observation, action: string, event: string): void {
    const views = pageViews(seen.after);
    expect(
        views.map(view => view.g),
        `page views after the choice:\n  ${listed(seen.after)}`
    ).to.deep.equal([seen.url]);
    const links = beacons(seen.after).filter(params => params.pe);
    expect(links.map(summary), 'links after the choice').to.deep.equal([`lnk_o consent:${action} ${action} ${event}`]);
}

function expectNothingGated(requests: readonly PageRequest[], what: string): void {
    expect(
        gatedCalls(requests).map(request => `${gatedCallOf(request)} ${request.url.slice(0, 140)}`),
        what
    ).to.deep.equal([]);
}

/**
 * EU choices that give consent: nothing left before the choice (nor for what the visitor did on
 * the way, `prepare`); then the page view once and the choice's beacon.
 */
function euAcceptance(
    id: string,
    title: string,
    action: string,
    categories: readonly number[],
    act: (page: BenchPage) => Promise<void>,
    prepare?: (page: BenchPage) => Promise<void>
): Scenario {
    return {
        id,
        title,
        region: 'eu',
        async visit(page, steps) {
            await prepare?.(page);
            steps.decide();
            await act(page);
            await waitForPageView(page, steps.url);
            await waitForLink(page, 'event297');
            await waitForTags(page, tagsAllowedByBanner(steps.url, categories));
            await settle(page);
        },
        checks: [
            [
                `sends the page view once and event297 with eVar13 "${action}", nothing before`,
                seen => {
                    expectNothingGated(seen.before, 'calls before the choice');
                    expectTrackedChoice(seen, action, 'event297');
                }
            ],
            [
                'loads the tags the choice allows once each, without a reload',
                seen => {
                    expect(seen.ran, 'each tag once').to.have.length(new Set(seen.ran).size);
                    expect(onceEach(seen.ran)).to.deep.equal(onceEach(tagsAllowedByBanner(seen.url, categories)));
                    expect(
                        onceEach(tagsIn([...seen.before, ...seen.after])).filter(id => !seen.ran.includes(id)),
                        'requested, not run'
                    ).to.deep.equal([]);
                }
            ]
        ]
    };
}

/**
 * Banner controls that do not change consent, tracked where a beacon is permitted without a choice:
 * the opt-out (`us`) model, in which the page view left at once. `exit`: the control is a link to
 * another site, which the tracker also reports as an exit link (docs/protocols.md §2.6).
 */
function usLinkEvent(id: string, action: string, event: string, act: (page: BenchPage) => Promise<void>, exit?: RegExp): Scenario {
    return {
        id,
        title: `${action} (opt-out model)`,
        region: 'us',
        async visit(page, steps) {
            await waitForPageView(page, steps.url);
            steps.decide();
            await act(page);
            await waitForLink(page, event);
            await settle(page);
        },
        checks: [
            [
                `sends ${event} with eVar13 "${action}", once, and nothing else`,
                seen => {
                    const sent = beacons(seen.after);
                    const exits = sent.filter(params => exit && params.pe === 'lnk_e' && exit.test(params.pev1 ?? ''));
                    expect(exits.length, 'exit links').to.be.at.most(1);
                    expect(
                        sent.filter(params => !exits.includes(params)).map(summary),
                        `beacons after the click:\n  ${listed(seen.after)}`
                    ).to.deep.equal([`lnk_o consent:${action} ${action} ${event}`]);
                }
            ]
        ]
    };
}

/** The visitor-ID service stayed off: no identity call of any kind, no AMCV_ cookie, no `mid` on any beacon. */
function expectIdentityOff(requests: readonly PageRequest[], cookies: Readonly<Record<string, string>>): void {
    expect(
        requests.filter(request => gatedCallOf(request) === 'identity').map(request => request.url.slice(0, 140)),
        'identity calls'
    ).to.deep.equal([]);
    expect(
        Object.keys(cookies).filter(name => name.startsWith('AMCV_')),
        'AMCV_ cookies'
    ).to.deep.equal([]);
    expect(pageViews(requests), `page views:\n  ${listed(requests)}`).to.have.length(1);
    expect(
        beacons(requests)
            .filter(params => params.mid !== undefined)
            .map(params => params.mid),
        'beacons with mid'
    ).to.deep.equal([]);
}

/** The CMP's refusal against the banner's accept, in either order; then a second page of the visit. */
function tcfRefusal(id: string, title: string, cmpFirst: boolean): Scenario {
    return {
        id,
        title,
        region: 'eu',
        tcfOnly: true,
        async visit(page, steps) {
            steps.decide();
            if (cmpFirst) {
                await cmpChooses(page, [], []);
                await click(page, '#truste-consent-button');
            } else {
                await click(page, '#truste-consent-button');
                await cmpChooses(page, [], []);
            }
            await waitForPageView(page, steps.url);
            // The loader acted on the accept: what the banner alone allows has gone in.
            await waitForTags(page, tagsAllowedByBanner(steps.url));
            await settle(page);
            const next = await steps.next();
            await pageLoaded(page);
            // The demo CMP keeps no record between pages; a real one answers its stored refusal at once.
            await cmpChooses(page, [], []);
            await waitForPageView(page, next);
            await settle(page);
        },
        checks: [
            [
                'the refusal holds on the page: no /id, /optOutStatus, demdex.net, AMCV_; page view without mid',
                seen => {
                    expectIdentityOff([...seen.before, ...seen.after], seen.cookies);
                }
            ],
            [
                "the refusal holds for every tag with an IAB vendor; the banner's accept loads the others",
                seen => {
                    expect(onceEach(seen.ran)).to.deep.equal(onceEach(tagsAllowedByBanner(seen.url)));
                    expect(
                        onceEach(tagsIn([...seen.before, ...seen.after])).filter(id => !seen.ran.includes(id)),
                        'requested, not run'
                    ).to.deep.equal([]);
                }
            ],
            [
                "the refusal holds on the returning visit's next page",
                seen => {
                    expect(seen.next, 'the next page').not.to.equal(undefined);
                    expectIdentityOff(seen.next!.requests, seen.next!.cookies);
                }
            ]
        ]
    };
}

export const SCENARIOS: readonly Scenario[] = [
    {
        id: 'eu-no-choice',
        title: 'EU visitor, no choice',
        region: 'eu',
        async visit(page) {
            await settle(page);
        },
        checks: [
            [
                'sends no tracking, identity, personalization or schema call, and requests no functional or advertising tag',
                seen => {
                    expectNothingGated([...seen.before, ...seen.after], 'gated calls');
                }
            ],
            [
                "keeps no cookie but the provider's and the consent mirror, which says false",
                seen => {
                    expect(
                        Object.keys(seen.cookies).filter(name => !(name in ALLOWED_WITHOUT_CHOICE)),
                        'other cookies'
                    ).to.deep.equal([]);
                    expect(seen.cookies[AnalyticsSettings.trackingCookie]).to.equal('false');
                }
            ]
        ]
    },
    euAcceptance('eu-accept', 'EU accept', 'accept', [0, 1, 2], page => click(page, '#truste-consent-button')),
    euAcceptance('eu-allow-all', 'EU allow all in the preference manager', 'allow all', [0, 1, 2], allowAllInPreferenceManager),
    euAcceptance(
        'eu-save-settings',
        'EU save settings with advertising',
        'save settings',
        [0, 2],
        async page => {
            await page.page.check('#truste-consent-category-2');
            await click(page, '#truste-consent-save');
        },
        async page => {
            await click(page, '#truste-show-consent');
            // The visitor reads the panel; meanwhile the click, made without consent, must send nothing.
            await settle(page);
        }
    ),
    {
        id: 'eu-reject',
        title: 'EU reject',
        region: 'eu',
        async visit(page, steps) {
            steps.decide();
            await click(page, '#truste-consent-required');
            await settle(page);
        },
        checks: [
            [
                'sends nothing at all, no beacon of any kind',
                seen => {
                    expectNothingGated([...seen.before, ...seen.after], 'gated calls');
                    expect(seen.cookies[AnalyticsSettings.trackingCookie]).to.equal('false');
                }
            ]
        ]
    },
    {
        id: 'us-reject',
        title: 'reject (opt-out model)',
        region: 'us',
        async visit(page, steps) {
            await waitForPageView(page, steps.url);
            steps.decide();
            await click(page, '#truste-consent-required');
            await waitForLink(page, 'event201');
            await settle(page);
            await waitForPageView(page, await steps.next());
        },
        checks: [
            [
                'sends event201 with eVar13 "reject", then no further beacon on the page',
                seen => {
                    expect(beacons(seen.after).map(summary), `beacons after the click:\n  ${listed(seen.after)}`).to.deep.equal([
                        'lnk_o consent:reject reject event201'
                    ]);
                }
            ],
            [
                'keeps the visitor tracked (docs/requirements.md §5.5: opt-out model): the mirror says true, the next page sends its page view',
                seen => {
                    expect(seen.cookies[AnalyticsSettings.trackingCookie]).to.equal('true');
                    expect(pageViews(seen.next?.requests ?? []).map(view => view.g)).to.deep.equal([seen.next?.url]);
                }
            ]
        ]
    },
    usLinkEvent('us-manage', 'manage preferences', 'event299', page => click(page, '#truste-show-consent')),
    usLinkEvent('us-policy-link', 'consent policy link', 'event298', clickPolicyLink, /\/cookie-policy$/),
    usLinkEvent('us-close', 'close', 'event300', page => click(page, '#truste-consent-close')),
    usLinkEvent('us-preference-centre', 'open preference centre', 'event301', page => click(page, '#teconsent a')),
    {
        id: 'eu-withdrawal',
        title: 'EU accept, then withdrawal on the same page',
        region: 'eu',
        async visit(page, steps) {
            await click(page, '#truste-consent-button');
            await waitForPageView(page, steps.url);
            await waitForLink(page, 'event297');
            // The preference centre's link is tracked while consent holds; its beacon leaves before the withdrawal.
            await click(page, '#teconsent a');
            await waitForLink(page, 'event301');
            // The line is where the container hears the withdrawal: what the accept set going may still be leaving while the button is clicked.
            steps.decide(event => event.hook === 'triggerFired' && event.type === 'consent-loaded' && event.hasConsent === false);
            await click(page, '#truste-consent-required');
            await settle(page);
            await steps.next();
            await pageLoaded(page);
            await settle(page);
        },
        checks: [
            [
                'sends nothing after the withdrawal on the page; the mirror says false',
                seen => {
                    expect(pageViews(seen.before), 'tracked before the withdrawal').to.have.length(1);
                    expectNothingGated(seen.after, 'calls after the withdrawal');
                    expect(seen.cookies[AnalyticsSettings.trackingCookie]).to.equal('false');
                }
            ],
            ['sends nothing on the next page', seen => expectNothingGated(seen.next?.requests ?? [], `calls on ${seen.next?.url}`)]
        ]
    },
    {
        id: 'us-at-once',
        title: 'non-EU visitor',
        region: 'us',
        async visit(page, steps) {
            await waitForPageView(page, steps.url);
            await waitForTags(page, tagsAllowedByBanner(steps.url));
            await settle(page);
        },
        checks: [
            [
                'is tracked at once: the page view without any click',
                seen => {
                    expect(pageViews(seen.before).map(view => view.g)).to.deep.equal([seen.url]);
                    expect(seen.cookies[AnalyticsSettings.trackingCookie]).to.equal('true');
                }
            ],
            [
                'loads every tag of its moments its banner allows once (on a TCF host, those with a vendor wait for the CMP), after the page view',
                seen => {
                    expect(seen.ran, 'each tag once').to.have.length(new Set(seen.ran).size);
                    expect(onceEach(seen.ran)).to.deep.equal(onceEach(tagsAllowedByBanner(seen.url)));
                    const view = seen.before.find(request => pageViews([request]).length > 0)!;
                    const early = seen.before.filter(request => tagsIn([request]).length > 0 && request.startedAt <= view.startedAt);
                    expect(
                        early.map(request => request.url),
                        'tags requested before the page view'
                    ).to.deep.equal([]);
                }
            ]
        ]
    },
    tcfRefusal('tcf-refusal-then-accept', 'TCF: CMP refusal, then banner accept', true),
    tcfRefusal('tcf-accept-then-refusal', 'TCF: banner accept, then CMP refusal', false),
    {
        id: 'tcf-consent',
        title: 'TCF: CMP consent (purposes 1, 10, vendor 565) and banner accept',
        region: 'eu',
        tcfOnly: true,
        async visit(page, steps) {
            // First a choice without vendor 565: the visitor-ID service may ask nothing yet.
            await cmpChooses(page, [1, 10], []);
            await settle(page);
            steps.decide();
            await cmpChooses(page, [1, 10], [565]);
            await click(page, '#truste-consent-button');
            await waitForRequests(page, 'an /id call', requests => requests.some(request => new URL(request.url).pathname === '/id'));
            await waitForPageView(page, steps.url);
            await settle(page);
        },
        checks: [
            [
                'calls no /optOutStatus (nor any identity call) before the CMP has consent for vendor 565',
                seen => {
                    expect(
                        seen.before.filter(request => gatedCallOf(request) === 'identity').map(request => request.url.slice(0, 140))
                    ).to.deep.equal([]);
                }
            ],
            [
                'identity runs: an /id call, mid on the page view',
                seen => {
                    expect(seen.after.filter(request => new URL(request.url).pathname === '/id')).not.to.have.length(0);
                    const mids = pageViews(seen.after).map(view => view.mid);
                    expect(mids, 'page views').to.have.length(1);
                    expect(mids[0], 'mid of the page view').to.match(/^\d{38}$/);
                    expect(
                        Object.keys(seen.cookies).some(name => name.startsWith('AMCV_')),
                        'AMCV_ cookie'
                    ).to.equal(true);
                }
            ]
        ]
    }
];
