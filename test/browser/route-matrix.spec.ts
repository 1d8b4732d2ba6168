import { expect } from 'chai';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { SITE_TYPES } from '../../src/config/domains';
import type { BenchPage, PageRequest } from './bench';
import { beaconParamsOf, patience, waitFor } from './bench';
import { bench } from './fixture';
import type { ClickCheck, RouteVisit, TagEnvironment } from './route-visits';
import { ACCEPTED_CONSENT, accountOf, ANY, routeVisits, TAG_ENV_COOKIE } from './route-visits';
import type { VisitOutcome } from './visit-pool';
import { visitAll } from './visit-pool';

const RESULTS = path.resolve(__dirname, '../../test-results');
/** Pages side by side: most of a visit is waiting (page bottom, beacons, the click rules' delays), so more pages than cores. */
const WIDTH = 6;
/** ROUTE_MATRIX_TAG_ENV=staging runs every visit on the staging bundle, which sends a health report from every page. */
const BUNDLE: TagEnvironment = process.env.ROUTE_MATRIX_TAG_ENV === 'staging' ? 'staging' : 'production';

interface Verdict {
    readonly account?: string;
    readonly pageName?: string;
    readonly problems: readonly string[];
}

const isBeacon = (request: PageRequest) => /\/b\/ss\//.test(request.url);

/** What of `expected` a beacon does not carry: values that differ, and events it lacks. */
function mismatches(params: Record<string, string>, expected: Readonly<Record<string, string>>, account?: string): string[] {
    const problems: string[] = [];
    for (const [name, value] of Object.entries(expected)) {
        if (name === 'account') {
            if (account !== value) {
                problems.push(`account ${account} instead of ${value}`);
            }
        } else if (name === 'events') {
            const events = (params.events ?? '').split(',').map(event => event.split(/[=:]/)[0]);
            const missing = value.split(',').filter(event => !events.includes(event));
            if (missing.length > 0) {
                problems.push(`events ${params.events ?? '(none)'} lack ${missing.join(', ')}`);
            }
        } else if (value === ANY ? params[name] === undefined : params[name] !== value) {
            problems.push(`${name} ${JSON.stringify(params[name])} instead of ${value === ANY ? 'a value' : JSON.stringify(value)}`);
        }
    }
    return problems;
}

/** One click check: the beacon it must cause, or, for a silent one, that nothing leaves. */
async function checkClick(page: BenchPage, check: ClickCheck): Promise<string[]> {
    const element = page.page.locator(check.selector).first();
    if ((await element.count()) === 0 || !(await element.isVisible())) {
        return [];
    }
    // What the clicks before caused has ended, a copy the outbox sends again included: whatever leaves from here on is this click's.
    await page.settled();
    await page.outboxDrained();
    const before = page.requests.length;
    await element.click({ timeout: patience(15000) });
    const links = () => page.requests.slice(before).filter(request => isBeacon(request) && beaconParamsOf(request).pe);
    if (check.silent) {
        // The click's rules have run, and what they handed on has left.
        await page.settled();
        const sent = links().map(request => {
            const again = page.requests.slice(0, before).some(earlier => earlier.url === request.url);
            return `${beaconParamsOf(request).pev2 ?? ''}${again ? ' (the same request as an earlier one)' : ''}`;
        });
        return sent.length === 0 ? [] : [`${check.name}: sent ${sent.length} beacon(s), expected none: ${sent.join(' | ')}`];
    }
    // Beacons leave one at a time, each given up to 5 s: one behind a slow one may take that long.
    const matched = await waitFor(
        `a beacon of ${check.name}`,
        () => links().find(request => mismatches(beaconParamsOf(request), check.expected).length === 0),
        8000
    ).catch(() => undefined);
    if (matched) {
        return [];
    }
    // None matched in time: the matrix reports what the click did send.
    const sent = links().map(
        request => `${beaconParamsOf(request).pev2 ?? ''}: ${mismatches(beaconParamsOf(request), check.expected).join('; ')}`
    );
    return [`${check.name}: ${sent.length ? `no beacon matched (${sent.join(' | ')})` : 'no link beacon'}`];
}

