import { expect } from 'chai';
import * as fc from 'fast-check';
import type { Container, interfaces } from 'inversify';
import Cookies from 'js-cookie';
import { AnalyticsCookies } from '../../../src/config/analytics';
import { CONSENT_REGIMES, consentRegimeOf } from '../../../src/config/consent-regimes';
import { analyticsModule } from '../../../src/extensions/analytics/analytics-module';
import { PageViewPlugins } from '../../../src/extensions/analytics/page-view-plugins';
import { consentModule } from '../../../src/extensions/consent/consent-module';
import type { AmcvField } from '../../../src/extensions/visitor/amcv-cookie';
import { AmcvCookie } from '../../../src/extensions/visitor/amcv-cookie';
import { BrowserWindow } from '../../../src/services/browser-window';
import { ConsentService } from '../../../src/services/consent-service';
import { CookieService } from '../../../src/services/cookie-service';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';
import { expectUnpolluted, hostileString, PROTOTYPE_KEYS, prototypeSnapshot, runs, wellFormed } from './fuzz-support';

const CONSENT = ['notice_behavior', 'notice_gdpr_prefs'];
const PLUGINS = Object.values(AnalyticsCookies);
const AMCV = 'AMCV_9E1005A551ED61CA0A490D45%40AdobeOrg';

/** A cookie name: the parsers' own, a prototype key, or anything. */
const cookieName = fc.oneof(fc.constantFrom(...CONSENT, ...PLUGINS, AMCV, ...PROTOTYPE_KEYS), hostileString(10));

/** `document.cookie` as a browser could hand it over, written by anyone: pairs, bare names, stray separators. */
const rawJar = fc.oneof(
    fc
        .array(fc.tuple(cookieName, hostileString()), { maxLength: 8 })
        .map(pairs => pairs.map(([name, value]) => `${name}=${value}`).join('; ')),
    hostileString(80)
);

/** The jar as it is on the wire when it was written through js-cookie (the banner, the plug-ins, VisitorAPI). */
function wireJar(cookies: Record<string, string>): string {
    return Object.entries(cookies)
        .map(([name, value]) => `${encodeURIComponent(name)}=${Cookies.converter.write(value, name)}`)
        .join('; ');
}

