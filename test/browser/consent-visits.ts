import type { Route } from 'playwright-core';
import { AudienceManager } from '../../demo-site/server/emulation/audience-manager';
import { AnalyticsSettings } from '../../src/config/analytics';
import { CONSENT_SCRIPTS } from '../../src/config/consent-scripts';
import { DOMAINS } from '../../src/config/domains';
import type { ExternalTagRow } from '../../src/config/external-tags';
import { EXTERNAL_TAGS } from '../../src/config/external-tags';
import { CONSENT_RECHECK_DELAY_MS, PREFERENCE_MANAGER_ORIGIN } from '../../src/services/consent-service';
import { RegistrableDomain } from '../../src/services/registrable-domain';
import type { BenchTab } from '../engines/engine-tab';
import type { BenchPage, PageRequest } from './bench';
import { beaconParamsOf, waitFor } from './bench';
import { readPage } from './page-probes';

/** The calls docs/requirements.md §5.1 gates on consent, by where they go; `tag`: an external tag of a category consent gates. */
export type GatedCall = 'tracking' | 'identity' | 'personalization' | 'schema' | 'tag';

/** The external tag a request of the page is, if any. */
export function tagOf(request: PageRequest): ExternalTagRow | undefined {
    return EXTERNAL_TAGS.find(row => row.url === request.url);
}

/** The ids of the tags the page requested, in order, each as often as it was requested. */
export function tagsIn(requests: readonly PageRequest[]): string[] {
    return requests.map(request => tagOf(request)?.id).filter((id): id is string => id !== undefined);
}

/** The tags of the property's table that load by themselves on `url`'s pages: at a page moment, not at a named event. */
export function momentTagsOf(url: string): ExternalTagRow[] {
    const host = new URL(url).host;
    const site = DOMAINS.find(row => row.host === host);
    return EXTERNAL_TAGS.filter(
        row =>
            site &&
            typeof row.loadsAt === 'string' &&
            ('siteTypes' in row.appliesTo ? row.appliesTo.siteTypes.includes(site.siteType) : row.appliesTo.hosts.includes(host))
    );
}

/** What a request of the page is, consent-wise; undefined for the page's own files and the provider's. */
export function gatedCallOf(request: PageRequest): GatedCall | undefined {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/b/ss/')) {
        return 'tracking';
    }
    if ((tagOf(request)?.category ?? 0) > 0) {
        return 'tag';
    }
    // The visitor-ID calls, the audience manager's frame and pixels, and the id syncs it starts.
    if (
        url.pathname === '/id' ||
        url.pathname === '/optOutStatus' ||
        url.hostname === 'demdex.net' ||
        url.hostname.endsWith('.demdex.net') ||
        url.hostname === AudienceManager.partnerHost
    ) {
        return 'identity';
    }
    if (url.hostname.endsWith('.tt.omtrdc.net')) {
        return 'personalization';
    }
    // `{cdnHost}/{prefix}/{org}/{property}/{build}/{event}.json` (docs/requirements.md §7.2), wherever it is served.
    if (url.pathname.endsWith('.json') && url.pathname.split('/').filter(Boolean).length >= 5) {
        return 'schema';
    }
    return undefined;
}

export function gatedCalls(requests: readonly PageRequest[]): PageRequest[] {
    return requests.filter(request => gatedCallOf(request) !== undefined);
}

/** One line per gated call, for failure messages that show what the page did send. */
export function listed(requests: readonly PageRequest[]): string {
    const calls = gatedCalls(requests);
    return calls.length === 0 ? '(no gated call)' : calls.map(request => `${request.method} ${request.url.slice(0, 160)}`).join('\n  ');
}

export function beacons(requests: readonly PageRequest[]): Array<Record<string, string>> {
    return requests.filter(request => gatedCallOf(request) === 'tracking').map(beaconParamsOf);
}

/** Page views have no link type (`pe`). */
export function pageViews(requests: readonly PageRequest[]): Array<Record<string, string>> {
    return beacons(requests).filter(params => !params.pe);
}

