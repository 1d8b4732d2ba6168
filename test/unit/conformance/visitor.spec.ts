import { expect } from 'chai';
import type { ConsoleCapture } from '../console-capture';
import { captureConsole } from '../console-capture';
import type { FakeRequest } from '../extensions/visitor/visitor-test-page';
import { MID, NOW_S, ORG, ORG_PARAM, TODAY, VisitorTestPage } from '../extensions/visitor/visitor-test-page';
import { testDom } from '../setup';

/**
 * Page code written against VisitorAPI 5.4.0, run on a page of the property with the container
 * started: each row is a snippet and what the library gives for it, as the protocol facts
 * (docs/protocols.md §1, cited by section below) state it. The log holds, in order, what
 * the snippet's calls returned, every call of its callbacks, the /id calls of its org that left
 * the page (timestamps cut), and what it noted; a call that throws is logged as such.
 */

const AID = '2B6C1A58051D2A4F-40000106200016B5';
/** An organisation of page code's own, with an instance of its own (nothing of the container's shares its ids). */
const OTHER_ORG = '5BFE274A5F6980A50A495C08@AdobeOrg';
const OTHER_ORG_PARAM = '5BFE274A5F6980A50A495C08%40AdobeOrg';
const OTHER_MID = '16908443662402872073525706953453086963';
const BLOB = 'RKhpRz8krg2tLO6pguXWp5olkAcUniQYPHaMWWgd';

/** A cookie 5.4.0 left on an earlier page of this session: every field known and fresh. */
function amcv(fields = `MCAID|${AID}`, optOut = 'NONE'): string {
    return `1176715910|MCIDTS|${TODAY}|MCMID|${MID}|MCAAMLH-${NOW_S + 604800}|9|MCAAMB-${NOW_S + 604800}|${BLOB}|MCOPTOUT-${NOW_S + 7200}s|${optOut}|${fields}|vVersion|5.4.0`;
}

const DCS = 'GET https://dpm.demdex.net/id?d_visid_ver=5.4.0';
/** The container's first call for the MID (its MC server is the first-party CNAME: d_verify=1, docs/protocols.md §1.3). */
const MC_CALL = `${DCS}&d_fieldgroup=MC&d_rtbd=json&d_ver=2&d_verify=1&d_orgid=${ORG_PARAM}&d_nsid=0`;
/** The tracking-server call for the analytics id, once the MID is known (docs/protocols.md §1.3). */
const A_CALL = `GET https://smetrics.alderway.com/id?d_visid_ver=5.4.0&d_fieldgroup=A&mcorgid=${ORG_PARAM}&mid=${MID}&cl=604800`;
/** The first call of an instance page code made for its own org, with the library's defaults. */
const OTHER_MC_CALL = `${DCS}&d_fieldgroup=MC&d_rtbd=json&d_ver=2&d_orgid=${OTHER_ORG_PARAM}&d_nsid=0`;
/** The audience-manager call of a returning visitor with the analytics id (docs/protocols.md §1.3, parameters in order). */
const AAM_CALL = `${DCS}&d_fieldgroup=AAM&d_rtbd=json&d_ver=2&d_orgid=${ORG_PARAM}&d_nsid=0&d_mid=${MID}`;
const AAM_IDS = `&d_blob=${BLOB}&d_cid_ic=AVID%01${AID}`;
const MC_ANSWER = { d_mid: MID, id_sync_ttl: 604800, d_blob: BLOB, dcs_region: 9, d_ottl: 7200, ibs: [] };

type Page = 'returning' | 'first visit' | 'no consent';