describe('Fuzz: the cookie parsers', () => {
    let jar: string;
    let window: BrowserWindow;
    let before: string[];

    beforeEach(() => {
        resetTestPage('https://www.alderway.com/');
        // The browser's cookie store is the edge: document.cookie reads as the property's input.
        window = {
            document: {
                get cookie() {
                    return jar;
                }
            },
            location: testDom.window.location,
            navigator: testDom.window.navigator
        } as unknown as BrowserWindow;
        before = prototypeSnapshot();
    });

    afterEach(() => {
        expectUnpolluted(before);
        resetTestPage();
    });

    /** A fresh page whose document.cookie is `text`: its services read it once per task. */
    function open(text: string): Container {
        jar = text;
        return createTestContainer({ window, modules: [consentModule, analyticsModule] });
    }

    function page<T>(text: string, service: interfaces.ServiceIdentifier<T>): T {
        return open(text).get<T>(service);
    }

    /** The page-view plug-ins, as the tracker builds them, on a page whose cookies are `text`. */
    function plugins(text: string): PageViewPlugins {
        const container = open(text);
        return new PageViewPlugins(container.get<CookieService>(CookieService), container.get<BrowserWindow>(BrowserWindow));
    }

    it('the jar: any document.cookie parses into own string values, and cookies written through js-cookie read back', () => {
        fc.assert(
            fc.property(rawJar, text => {
                const cookies = page<CookieService>(text, CookieService);
                const all = cookies.getAll();
                expect(Object.getPrototypeOf(all)).to.equal(Object.prototype);
                for (const name of Object.keys(all)) {
                    expect(all[name]).to.be.a('string');
                    expect(cookies.get(name)).to.equal(all[name]);
                }
            }),
            runs(300)
        );
        fc.assert(
            fc.property(
                fc.dictionary(
                    cookieName.filter(name => name !== '' && wellFormed(name) === name),
                    hostileString().map(wellFormed)
                ),
                written => {
                    expect(page<CookieService>(wireJar(written), CookieService).getAll()).to.deep.equal({ ...written });
                }
            ),
            runs(200)
        );
    });

    it('consent: any notice_behavior and notice_gdpr_prefs give a yes or no, and only category 2 or an opt-out regime says yes (docs/requirements.md §5.1)', () => {
        const manager = fc
            .oneof(fc.constantFrom(...Object.keys(CONSENT_REGIMES), ...PROTOTYPE_KEYS), hostileString(6))
            .chain(name => fc.constantFrom(name, name.toUpperCase(), ` ${name} `));
        const behavior = fc.oneof(
            fc.tuple(fc.constantFrom('implied', 'expressed', ''), fc.constantFrom(',', '|'), manager).map(parts => parts.join('')),
            hostileString()
        );
        const preferences = fc.oneof(
            fc
                .array(fc.constantFrom('0', '1', '2', '3', ' 2', 'x'), { maxLength: 4 })
                .map(groups => `${groups.join(',')}:${groups.length}`),
            hostileString()
        );
        fc.assert(
            fc.property(
                fc.option(behavior, { nil: undefined }),
                fc.option(preferences, { nil: undefined }),
                rawJar,
                (notice, prefs, others) => {
                    const written: Record<string, string> = {};
                    for (const [name, value] of [
                        ['notice_behavior', notice],
                        ['notice_gdpr_prefs', prefs]
                    ] as const) {
                        if (value !== undefined) {
                            written[name] = wellFormed(value);
                        }
                    }
                    // The banner's cookies among whatever else the page holds: consent follows what the jar reads.
                    const raw = [wireJar(written), others].filter(Boolean).join('; ');
                    const container = open(raw);
                    const consent = container.get<ConsentService>(ConsentService);
                    const jarRead = container.get<CookieService>(CookieService);
                    const regime = consentRegimeOf(jarRead.get('notice_behavior'));
                    const groups = jarRead
                        .get('notice_gdpr_prefs')
                        ?.split(':')[0]
                        .split(/[,|]/)
                        .map(group => group.trim());
                    expect(regime === undefined || Object.values(CONSENT_REGIMES).includes(regime)).to.equal(true);
                    expect(consent.hasConsent).to.equal(Boolean(groups?.includes('2')) || regime === 'opt-out');
                    expect(
                        (consent.groups || undefined)
                            ?.split(',')
                            .every(group => group !== '' && group === group.trim() && !group.includes(':')) ?? true
                    ).to.equal(true);
                    expect(consent.geolocation === undefined || consent.geolocation === consent.geolocation.trim().toLowerCase()).to.equal(
                        true
                    );
                }
            ),
            runs(200)
        );
        for (const key of PROTOTYPE_KEYS) {
            expect(consentRegimeOf(`implied,${key}`), key).to.equal(undefined);
        }
    });

    it('AMCV: any value parses without throwing, into fields whose expiry is a number or none', () => {
        fc.assert(
            fc.property(fc.oneof(hostileString(80), rawJar), text => {
                const content = AmcvCookie.parse(text);
                for (const [key, field] of content.fields) {
                    expect(key).not.to.equal('');
                    expect(field.value).to.be.a('string');
                    expect(field.expiry === undefined || Number.isFinite(field.expiry), `${key}: ${field.expiry}`).to.equal(true);
                }
            }),
            runs(300)
        );
    });

    it('AMCV: what is written reads back as written', () => {
        const field: fc.Arbitrary<AmcvField> = fc
            .oneof(
                fc.record({ value: hostileString(), expiry: fc.constant(undefined), session: fc.constant(undefined) }),
                fc.record({ value: hostileString(), expiry: fc.nat(), session: fc.constantFrom(true, undefined) })
            )
            .map(({ value, ...rest }) => ({ value: value.replace(/\|/g, ''), ...rest }))
            .filter(({ value }) => value !== '' && value !== 'T');
        const key = fc
            .oneof(
                fc.constantFrom('MCMID', 'MCAID', 'MCAAMLH', 'MCAAMB', 'MCOPTOUT', ...PROTOTYPE_KEYS),
                fc.stringMatching(/^[A-Za-z_]{1,8}$/)
            )
            .filter(name => name !== 'vVersion');
        fc.assert(
            fc.property(
                fc.integer().map(String),
                fc.uniqueArray(fc.tuple(key, field), { selector: ([name]) => name, maxLength: 6 }),
                (digest, fields) => {
                    const parsed = AmcvCookie.parse(AmcvCookie.serialize(digest, new Map(fields), '5.4.0'));
                    expect(parsed.digest).to.equal(digest);
                    expect(parsed.version).to.equal('5.4.0');
                    expect([...parsed.fields]).to.deep.equal(fields);
                }
            ),
            runs(200)
        );
    });

    it('plug-ins: any s_gpv, s_ppv, s_nr30, s_visit, s_gvo and s_top give the seven values, as text or nothing', () => {
        const number = fc.nat(100).map(String);
        // s_ppv as PageActivity writes it (`page,initial%,highest%,final%,pixels,folds,folds seen`) with any page, or anything.
        const percentViewed = fc.oneof(
            fc
                .tuple(hostileString(), fc.array(number, { minLength: 6, maxLength: 6 }))
                .map(([name, numbers]) => [name, ...numbers].join(',')),
            hostileString()
        );
        const newRepeat = fc.oneof(
            fc.tuple(fc.integer(), fc.constantFrom('New', 'Repeat', '')).map(([time, status]) => `${time}-${status}`),
            hostileString()
        );
        const pluginJar = fc
            .record(
                {
                    s_gpv: hostileString(),
                    s_ppv: percentViewed,
                    s_nr30: newRepeat,
                    s_visit: hostileString(),
                    s_gvo: hostileString(),
                    s_top: hostileString()
                },
                { requiredKeys: [] }
            )
            .map(cookies => {
                const written: Record<string, string> = Object.fromEntries(
                    Object.entries(cookies).map(([name, value]) => [name, wellFormed(value)])
                );
                return { written, raw: wireJar(written) };
            });
        fc.assert(
            fc.property(
                fc.oneof(
                    pluginJar,
                    rawJar.map(raw => ({ written: undefined, raw }))
                ),
                hostileString(),
                fc.option(hostileString(), { nil: undefined }),
                ({ written, raw }, pageName, campaign) => {
                    const values = plugins(raw).values(pageName, campaign);
                    expect(Object.keys(values)).to.have.length(7);
                    for (const value of Object.values(values)) {
                        expect(value === undefined || typeof value === 'string').to.equal(true);
                    }
                    if (written) {
                        expect(values[VARIABLE.previousPage]).to.equal(written.s_gpv);
                        expect(values[VARIABLE.visitStart]).to.equal(written.s_visit === undefined ? '1' : '0');
                        expect(values[VARIABLE.newRepeat]).to.be.oneOf(['New', 'Repeat']);
                    }
                }
            ),
            runs(200)
        );
    });

    it("plug-ins: the percent of the previous page reads back from the s_ppv its page wrote, whatever the page's name", () => {
        fc.assert(
            fc.property(
                hostileString().map(wellFormed),
                fc.array(fc.nat(100).map(String), { minLength: 6, maxLength: 6 }),
                (previous, numbers) => {
                    const raw = wireJar({ s_ppv: [encodeURIComponent(previous), ...numbers].join(',') });
                    expect(plugins(raw).percentViewedOf(previous)).to.equal(previous ? numbers[1] || undefined : undefined);
                }
            ),
            runs(200)
        );
    });
});