export function linksWith(requests: readonly PageRequest[], event: string): Array<Record<string, string>> {
    return beacons(requests).filter(
        params => params.pe && (params.events ?? '').split(',').some(entry => entry.split(/[=:]/)[0] === event)
    );
}

/** The host of `url` runs its banner in TCF mode: a tag with an IAB vendor also needs the CMP's consent. */
function onTcfHost(url: string): boolean {
    return CONSENT_SCRIPTS.some(row => row.tcf && row.domain === RegistrableDomain.of(new URL(url).host));
}

/**
 * The ids of the tags that load on `url`'s page once the banner allows `categories` (all three by
 * default): the required tags and those of the categories allowed, of its moments; on a TCF host
 * not those whose vendor the CMP has not consented to (it has not, in these scenarios).
 */
export const tagsAllowedByBanner = (url: string, categories: readonly number[] = [0, 1, 2]) =>
    momentTagsOf(url)
        .filter(row => categories.includes(row.category) && !(onTcfHost(url) && row.iabVendorId !== undefined))
        .map(row => row.id);

/**
 * The tags that ran on the page, in order, as each demo tag script records itself
 * (`window.__externalTagRuns`), on a page of this bench or a tab of the engines'. What ran is the
 * page's own record: Chromium may not report a request to the bench while a cross-origin frame
 * attaches (the preference manager's), so waits and counts go by it, and "requested nothing"
 * checks by the requests.
 */
export function tagRuns(page: BenchPage | BenchTab): Promise<string[]> {
    return readPage(page, () => (window as unknown as { __externalTagRuns?: string[] }).__externalTagRuns ?? []);
}

/** Waits until every tag of `ids` has run on the page. */
export async function waitForTags(page: BenchPage | BenchTab, ids: readonly string[], timeoutMs = 10000): Promise<void> {
    let ran: string[] = [];
    await waitFor(
        () => `the tags ${ids.join(', ')} to run; ran: ${ran.join(', ') || 'none'}`,
        async () => {
            ran = await tagRuns(page);
            return ids.every(id => ran.includes(id)) || undefined;
        },
        timeoutMs
    );
}

/** Each id once, in the table's order. */
export const onceEach = (ids: readonly string[]) => [...new Set(ids)].sort();

/** Waits until the page's own requests satisfy `done`; the message names what was awaited and what came. */
export async function waitForRequests(
    page: BenchPage,
    what: string,
    done: (requests: readonly PageRequest[]) => boolean,
    timeoutMs = 10000
): Promise<void> {
    await waitFor(
        () => `${what}: not within ${timeoutMs} ms; the page sent:\n  ${listed(page.requests)}`,
        () => done(page.requests) || undefined,
        timeoutMs
    );
}

/**
 * The page has done all it will for what the visitor did so far (`BenchPage.settled`): the rules
 * have run, a banner action's beacon, which leaves CONSENT_RECHECK_DELAY_MS + 100 ms after the
 * click, has been decided, and the requests have left and ended. Only then does "nothing more
 * was sent" mean anything.
 */
export async function settle(page: BenchPage): Promise<void> {
    await page.settled();
    await page.afterPageTimers(CONSENT_RECHECK_DELAY_MS + 100);
    await page.settled();
}

/**
 * The page is as a first visit leaves it: the container heard the banner load (its consent rules
 * fire only then, docs/requirements.md §5.1), the page finished loading (the after-load file ran) and the banner shows.
 */
export async function bannerReady(page: BenchPage): Promise<void> {
    await pageLoaded(page);
    await page.page.locator('#truste-consent-track').waitFor({ state: 'visible' });
}

export async function pageLoaded(page: BenchPage): Promise<void> {
    await page.waitForMonitor(event => event.hook === 'triggerFired' && event.type === 'consent-loaded');
    await page.waitForMonitor(event => event.type === 'window-loaded');
}

/** The cookies the page's browser sends to `url` (the page's own address by default), by name. */
export async function cookiesOf(page: BenchPage, url = page.page.url()): Promise<Record<string, string>> {
    return Object.fromEntries((await page.context.cookies(url)).map(cookie => [cookie.name, decodeURIComponent(cookie.value)]));
}