interface PageCode {
    readonly Visitor: Record<string, any>;
    /** `Visitor.getInstance` of the row's org. */
    readonly visitor: Record<string, any>;
    readonly adobe: Record<string, any>;
    /** Logs what a call returned. */
    returned(value: unknown): void;
    /** A page callback that logs each call: `name(arguments)`. */
    callback(name: string): (...args: unknown[]) => void;
    /** Logs a supplemental data id by the order it was first seen: `SDID-1`, `SDID-2`, ...; '' as is. */
    sdid(value: unknown): void;
    /** Answers the open /id call of the row's org whose URL contains `part`. */
    answer(part: string, body: unknown): void;
    cookie(name: string): string | undefined;
    log(entry: string): void;
    readonly console: ConsoleCapture;
}

interface Row {
    /** What page code does. */
    readonly call: string;
    /** Where the library's behaviour is given. */
    readonly reference: string;
    readonly page?: Page;
    /** The AMCV cookie of a returning visitor (default: every field fresh, an analytics id). */
    readonly cookie?: string;
    /** Page code's own org and config; default the property's org, whose instance the container made. */
    readonly org?: string;
    readonly config?: Record<string, unknown>;
    /** The page code, then what follows (answers, more code); the page settles after each. */
    readonly steps: ReadonlyArray<(page: PageCode) => unknown>;
    readonly log: readonly string[];
}

/** Stable text for a logged value: keys sorted, so an object logs the same whatever its key order. */
function show(value: unknown): string {
    if (value === undefined) {
        return 'undefined';
    }
    return JSON.stringify(value, (_key, entry) =>
        entry && typeof entry === 'object' && !Array.isArray(entry)
            ? Object.fromEntries(
                  Object.keys(entry)
                      .sort()
                      .map(key => [key, entry[key]])
              )
            : entry
    );
}

/**
 * A getter with its value known (a returning visitor): page code gets the value back and no
 * callback; asking again with forceCallCallback, the callback first, then the value.
 */
function knownValueRow(getter: string, value: string, reference: string): Row {
    return {
        call: `${getter}(callback) with the value known: returns it, no callback; with forceCallCallback, a callback first`,
        reference: `${reference}; docs/protocols.md §1.10 (forceCallCallback asks for a callback when the value is known)`,
        steps: [
            p => {
                p.returned(p.visitor[getter](p.callback('first')));
                p.returned(p.visitor[getter](p.callback('forced'), true));
            }
        ],
        log: [`returned "${value}"`, `forced("${value}")`, `returned "${value}"`]
    };
}