async function runVisit(visit: RouteVisit, page: BenchPage): Promise<Verdict> {
    await page.setCookies(visit.url, BUNDLE === 'staging' ? { ...ACCEPTED_CONSENT, [TAG_ENV_COOKIE]: 'staging' } : ACCEPTED_CONSENT);
    await page.visit(visit.url);
    const view = await waitFor(
        'the page view',
        () => page.requests.find(request => isBeacon(request) && !beaconParamsOf(request).pe),
        10000
    ).catch(() => undefined);
    if (!view) {
        return { problems: ['no page view'] };
    }
    const params = beaconParamsOf(view);
    const account = accountOf(view.url);
    const problems = mismatches(params, visit.pageView, account);
    if (BUNDLE === 'staging') {
        // The health report's file comes after the window's load; a page left before it sends none.
        await page.waitForLazyFile('health');
    }
    // Links and buttons that leave the page would end the visit: the browser stays, the beacons still go.
    await page.page.route('**/*', route =>
        route.request().isNavigationRequest() && route.request().frame() === page.page.mainFrame() ? route.abort() : route.continue()
    );
    for (const check of visit.clicks) {
        problems.push(...(await checkClick(page, check)));
    }
    // A hit that got no answer within the tracker's watchdog is sent again exactly as it was
    // (docs/robustness.md: "possibly twice without an answer"): the same URL twice is one page view.
    const sent = page.requests.filter(request => isBeacon(request) && !beaconParamsOf(request).pe);
    const views = sent.filter(
        (request, index) => sent.findIndex(other => other.url === request.url && other.postData === request.postData) === index
    );
    if (views.length !== 1) {
        problems.push(`${views.length} page views: ${views.map(request => beaconParamsOf(request).pageName).join(', ')}`);
    }
    if (BUNDLE === 'staging') {
        // The page is left as a tab switched away is: its health report goes then (a click that
        // took the page away sent it already, at that leaving).
        await page.page.evaluate(() => {
            Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
            document.dispatchEvent(new Event('visibilitychange'));
        });
    }
    return { account, pageName: params.pageName, problems };
}

function report(outcomes: ReadonlyArray<VisitOutcome<RouteVisit, Verdict>>, wallMs: number): void {
    const rows = outcomes.map(({ item, result, error, pageErrors, ms }) => {
        const problems = [...(result?.problems ?? []), ...(error ? [`failed: ${error.message.split('\n')[0]}`] : []), ...pageErrors];
        return {
            host: item.host,
            pageType: item.kind,
            url: item.url,
            account: result?.account ?? '',
            pageName: result?.pageName ?? '',
            verdict: problems.length ? 'fail' : 'pass',
            problems,
            ms
        };
    });
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, 'route-matrix.json'), JSON.stringify({ wallMs, visits: rows }, undefined, 2));
    const cell = (text: string) => text.replace(/\|/g, '\\|');
    writeFileSync(
        path.join(RESULTS, 'route-matrix.md'),
        [
            `# Route matrix: ${rows.length} visits, ${rows.filter(row => row.verdict === 'pass').length} pass, ${(wallMs / 1000).toFixed(0)} s`,
            '',
            '| Host | Page type | Account | Page name | Verdict |',
            '| --- | --- | --- | --- | --- |',
            ...rows.map(
                row =>
                    `| ${row.host} | ${row.pageType} | ${row.account} | ${cell(row.pageName)} | ${row.verdict === 'pass' ? 'pass' : `fail: ${cell(row.problems.join('; '))}`} |`
            )
        ].join('\n') + '\n'
    );
}

describe('The route matrix: every host, every page type, its page view and its clicks', function () {
    // ROUTE_MATRIX_ONLY=<text> runs the visits whose address contains it, to look at one page closely.
    const visits = routeVisits(undefined, BUNDLE).filter(visit => visit.url.includes(process.env.ROUTE_MATRIX_ONLY ?? ''));
    const outcomes = new Map<string, VisitOutcome<RouteVisit, Verdict>>();

    before(async function () {
        // Every visit is bounded by its own waits; the matrix as a whole takes as long as its visits do.
        this.timeout(0);
        const started = Date.now();
        const all = await visitAll(bench(), visits, WIDTH, runVisit, (_outcome, done) => {
            if (done % 25 === 0 || done === visits.length) {
                console.log(`    route matrix: ${done}/${visits.length} visits, ${((Date.now() - started) / 1000).toFixed(0)} s`);
            }
        });
        all.forEach(outcome => outcomes.set(outcome.item.url, outcome));
        const wallMs = Date.now() - started;
        report(all, wallMs);
        console.log(
            `    route matrix: ${visits.length} visits in ${(wallMs / 1000).toFixed(1)} s (${WIDTH} pages side by side); test-results/route-matrix.md`
        );
    });

    if (BUNDLE === 'staging') {
        // First, before the bench forgets the reports after a test: what the visits left.
        it('leaves health reports from every site type, which the health page draws', async () => {
            const sites = new Set(
                bench()
                    .server.healthReports.list()
                    .map(report => report.site)
            );
            expect(
                [...SITE_TYPES].filter(site => !sites.has(site)),
                'site types without a report'
            ).to.deep.equal([]);
            const page = await bench().newPage();
            await page.visit('https://www.alderway.com/__qa/health');
            await page.page.locator('main.health[data-state="ready"]').waitFor();
            const drawn = await page.page.$$eval('article.build svg.cost-chart rect[data-quantile]', marks =>
                marks.map(mark => mark.getAttribute('data-site'))
            );
            expect(
                SITE_TYPES.filter(site => !drawn.includes(site)),
                'site types the health page does not draw'
            ).to.deep.equal([]);
        });
    }

    for (const visit of visits) {
        it(`${visit.url} (${visit.kind})`, () => {
            const outcome = outcomes.get(visit.url)!;
            expect(outcome.error?.message, 'the visit ran').to.equal(undefined);
            expect([...outcome.result!.problems, ...outcome.pageErrors]).to.deep.equal([]);
        });
    }
});