/** The manager of `notice_behavior` (`expressed,eu` → `eu`): the regime the provider applied to the visit. */
export async function regimeOf(page: BenchPage): Promise<string | undefined> {
    return (await cookiesOf(page)).notice_behavior?.split(/[,|]/)[1];
}

/** The container's mirror of consent, the cookie the tracker checks (docs/requirements.md §5.5). */
export async function trackingCookieOf(page: BenchPage): Promise<string | undefined> {
    return (await cookiesOf(page))[AnalyticsSettings.trackingCookie];
}

/** A real click on a control of the banner or the page. */
export async function click(page: BenchPage, selector: string): Promise<void> {
    await page.page.locator(selector).first().click();
}

/** The banner's cookie-policy link opens a new tab; the test page stays, the tab is closed. */
export async function clickPolicyLink(page: BenchPage): Promise<void> {
    const [popup] = await Promise.all([page.context.waitForEvent('page'), click(page, '#truste-cookie-button')]);
    await popup.close();
}

/** Goes to the next page of the site by a real click on the first navigation link to another path. */
export async function nextPage(page: BenchPage): Promise<string> {
    const from = new URL(page.page.url());
    const links = await page.page.locator('.site-nav a').evaluateAll(anchors => anchors.map(anchor => (anchor as HTMLAnchorElement).href));
    const index = links.findIndex(href => new URL(href).host === from.host && new URL(href).pathname !== from.pathname);
    if (index < 0) {
        throw new Error(`${from.href} links to no other page of its site: ${links.join(', ')}`);
    }
    await Promise.all([page.page.waitForURL(links[index]), page.page.locator('.site-nav a').nth(index).click()]);
    return links[index];
}

/** The index of the page's next request: what the page sends from now on is `page.requests.slice(mark)`. */
export function mark(page: BenchPage): number {
    return page.requests.length;
}

/**
 * The provider's preference manager with its "Allow All": a frame of its own origin that posts the
 * visitor's choice to the page, as the real one does (docs/protocols.md §5.3). The
 * emulated banner script neither opens that frame nor records a choice it posts, which the real
 * provider's script does; so the page gets both here: the frame, and a recorder that writes the
 * provider's cookies on the frame's message as the banner's own buttons write them.
 */
export async function allowAllInPreferenceManager(page: BenchPage): Promise<void> {
    const message = JSON.stringify({ source: 'preference_manager', message: 'submit_preferences', data: { value: '0,1,2' } });
    await page.context.route(`${PREFERENCE_MANAGER_ORIGIN}/**`, (route: Route) =>
        route.fulfill({
            contentType: 'text/html',
            body:
                '<!doctype html><button id="allow-all" type="button">Allow All</button><script>' +
                `document.getElementById('allow-all').addEventListener('click', function () { parent.postMessage(${JSON.stringify(message)}, '*'); });</script>`
        })
    );
    const domain = RegistrableDomain.of(new URL(page.page.url()).hostname);
    await page.page.evaluate(
        ({ origin, domain }) => {
            window.addEventListener('message', event => {
                if (event.origin === origin && String(event.data).includes('submit_preferences')) {
                    const write = (name: string, value: string) =>
                        (document.cookie = `${name}=${value}; path=/; domain=${domain}; max-age=${395 * 86400}; SameSite=Lax`);
                    write('notice_gdpr_prefs', '0,1,2:');
                    write('notice_preferences', '2:');
                    write('cmapi_cookie_privacy', 'permit 1,2,3');
                }
            });
            const frame = document.createElement('iframe');
            frame.id = 'preference-manager';
            frame.src = `${origin}/?layout=gdpr`;
            document.body.appendChild(frame);
        },
        { origin: PREFERENCE_MANAGER_ORIGIN, domain }
    );
    await page.page.frameLocator('#preference-manager').locator('#allow-all').click();
}

/** The demo CMP of the TCF hosts records the visitor's choice (`[]`, `[]`: everything refused). */
export async function cmpChooses(page: BenchPage, purposes: readonly number[], vendors: readonly number[]): Promise<void> {
    await page.page.evaluate(({ purposes, vendors }) => window.__demoCmp!.consent(purposes, vendors), { purposes, vendors });
}