const ROWS: Row[] = [
    // 1. Getters and their callbacks: a known value is returned and the callback is left alone
    //    unless forceCallCallback; a pending one returns '' and calls back once, when it comes.
    knownValueRow('getMarketingCloudVisitorID', MID, 'docs/protocols.md §1.2 (MCMID)'),
    knownValueRow('getAnalyticsVisitorID', AID, 'docs/protocols.md §1.3 (MCAID)'),
    knownValueRow('getAudienceManagerLocationHint', '9', 'docs/protocols.md §1.2 (MCAAMLH)'),
    knownValueRow('getLocationHint', '9', 'docs/protocols.md §1.8 (getLocationHint, the same getter)'),
    knownValueRow('getAudienceManagerBlob', BLOB, 'docs/protocols.md §1.2 (MCAAMB)'),
    {
        call: 'page code that handles both the return value and the callback uses the id once',
        reference: 'docs/protocols.md §1.10',
        steps: [
            p => {
                const use = p.callback('use');
                const id = p.visitor.getMarketingCloudVisitorID(use);
                if (id) {
                    use(id);
                }
            }
        ],
        log: [`use("${MID}")`]
    },
    {
        call: "getAnalyticsVisitorID(callback) when the server said there is none (NONE): '' and a callback with ''",
        reference: "docs/protocols.md §1.3 (MCAID NONE: callbacks receive '')",
        cookie: amcv('MCAID|NONE'),
        steps: [p => p.returned(p.visitor.getAnalyticsVisitorID(p.callback('callback')))],
        log: ['callback("")', 'returned ""']
    },
    {
        call: 'isOptedOut(callback) with the opt-out known (NONE): false, no callback; forced: a callback',
        reference: 'docs/protocols.md §1.4',
        steps: [
            p => {
                p.returned(p.visitor.isOptedOut(p.callback('first')));
                p.returned(p.visitor.isOptedOut(p.callback('forced'), Visitor().OptOut.GLOBAL, true));
            }
        ],
        log: ['returned false', 'forced(false)', 'returned false']
    },
    {
        call: 'isOptedOut(callback) of a visitor who opted out globally',
        reference: 'docs/protocols.md §1.4',
        cookie: amcv(`MCAID|${AID}`, 'global'),
        steps: [
            p => {
                p.returned(p.visitor.isOptedOut(p.callback('callback')));
                p.returned(p.visitor.isOptedOut(undefined, 'aa'));
                p.returned(p.visitor.getOptOut());
            }
        ],
        log: ['returned true', 'returned true', 'returned "global"']
    },
    {
        call: 'getVisitorValues(callback) with every value known: one callback, at once',
        reference: 'docs/protocols.md §1.4 (MCOPTOUT as a boolean); docs/protocols.md §1.10',
        steps: [p => p.visitor.getVisitorValues(p.callback('values'))],
        log: [`values(${show({ MCMID: MID, MCAID: AID, MCAAMLH: '9', MCAAMB: BLOB, MCOPTOUT: false })})`]
    },
    {
        call: "getMarketingCloudVisitorID(callback), then (callback, true), back to back while the id is pending: '' now; one /id call; each callback once, in order, when the id comes",
        reference:
            "docs/protocols.md §1.3 (MC field group; at most one request per field group in flight), docs/protocols.md §1.10 (the AEP migration waits for the server's ECID with forceCallCallback)",
        page: 'first visit',
        steps: [
            p => {
                p.returned(p.visitor.getMarketingCloudVisitorID(p.callback('first')));
                p.returned(p.visitor.getMarketingCloudVisitorID(p.callback('forced'), true));
            },
            p => p.answer('d_fieldgroup=MC', MC_ANSWER)
        ],
        log: [MC_CALL, 'returned ""', 'returned ""', `first("${MID}")`, `forced("${MID}")`, A_CALL]
    },
    {
        call: 'getAudienceManagerLocationHint(callback) while the MID is pending: called back after the MID and the analytics id',
        reference:
            'docs/protocols.md §1.3 step 5 (the audience-manager getters wait for the MID and, with a tracking server, the analytics id)',
        page: 'first visit',
        steps: [
            p => {
                p.returned(p.visitor.getAudienceManagerLocationHint(p.callback('hint')));
                p.returned(p.visitor.getMarketingCloudVisitorID(p.callback('mid')));
            },
            p => p.answer('d_fieldgroup=MC', MC_ANSWER),
            p => p.answer('d_fieldgroup=A', {})
        ],
        log: [MC_CALL, 'returned ""', 'returned ""', `mid("${MID}")`, A_CALL, 'hint(9)']
    },
    {
        call: "getAudienceManagerLocationHint() and getVisitorValues() on the page whose /id answer gave the hint: the answer's number, so === 9 holds",
        reference:
            "docs/protocols.md §1.3 (dcs_region stored as MCAAMLH); VisitorAPI 5.x keeps the answer's value in memory and the cookie's text on later pages",
        page: 'first visit',
        steps: [
            p => p.visitor.getMarketingCloudVisitorID(),
            p => p.answer('d_fieldgroup=MC', MC_ANSWER),
            p => p.answer('d_fieldgroup=A', {}),
            p => {
                const hint = p.visitor.getAudienceManagerLocationHint();
                p.returned(hint);
                p.log(`=== 9: ${hint === 9}`);
                p.visitor.getLocationHint(p.callback('forced'), true);
                p.visitor.getVisitorValues(
                    (values: Record<string, unknown>) => p.log(`MCAAMLH ${typeof values.MCAAMLH} ${show(values.MCAAMLH)}`),
                    ['MCAAMLH']
                );
            }
        ],
        log: [MC_CALL, A_CALL, 'returned 9', '=== 9: true', 'forced(9)', 'MCAAMLH number 9']
    },
    {
        call: 'getAudienceManagerLocationHint() and getVisitorValues() on a later page, read back from the AMCV cookie: the cookie\'s text, so === "9" holds',
        reference: 'docs/protocols.md §1.2 (MCAAMLH in the AMCV cookie); VisitorAPI 5.x',
        steps: [
            p => {
                const hint = p.visitor.getAudienceManagerLocationHint();
                p.returned(hint);
                p.log(`=== "9": ${hint === '9'}`);
                p.visitor.getVisitorValues(
                    (values: Record<string, unknown>) => p.log(`MCAAMLH ${typeof values.MCAAMLH} ${show(values.MCAAMLH)}`),
                    ['MCAAMLH']
                );
            }
        ],
        log: ['returned "9"', '=== "9": true', 'MCAAMLH string "9"']
    },
    {
        call: 'getAnalyticsVisitorID(callback) on a first visit: called back when the tracking server answers',
        reference: "docs/protocols.md §1.3 (after the MID), docs/protocols.md §1.3 (no id: '')",
        page: 'first visit',
        steps: [
            p => p.returned(p.visitor.getAnalyticsVisitorID(p.callback('callback'))),
            p => p.answer('d_fieldgroup=MC', MC_ANSWER),
            p => p.answer('d_fieldgroup=A', {})
        ],
        log: [MC_CALL, 'returned ""', A_CALL, 'callback("")']
    },
    {
        call: "getters before the visitor decided (opt-in pending): '' and a callback with '', nothing sent",
        reference: 'docs/protocols.md §1.8',
        page: 'no consent',
        steps: [
            p => {
                p.returned(p.visitor.getMarketingCloudVisitorID(p.callback('mid')));
                p.returned(p.visitor.getAudienceManagerBlob(p.callback('blob')));
            }
        ],
        log: ['mid("")', 'returned ""', 'blob("")', 'returned ""']
    },
    {
        call: 'getOptOut(callback) before the visitor decided: the read-only /optOutStatus call answers',
        reference: 'docs/protocols.md §1.4',
        page: 'no consent',
        steps: [
            p => p.returned(p.visitor.getOptOut(p.callback('callback'))),
            p => p.answer('/optOutStatus', { d_optout: [], d_ottl: 7200 })
        ],
        log: [
            'returned ""',
            `GET https://dpm.demdex.net/optOutStatus?d_visid_ver=5.4.0&d_rtbd=json&d_ver=2&d_orgid=${ORG_PARAM}&d_nsid=0&d_coppa=true`,
            'callback("NONE")'
        ]
    },

    // 2. Supplemental data ids: a current and a last id, each with the consumers that took it.
    {
        call: 'getSupplementalDataID: a consumer asking again rotates the id; the others get current or last',
        reference: 'docs/protocols.md §1.7',
        org: OTHER_ORG,
        steps: [
            p => {
                for (const consumer of ['a', 'b', 'a', 'b', 'c']) {
                    p.sdid(p.visitor.getSupplementalDataID(consumer));
                }
            }
        ],
        log: [OTHER_MC_CALL, 'SDID-1', 'SDID-1', 'SDID-2', 'SDID-2', 'SDID-1']
    },
    {
        call: 'getSupplementalDataID(consumer, true) rotates too: the analytics hit after the stitched one gets none',
        reference:
            'docs/protocols.md §1.7 (the current id moves to last when its consumer asks again); docs/protocols.md §2 (AppMeasurement asks with noGenerate)',
        org: OTHER_ORG,
        steps: [
            p => {
                p.sdid(p.visitor.getSupplementalDataID('AppMeasurement:0', true));
                p.sdid(p.visitor.getSupplementalDataID('payload:target-global-mbox'));
                p.sdid(p.visitor.getSupplementalDataID('AppMeasurement:0', true));
                p.sdid(p.visitor.getSupplementalDataID('AppMeasurement:0', true));
                p.sdid(p.visitor.getSupplementalDataID('payload:target-global-mbox'));
                p.sdid(p.visitor.getSupplementalDataID('AppMeasurement:0', true));
            }
        ],
        log: [OTHER_MC_CALL, '', 'SDID-1', 'SDID-1', '', 'SDID-2', 'SDID-2']
    },

    // 3. The rest of the 5.4.0 API.
    {
        call: 'Visitor.config and the other statics',
        reference: 'docs/protocols.md §1.1 (static properties), docs/protocols.md §1.5, §1.6, §1.2',
        steps: [
            p => {
                p.returned(typeof p.Visitor.config);
                p.returned(p.Visitor.config.ADOBE_MC_TTL_IN_MIN);
                p.returned(p.Visitor.config.DAYS_BETWEEN_SYNC_ID_CALLS);
                p.returned(p.Visitor.config.VALID_VISITOR_ID_REGEX.test(MID));
                p.returned([p.Visitor.version, p.Visitor.AuthState, p.Visitor.OptOut]);
                p.returned([typeof p.Visitor.windowLoaded, typeof p.Visitor.codeLoadEnd]);
            }
        ],
        log: [
            'returned "object"',
            'returned 5',
            'returned 1',
            'returned true',
            `returned ${show(['5.4.0', { UNKNOWN: 0, AUTHENTICATED: 1, LOGGED_OUT: 2 }, { GLOBAL: 'global' }])}`,
            'returned ["boolean","number"]'
        ]
    },
    {
        call: "the instance's properties: the defaults, then every config key copied on",
        reference: 'docs/protocols.md §1.1',
        org: OTHER_ORG,
        config: { trackingServer: 'metrics.rovanta.com', trackingServerSecure: 'smetrics.rovanta.com', useCORSOnly: true },
        steps: [
            p => {
                const v = p.visitor;
                p.returned([
                    v.version,
                    v.cookieName,
                    v.sessionCookieName,
                    v.loadSSL,
                    v.loadTimeout,
                    v.marketingCloudServer,
                    v.audienceManagerServer
                ]);
                p.returned([
                    v.sdidParamExpiry,
                    v.idSyncContainerID,
                    v.CORSErrors,
                    v.marketingCloudOrgID,
                    v.trackingServer,
                    v.trackingServerSecure,
                    v.useCORSOnly
                ]);
            }
        ],
        log: [
            OTHER_MC_CALL,
            `returned ${show(['5.4.0', `AMCV_${OTHER_ORG}`, `AMCVS_${OTHER_ORG}`, true, 30000, 'dpm.demdex.net', 'dpm.demdex.net'])}`,
            `returned ${show([30, 0, [], OTHER_ORG, 'metrics.rovanta.com', 'smetrics.rovanta.com', undefined])}`
        ]
    },
    {
        call: "setMarketingCloudVisitorID(id) where the cookie holds a MID: kept, as adobe_mc's would be",
        reference:
            'docs/protocols.md §1.6 (ids are applied through the normal setters: an existing one is replaced only with overwriteCrossDomainMCIDAndAID)',
        steps: [
            p => {
                p.returned(p.visitor.setMarketingCloudVisitorID(OTHER_MID));
                p.returned(p.visitor.getMarketingCloudVisitorID());
            }
        ],
        log: ['returned undefined', `returned "${MID}"`]
    },
    {
        call: 'setMarketingCloudVisitorID(id) with overwriteCrossDomainMCIDAndAID: the id, to the waiting callbacks and the cookie',
        reference: 'docs/protocols.md §1.6, §1.2 (the id pattern)',
        org: OTHER_ORG,
        config: { overwriteCrossDomainMCIDAndAID: true },
        steps: [
            p => {
                p.returned(p.visitor.getMarketingCloudVisitorID(p.callback('callback')));
                p.returned(p.visitor.setMarketingCloudVisitorID('not an id!'));
                p.returned(p.visitor.setMarketingCloudVisitorID(OTHER_MID));
                p.returned(p.visitor.getMarketingCloudVisitorID());
            },
            p => p.log(p.cookie(`AMCV_${OTHER_ORG}`)?.includes(`|MCMID|${OTHER_MID}|`) ? 'cookie has the MID' : 'cookie lacks the MID')
        ],
        log: [
            OTHER_MC_CALL,
            'returned ""',
            'returned undefined',
            `callback("${OTHER_MID}")`,
            'returned undefined',
            `returned "${OTHER_MID}"`,
            'cookie has the MID'
        ]
    },
    {
        call: 'setAnalyticsVisitorID(id): kept where one is stored, set with overwriteCrossDomainMCIDAndAID',
        reference: 'docs/protocols.md §1.6',
        steps: [
            p => {
                p.returned(p.visitor.setAnalyticsVisitorID('3C7D2B69162E3B50-50000217311127C6'));
                p.returned(p.visitor.getAnalyticsVisitorID());
                p.visitor.configs.overwriteCrossDomainMCIDAndAID = true;
                p.returned(p.visitor.setAnalyticsVisitorID('3C7D2B69162E3B50-50000217311127C6'));
                p.returned(p.visitor.getAnalyticsVisitorID());
            }
        ],
        log: ['returned undefined', `returned "${AID}"`, 'returned undefined', 'returned "3C7D2B69162E3B50-50000217311127C6"']
    },
    {
        call: 'syncIdentity(namespaces): sent as d_cid_ns on an audience-manager call',
        reference: 'docs/protocols.md §1.3 (d_cid_ns, the layout of d_cid_ic), docs/protocols.md §1.8',
        steps: [p => p.returned(p.visitor.syncIdentity({ crmns: { id: 'u-771', authState: p.Visitor.AuthState.AUTHENTICATED } }))],
        log: ['returned undefined', `${AAM_CALL}${AAM_IDS}&d_cid_ns=crmns%01u-771%011`]
    },
    {
        call: 'setAsCoopSafe() / setAsCoopUnsafe(): the next calls carry d_coop_safe=1 / d_coop_unsafe=1',
        reference: 'docs/protocols.md §1.1 (isCoopSafe), docs/protocols.md §1.3',
        steps: [
            p => {
                p.returned(p.visitor.setAsCoopSafe());
                p.visitor.setCustomerIDs({ userid: 'u1' });
            },
            p => p.answer('d_fieldgroup=AAM', { ...MC_ANSWER, d_mid: undefined }),
            p => {
                p.returned(p.visitor.setAsCoopUnsafe());
                p.visitor.setCustomerIDs({ userid: 'u2' });
            }
        ],
        log: [
            'returned undefined',
            `${AAM_CALL}&d_coop_safe=1${AAM_IDS}&d_cid_ic=userid%01u1`,
            'returned undefined',
            `${AAM_CALL}&d_coop_unsafe=1${AAM_IDS}&d_cid_ic=userid%01u2`
        ]
    },
    {
        call: 'resetState(): the supplemental data ids start over (not described by the reference: what the container does)',
        reference: 'not in the protocol facts',
        org: OTHER_ORG,
        steps: [
            p => {
                p.sdid(p.visitor.getSupplementalDataID('a'));
                p.returned(p.visitor.resetState());
                p.sdid(p.visitor.getSupplementalDataID('b'));
                p.sdid(p.visitor.getSupplementalDataID('a'));
            }
        ],
        log: [OTHER_MC_CALL, 'SDID-1', 'returned undefined', 'SDID-2', 'SDID-2']
    },
    {
        call: 'publishDestinations: replies through the callback, {error} when there is nothing to publish',
        reference: 'docs/protocols.md §1.5, §1.1',
        steps: [
            p => {
                p.returned(p.visitor.publishDestinations(undefined, undefined, p.callback('empty')));
                p.returned(p.visitor.publishDestinations({ subdomain: 'mmg', urlDestinations: [] }, p.callback('noUrls')));
                p.returned(p.visitor.publishDestinations('mmg', ['dpid|x'], p.callback('queued')));
            }
        ],
        // The publisher answers once the after-load file is in: a moment later.
        log: [
            'returned undefined',
            'returned undefined',
            'returned undefined',
            'empty({"error":"subdomain or messages or urlDestinations not populated"})',
            'noUrls({"error":"subdomain or messages or urlDestinations not populated"})',
            'queued({"message":"Successfully queued"})'
        ]
    },
    {
        call: 'publishDestinations where id syncs are disabled',
        reference: 'docs/protocols.md §1.1 (publishDestinations replies), docs/protocols.md §1.5',
        org: OTHER_ORG,
        config: { disableIdSyncs: true },
        steps: [p => p.visitor.publishDestinations('mmg', ['dpid|x'], p.callback('callback'))],
        log: [OTHER_MC_CALL, 'callback({"error":"The destination publishing iframe is disabled in the Visitor library."})']
    },
    {
        call: 'idSyncGetOnPageSyncInfo(): the MCSYNCSOP field',
        reference: 'docs/protocols.md §1.5',
        cookie: amcv(`MCAID|${AID}|MCSYNCSOP|411-${TODAY + 7}`),
        steps: [p => p.returned(p.visitor.idSyncGetOnPageSyncInfo())],
        log: [`returned "411-${TODAY + 7}"`]
    },
    {
        call: "cookieRead / cookieWrite / removeCookie: the page's first-party cookies on the instance's domain",
        reference: 'not in the protocol facts; docs/protocols.md §1.2 (lifetime, write verified by reading back)',
        steps: [
            p => {
                p.returned(p.visitor.cookieRead(`AMCVS_${ORG}`));
                p.returned(p.visitor.cookieWrite('rental_pref', 'compact|x'));
                p.returned(p.visitor.cookieRead('rental_pref'));
            },
            p => {
                // The browser has it once the task ended.
                p.returned(p.cookie('rental_pref'));
                p.returned(p.visitor.removeCookie('rental_pref'));
                p.returned(p.visitor.cookieRead('rental_pref'));
            }
        ],
        log: ['returned "1"', 'returned true', 'returned "compact|x"', 'returned "compact|x"', 'returned undefined', 'returned ""']
    },
    {
        call: 'onReceiveEcid(callback) before the visitor decided: called once the MID is produced',
        reference: 'docs/protocols.md §1.8 (onReceiveEcid queues the callback until a MID is produced)',
        page: 'no consent',
        steps: [
            p => p.returned(p.visitor.onReceiveEcid(p.callback('ecid'))),
            p => p.adobe.optIn.approve(p.adobe.optIn.Categories.ECID),
            p => p.answer('d_fieldgroup=MC', MC_ANSWER)
        ],
        log: [
            'returned undefined',
            MC_CALL.replace('&d_nsid=0', '&d_nsid=0&d_coppa=true'),
            `ecid("${MID}")`,
            A_CALL.replace('alderway.com', 'alderway.co.uk').concat('&d_coppa=true')
        ]
    },
    {
        call: "adobe.optIn.registerPlugin / execute: a plugin's API is called; an unknown one is reported",
        reference: 'docs/protocols.md §1.8, §1.1',
        steps: [
            p => {
                p.adobe.optIn.registerPlugin({ name: 'pagePlugin', ping: (params: unknown) => p.log(`ping ${show(params)}`) });
                p.returned(Object.keys(p.adobe.optIn.__plugins));
                p.adobe.optIn.execute({ command: 'pagePlugin.ping', params: { x: 1 } });
                p.adobe.optIn.execute({ command: 'nothing.here' });
                p.returned(p.console.lines('error'));
            },
            p => p.adobe.optIn.registerPlugin({}),
            p => p.adobe.optIn.execute({ command: 'noDot' })
        ],
        log: [
            'returned ["pagePlugin"]',
            'ping {"x":1}',
            'returned ["\u{1F680} [ADOBE OPT-IN] [execute] Something went wrong: Make sure the plugin and API name exist."]',
            'threw Error: [OptIn#registerPlugin] Plugin is invalid.',
            'threw Error: [OptIn.execute] Please provide a valid command.'
        ]
    }
];

