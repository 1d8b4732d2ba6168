import { CONSENT_SCRIPTS } from '../../src/config/consent-scripts';
import type { Country } from '../../src/config/domains';
import { COUNTRIES, DOMAINS } from '../../src/config/domains';
import { RegistrableDomain } from '../../src/services/registrable-domain';
import type { BenchPage, MonitorEvent, PageRequest } from './bench';
import { bannerReady, cookiesOf, mark, nextPage, regimeOf, tagRuns } from './consent-visits';

/** The provider's consent model for a visit: `eu` asks first (opt-in), `us` implies consent (opt-out). */
export type Region = 'eu' | 'us';

export interface MatrixHost {
    readonly host: string;
    readonly country: Country;
    /** The banner runs in IAB TCF mode: the CMP decides the visitor-ID service (consent-scripts.ts). */
    readonly tcf: boolean;
    /** The model the provider gives the host's script id unless forced (consent-banner-endpoint.ts). */
    readonly region: Region;
}

function matrixHost(host: string, country: Country): MatrixHost {
    const domain = RegistrableDomain.of(host);
    return {
        host,
        country,
        tcf: CONSENT_SCRIPTS.some(row => row.domain === domain && row.tcf),
        region: country === 'us' || country === 'ca' ? 'us' : 'eu'
    };
}

/** A production rental home page for each country, then every host whose consent script runs in TCF mode. */
export function matrixHosts(): MatrixHost[] {
    const byCountry = COUNTRIES.map(country =>
        DOMAINS.find(row => row.country === country && !row.preProduction && row.role === 'www' && row.siteType === 'rental')
    );
    const hosts = [...byCountry.map(row => row!), ...DOMAINS].map(row => matrixHost(row.host, row.country));
    return hosts.filter(
        (host, index) => (index < byCountry.length || host.tcf) && hosts.findIndex(other => other.host === host.host) === index
    );
}

/** What a visit saw: the first page's requests before and from its decisive action, and the next page's. */
export interface Observation {
    readonly url: string;
    readonly before: readonly PageRequest[];
    readonly after: readonly PageRequest[];
    readonly cookies: Readonly<Record<string, string>>;
    /** The external tags that ran on the first page, in order (`tagRuns`). */
    readonly ran: readonly string[];
    readonly next?: { readonly url: string; readonly requests: readonly PageRequest[]; readonly cookies: Readonly<Record<string, string>> };
}

type Check = readonly [title: string, verify: (seen: Observation) => void];

/** What a scenario tells the recorder while it drives the page. */
export interface Steps {
    readonly url: string;
    /**
     * The decisive step starts here: what follows is `after`. With `acted`, the line is drawn
     * where the container acted on the step instead: at the first event of the page's monitor
     * from here on that `acted` picks, and requests fall on either side of it by the browser's
     * own clock, so requests still leaving for what came before are not taken for the step's.
     */
    decide(acted?: (event: MonitorEvent) => boolean): void;
    /** Goes on to the site's next page by a real click; what follows is `next`. Returns its URL. */
    next(): Promise<string>;
}

export interface Scenario {
    readonly id: string;
    readonly title: string;
    readonly region: Region;
    readonly tcfOnly?: boolean;
    /** Drives one fresh page, from the home page with its banner shown, to the scenario's end. */
    readonly visit: (page: BenchPage, steps: Steps) => Promise<void>;
    readonly checks: readonly Check[];
}

/** Runs a scenario on a host's home page and records what it sent, split at its steps. */
export async function observe(scenario: Scenario, page: BenchPage, host: MatrixHost): Promise<Observation> {
    const url = `https://${host.host}/`;
    await page.visit(url);
    await bannerReady(page);
    const regime = await regimeOf(page);
    if (regime !== scenario.region) {
        throw new Error(`The banner gave the ${regime} model, the row needs ${scenario.region}`);
    }
    let decided: { index: number; at: number; acted?: (event: MonitorEvent) => boolean } | undefined;
    let left: { at: number; url: string; cookies: Record<string, string>; ran: string[] } | undefined;
    await scenario.visit(page, {
        url,
        decide: acted => (decided = { index: mark(page), at: Date.now(), acted }),
        async next() {
            left = { at: mark(page), url: '', cookies: await cookiesOf(page), ran: await tagRuns(page) };
            left.url = await nextPage(page);
            return left.url;
        }
    });
    const cookies = await cookiesOf(page);
    const end = left?.at ?? page.requests.length;
    const first = page.requests.slice(0, end);
    let before = first.slice(0, decided?.index ?? end);
    let after = first.slice(decided?.index ?? end);
    if (decided?.acted) {
        const since = decided.at;
        const event = (await page.monitorEvents()).find(candidate => candidate.at >= since && decided!.acted!(candidate));
        if (!event) {
            throw new Error(
                `The container did not act on the decisive step: the monitor saw ${JSON.stringify(await page.monitorEvents())}`
            );
        }
        before = first.filter(request => request.startedAt < event.at);
        after = first.filter(request => request.startedAt >= event.at);
    }
    return {
        url,
        before,
        after,
        cookies: left?.cookies ?? cookies,
        ran: left?.ran ?? (await tagRuns(page)),
        next: left && { url: left.url, requests: page.requests.slice(left.at), cookies }
    };
}
