import { VARIABLE_MAP } from '../../config/variable-map';

export interface DecodedVariable {
    /** Parameter on the wire, e.g. `v20`. */
    readonly param: string;
    /** Analytics variable, e.g. `eVar20`. */
    readonly variable: string;
    /** The analytics team's name for it, from the variable map; empty when it has none. */
    readonly name: string;
    readonly value: string;
}

export interface DecodedEvent {
    readonly event: string;
    readonly name: string;
    readonly value?: string;
}

export interface DecodedBeacon {
    readonly type: 'page view' | 'custom link' | 'download link' | 'exit link' | 'media';
    readonly host: string;
    readonly suites: readonly string[];
    readonly version: string;
    readonly variables: readonly DecodedVariable[];
    readonly events: readonly DecodedEvent[];
    readonly contextData: readonly DecodedVariable[];
}

const NAMES = new Map(VARIABLE_MAP.map(row => [row.variable as string, row.name]));

/** Fixed parameters of the beacon format with their meaning (docs/protocols.md §2.2). */
const FIXED: Readonly<Record<string, string>> = {
    pageName: 'pageName',
    g: 'pageURL',
    '-g': 'pageURL (rest)',
    r: 'referrer',
    server: 'server',
    ch: 'channel',
    v0: 'campaign',
    pageType: 'pageType',
    products: 'products',
    purchaseID: 'purchaseID',
    pe: 'link type',
    pev1: 'link URL',
    pev2: 'link name',
    pev3: 'media',
    mid: 'visitor id (ECID)',
    aid: 'analytics visitor id',
    fid: 'fallback visitor id',
    vid: 'custom visitor id',
    aamlh: 'audience location hint',
    aamb: 'audience blob',
    sdid: 'supplemental data id',
    mcorgid: 'org id',
    ce: 'charset',
    cc: 'currency',
    cl: 'cookie lifetime',
    t: 'browser time',
    s: 'screen',
    c: 'colour depth',
    j: 'JavaScript version',
    v: 'Java enabled',
    k: 'cookies enabled',
    bw: 'browser width',
    bh: 'browser height',
    lrt: 'last request time',
    ts: 'timestamp'
};
const FRAMING = new Set(['AQB', 'AQE', 'ndh', 'pf', 'callback', 'et']);

/**
 * Turns an analytics beacon back into what the page set: variables under the analytics team's
 * names (from the variable map), the events, and the nested context data.
 */
export class BeaconDecoder {
    /** An analytics request: `/b/ss/<suites>/<hit source>/<version>/<cache buster>`. */
    static isBeacon(url: string): boolean {
        return /^https?:\/\/[^/]+\/b\/ss\//.test(url);
    }

    /** A beacon's URL, and for a POSTed one its body. */
    static decode(url: string, body?: string): DecodedBeacon {
        const parsed = new URL(url);
        const [, , , suites = '', hitSource = '', version = ''] = parsed.pathname.split('/');
        const params = [...new URLSearchParams(parsed.search), ...(body ? new URLSearchParams(body) : [])];
        const variables: DecodedVariable[] = [];
        const contextData: DecodedVariable[] = [];
        const events: DecodedEvent[] = [];
        const nesting: string[] = [];
        let inContextData = false;
        let linkType = '';
        for (const [key, value] of params) {
            if (key === 'c.' && !inContextData && nesting.length === 0) {
                inContextData = true;
                continue;
            }
            if (inContextData) {
                if (key === '.c' && nesting.length === 0) {
                    inContextData = false;
                } else if (key.endsWith('.') && value === '') {
                    nesting.push(key.slice(0, -1));
                } else if (key.startsWith('.') && value === '') {
                    nesting.pop();
                } else {
                    const dotted = [...nesting, key].join('.');
                    contextData.push({
                        param: dotted,
                        variable: `contextData.${dotted}`,
                        name: NAMES.get(`contextData.${dotted}`) ?? '',
                        value
                    });
                }
                continue;
            }
            if (FRAMING.has(key)) {
                continue;
            }
            if (key === 'events') {
                events.push(...BeaconDecoder.events(value));
                continue;
            }
            if (key === 'pe') {
                linkType = value;
            }
            const variable = BeaconDecoder.variableOf(key);
            variables.push({ param: key, variable, name: NAMES.get(variable) ?? '', value });
        }
        return {
            type: BeaconDecoder.typeOf(linkType),
            host: parsed.host,
            suites: decodeURIComponent(suites).split(','),
            version: `${version} (hit source ${hitSource})`,
            variables,
            events,
            contextData
        };
    }

    protected static variableOf(param: string): string {
        const custom = /^([cvhl])(\d+)$/.exec(param);
        if (custom && custom[2] !== '0') {
            return `${{ c: 'prop', v: 'eVar', h: 'hier', l: 'list' }[custom[1] as 'c' | 'v' | 'h' | 'l']}${custom[2]}`;
        }
        return FIXED[param] ?? param;
    }

    protected static events(list: string): DecodedEvent[] {
        return list
            .split(',')
            .filter(Boolean)
            .map(entry => {
                const [event, value] = entry.split(/[=:]/);
                return { event, name: NAMES.get(event) ?? '', value };
            });
    }

    protected static typeOf(linkType: string): DecodedBeacon['type'] {
        switch (linkType) {
            case 'lnk_o':
                return 'custom link';
            case 'lnk_d':
                return 'download link';
            case 'lnk_e':
                return 'exit link';
            case '':
                return 'page view';
            default:
                return linkType.startsWith('m_') ? 'media' : 'custom link';
        }
    }
}