function Visitor(): Record<string, any> {
    return (testDom.window as unknown as { Visitor: Record<string, any> }).Visitor;
}

describe('Conformance: page code calling Visitor (VisitorAPI 5.4.0)', () => {
    let page: VisitorTestPage;

    afterEach(() => page.stop());

    function open(row: Row): VisitorTestPage {
        const name = encodeURIComponent(`AMCV_${ORG}`);
        switch (row.page ?? 'returning') {
            case 'returning':
                return new VisitorTestPage('https://www.alderway.com/', {
                    notice_behavior: 'implied,us',
                    [name]: encodeURIComponent(row.cookie ?? amcv()),
                    [encodeURIComponent(`AMCVS_${ORG}`)]: '1'
                });
            case 'first visit':
                return new VisitorTestPage();
            case 'no consent':
                return new VisitorTestPage('https://www.alderway.co.uk/', { notice_behavior: 'expressed,eu' });
        }
    }

    for (const row of ROWS) {
        it(`${row.call} (${row.reference})`, async () => {
            page = open(row).start();
            await page.settle();
            const log: string[] = [];
            const orgParam = encodeURIComponent(row.org ?? ORG);
            let logged = 0;
            const ours = (request: FakeRequest) => request.url.includes(orgParam) && /\/(id|optOutStatus)\?/.test(request.url);
            const logRequests = () => {
                for (const request of page.requests.slice(logged)) {
                    if (ours(request)) {
                        log.push(`${request.method} ${request.url.replace(/&ts=\d+$/, '')}`);
                    }
                }
                logged = page.requests.length;
            };
            const console = captureConsole();
            const ids = new Map<string, string>();
            const Global = Visitor();
            const code: PageCode = {
                Visitor: Global,
                visitor: Global.getInstance(row.org ?? ORG, row.config ?? {}),
                adobe: (testDom.window as unknown as { adobe: Record<string, any> }).adobe,
                returned: value => log.push(`returned ${show(value)}`),
                callback:
                    name =>
                    (...args: unknown[]) =>
                        log.push(`${name}(${args.map(show).join(', ')})`),
                sdid: value => {
                    if (typeof value === 'string' && value && !ids.has(value)) {
                        ids.set(value, `SDID-${ids.size + 1}`);
                    }
                    log.push(typeof value === 'string' && value ? ids.get(value)! : show(value).replace(/^""$/, ''));
                },
                answer: (part, body) => {
                    const request = page.requests.find(
                        candidate =>
                            ours(candidate) &&
                            candidate.url.includes(part) &&
                            (candidate as unknown as { readyState: number }).readyState !== 4
                    );
                    expect(request, `an open call with ${part}`).not.to.equal(undefined);
                    request!.respond(200, { 'Content-Type': 'application/json' }, JSON.stringify(body));
                },
                cookie: name => page.cookie(name),
                log: entry => log.push(entry),
                console
            };
            // The calls the instance made when it started, page code's or the container's.
            await page.settle();
            logRequests();
            for (const step of row.steps) {
                try {
                    await step(code);
                } catch (error) {
                    log.push(`threw ${(error as Error).name}: ${(error as Error).message}`);
                }
                await page.settle();
                logRequests();
            }
            // Nothing comes late: callbacks that were not due stay uncalled.
            await page.clock.tickAsync(1000);
            logRequests();
            expect(log).to.deep.equal(row.log);
        });
    }
});
