import { expect } from 'chai';
import type { SatelliteApi } from '../../../src/runtime/public-api';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import { AnalyticsTestPage, RETURNING_VISITOR } from '../extensions/analytics/analytics-test-page';
import { ORG } from '../extensions/visitor/visitor-test-page';
import { testDom } from '../setup';

/**
 * Page code written for the replaced tag manager's `_satellite`, run on ours, against what the
 * engine's rules say it returns and prints (docs/protocols.md §3.3-§3.5).
 */
type Satellite = SatelliteApi & Record<string, any>;

interface Row {
    readonly code: string;
    readonly rule: string;
    readonly run: (satellite: Satellite, page: AnalyticsTestPage) => unknown;
    /** `_satellite.setDebug(true)` first. */
    readonly debug?: boolean;
    readonly returns?: unknown;
    /** Console lines by level; a level not named must stay silent. */
    readonly console?: Partial<Record<'log' | 'info' | 'debug' | 'warn' | 'error', ReadonlyArray<string | RegExp>>>;
}

const R = '\u{1F680}';
/** The data elements page code reads by name, as the property defines them. */
const PAGE_DATA_ELEMENTS = ['page name', 'page path', 'site brand', 'site country', 'site type', 'reporting account'];

const ROWS: Row[] = [
    {
        code: '_satellite.property.name, .id, .settings.domains',
        rule: 'docs/protocols.md §3.4 property',
        run: s => [
            s.property.name,
            s.property.id,
            s.property.settings.domains.includes('www.alderway.com'),
            s.property.settings.undefinedVarsReturnEmpty
        ],
        returns: ['MMG Websites', 'PR8b3c21f0e4a54d7c9a1e0f6b2d4c8e11', true, false]
    },
    {
        code: '_satellite.company.orgId',
        rule: 'docs/protocols.md §3.4 company',
        run: s => [s.company.orgId, s.company.dynamicCdnEnabled],
        returns: [ORG, false]
    },
    {
        code: "_satellite.notify('five', 5); _satellite.notify('four', 4); _satellite.notify('three', 3); _satellite.notify('one', 1)",
        rule: 'docs/protocols.md §3.4 notify, docs/protocols.md §3.5',
        debug: true,
        run: s => {
            s.notify('five', 5);
            s.notify('four', 4);
            s.notify('three', 3);
            s.notify('one', 1);
        },
        console: {
            error: [`${R} five`],
            warn: [`${R} _satellite.notify is deprecated. Please use _satellite.logger instead.`, `${R} four`],
            info: [`${R} three`],
            log: [`${R} one`]
        }
    },
    {
        code: "_satellite.notify('quiet', 3), debug off",
        rule: 'docs/protocols.md §3.5: deprecation warnings always print',
        run: s => s.notify('quiet', 3),
        console: { warn: [`${R} _satellite.notify is deprecated. Please use _satellite.logger instead.`] }
    },
    {
        code: `_satellite.getVar(name) for ${PAGE_DATA_ELEMENTS.map(name => `'${name}'`).join(', ')}`,
        rule: 'docs/protocols.md §3.3 getVar: a data element wins',
        run: s => PAGE_DATA_ELEMENTS.map(name => s.getVar(name)),
        returns: ['home', '/', 'alderway', 'us', 'rental', 'mmgglobalprod,mmgalderwayusrental']
    },
    {
        code: "_satellite.getVar('pagename'), debug on",
        rule: 'docs/protocols.md §3.3 getVar: unknown names are undefined',
        debug: true,
        run: s => s.getVar('pagename'),
        returns: undefined,
        console: { debug: [/^\u{1F680} _satellite\.getVar\("pagename"\): no data element.*Data elements: .*"page name".*"site brand"/u] }
    },
    {
        code: "_satellite.setVar('coupon', 'SAVE10'); _satellite.setVar({ cart: { total: 42 } }); getVar('coupon'), getVar('cart.total')",
        rule: 'docs/protocols.md §3.3 setVar, getVar dot paths',
        run: s => {
            s.setVar('coupon', 'SAVE10');
            s.setVar({ cart: { total: 42 } });
            return [s.getVar('coupon'), s.getVar('cart.total')];
        },
        returns: ['SAVE10', 42]
    },
    {
        code: "_satellite.getVar('event.detail.step', { detail: { step: 3 } })",
        rule: 'docs/protocols.md §3.3 getVar: event paths',
        run: s => s.getVar('event.detail.step', { detail: { step: 3 } }),
        returns: 3
    },
    {
        code: "_satellite.track('no-such-call'), debug on",
        rule: 'docs/protocols.md §3.4 track',
        debug: true,
        run: s => s.track('no-such-call'),
        console: { log: [`${R} "no-such-call" does not match any direct call identifiers.`] }
    },
    {
        code: "_satellite.cookie.set('visits', '3', { expires: 30 }); _satellite.cookie.get('visits'); _satellite.cookie.remove('visits'); _satellite.cookie.get('visits')",
        rule: 'docs/protocols.md §3.4 cookie',
        run: s => {
            s.cookie.set('visits', '3', { expires: 30 });
            const set = s.cookie.get('visits');
            s.cookie.remove('visits');
            return [set, s.cookie.get('visits')];
        },
        returns: ['3', undefined]
    },
    {
        code: "_satellite.setCookie('legacy', 'v', 1); _satellite.readCookie('legacy'); _satellite.setCookie('again', 'w', 1)",
        rule: 'docs/protocols.md §3.4 deprecated wrappers',
        run: s => {
            s.setCookie('legacy', 'v', 1);
            const read = s.readCookie('legacy');
            s.setCookie('again', 'w', 1);
            return read;
        },
        returns: 'v',
        console: {
            warn: [
                `${R} _satellite.setCookie is deprecated. Please use _satellite.cookie.set instead.`,
                `${R} _satellite.readCookie is deprecated. Please use _satellite.cookie.get instead.`
            ]
        }
    },
    {
        code: '_satellite.buildInfo.minified, .environment.stage',
        rule: 'docs/protocols.md §3.4 buildInfo, environment',
        run: s => [typeof s.buildInfo.buildDate, s.environment.stage],
        returns: ['string', 'production']
    },
    {
        code: '_satellite.getVisitorId() === Visitor.getInstance(orgId)',
        rule: 'docs/protocols.md §3.4 getVisitorId',
        run: s => s.getVisitorId() === (testDom.window as any).Visitor.getInstance(ORG),
        returns: true
    },
    {
        code: "_satellite.logger.warn('from page code'), debug off then on",
        rule: 'docs/protocols.md §3.4 logger: only in debug mode',
        run: s => {
            s.logger.warn('hidden');
            s.setDebug(true);
            s.logger.warn('from page code');
            s.logger.error('bad');
            s.setDebug(false);
        },
        console: { warn: [`${R} [Custom Script] from page code`], error: [`${R} [Custom Script] bad`] }
    },
    {
        code: '_satellite._container.property.name',
        rule: 'docs/protocols.md §3.4 _container (warns once)',
        run: s => [s._container.property.name, s._container.rules.length],
        returns: ['MMG Websites', 0],
        console: {
            warn: [
                `${R} _satellite._container may change at any time. Here it holds the property, the company and the build only: rules and data elements are code, not configuration.`
            ]
        }
    }
];

describe("Conformance: _satellite (the replaced tag manager's page-code API)", () => {
    let page: AnalyticsTestPage;
    let console: ConsoleCapture;

    afterEach(() => page.stop());

    for (const row of ROWS) {
        it(`${row.code}  [${row.rule}]`, async () => {
            page = new AnalyticsTestPage('https://www.alderway.com/', RETURNING_VISITOR, { pageName: 'home' }).start();
            await page.clock.tickAsync(50);
            const satellite = (testDom.window as unknown as { _satellite: Satellite })._satellite;
            if (row.debug) {
                satellite.setDebug(true);
            }
            console = captureConsole();
            const returned = await row.run(satellite, page);
            if ('returns' in row) {
                expect(returned).to.deep.equal(row.returns);
            }
            for (const level of ['log', 'info', 'debug', 'warn', 'error'] as const) {
                const expected = row.console?.[level] ?? [];
                const lines = console.lines(level);
                expect(lines.length, `${level}: ${lines.join(' / ')}`).to.equal(expected.length);
                expected.forEach((line, index) =>
                    typeof line === 'string' ? expect(lines[index]).to.equal(line) : expect(lines[index]).to.match(line)
                );
            }
        });
    }
});
