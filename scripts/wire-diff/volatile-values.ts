import type { RequestKind } from '../../demo-site/server/captured-request';
import { VARIABLE_MAP } from '../../src/config/variable-map';

/**
 * A value that differs from run to run, or from build to build, though nothing the reports
 * receive has changed. It is replaced by what it is, and only where it has its volatile shape: a
 * value that merely looks volatile (another shape, another field) stays compared.
 */
export interface VolatileValue {
    /** What it is, as the report prints it in its place: `‹hit time›`. */
    readonly as: string;
    /** The requests that carry it. */
    readonly kinds: readonly RequestKind[];
    /** The fields (as the diff names them) it is in. */
    readonly fields: RegExp;
    /** Its shape when volatile: the whole value must match. */
    readonly shape: RegExp;
    /** Why it differs without a change. */
    readonly why: string;
    /**
     * Which of a step's requests carries it depends on the order they left in, which the page's
     * timing decides: it is compared as how many of the step's requests carry it.
     */
    readonly placed?: true;
}

/** The beacon variable a key of the variable map fills (`timeParting` → `eVar5`). */
function variableOf(key: string): string {
    const row = VARIABLE_MAP.find(candidate => candidate.key === key);
    if (!row) {
        throw new Error(`No variable-map row ${key}: the wire diff's table of volatile values names it.`);
    }
    return row.variable;
}

const exactly = (...names: string[]) => new RegExp(`^(?:${names.map(name => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`);

/** The table of volatile values (docs/wire-diff.md prints it). */
export const VOLATILE_VALUES: readonly VolatileValue[] = [
    {
        as: '‹hit time›',
        kinds: ['analytics'],
        fields: exactly('t'),
        shape: /^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{1,2}:\d{1,2} \d -?\d+$/,
        why: "the page's clock when the hit left (day/month/year h:m:s weekday offset)"
    },
    {
        as: '‹ECID›',
        kinds: ['analytics', 'visitor-id', 'id-sync', 'personalization', 'opt-out-status'],
        fields: exactly('mid', 'd_mid', 'd_uuid', 'id.marketingCloudVisitorId'),
        shape: /^\d{38}$/,
        why: "the visitor's Experience Cloud id: the identity service makes one for every new visitor, and every journey is one"
    },
    {
        as: '‹audience blob›',
        kinds: ['analytics', 'visitor-id', 'personalization'],
        fields: exactly('aamb', 'd_blob', 'experienceCloud.audienceManager.blob'),
        shape: /^[A-Za-z0-9+/=]{20,}$/,
        why: "the audience manager's encrypted blob, new in every /id answer"
    },
    {
        as: '‹supplemental data id›',
        kinds: ['analytics'],
        fields: exactly('sdid'),
        shape: /^[0-9A-F]{16}-[0-9A-F]{16}$/,
        why: 'made from the clock and a random number, to join a hit to its personalization call; it goes on whichever beacon leaves first',
        placed: true
    },
    {
        as: '‹supplemental data id›',
        kinds: ['personalization'],
        fields: exactly('experienceCloud.analytics.supplementalDataId'),
        shape: /^[0-9A-F]{16}-[0-9A-F]{16}$/,
        why: 'made from the clock and a random number, to join the call to the hit it goes with'
    },
    {
        as: '‹time parting›',
        kinds: ['analytics'],
        fields: exactly(variableOf('timeParting')),
        shape: /^year=\d{4} \| month=[A-Z][a-z]+ \| date=\d{1,2} \| day=[A-Z][a-z]+ \| time=\d{1,2}:\d{2} [AP]M$/,
        why: 'the hour of the hit in America/Chicago, by the clock'
    },
    {
        as: '‹seconds›',
        kinds: ['analytics'],
        fields: exactly(variableOf('timeOnPreviousPage')),
        shape: /^\d+$/,
        why: 'how long the previous page was visible: as long as the journey took there'
    },
    {
        as: '‹round trip ms›',
        kinds: ['analytics'],
        fields: exactly('lrt'),
        shape: /^\d+$/,
        why: "the previous beacon's round trip, timed by the page, on whichever beacon leaves next",
        placed: true
    },
    {
        as: '‹cache-buster›',
        kinds: ['analytics'],
        fields: exactly('(path)'),
        shape: /^\/b\/ss\/[^/]+\/[\d.]+\/JS-[^/]+\/s\d+$/,
        why: 's, a digit of the 3-hour clock and a random number, new on every hit'
    },
    {
        as: '‹ms clock›',
        kinds: ['visitor-id', 'opt-out-status'],
        fields: exactly('ts'),
        shape: /^\d{13}$/,
        why: "the page's clock in ms, a cache-buster of the /id call"
    },
    {
        as: '‹random id›',
        kinds: ['personalization'],
        fields: /^(?:query\.sessionId|requestId|notifications\.\d+\.id)$/,
        shape: /^[0-9a-f]{32}$/,
        why: "made by the page from the browser's random bytes, for every session, call and notification"
    },
    {
        as: '‹ms clock›',
        kinds: ['personalization'],
        fields: /^notifications\.\d+\.timestamp$/,
        shape: /^\d{13}$/,
        why: "the page's clock when it notified the delivery service of a click or a display"
    },
    {
        as: '‹event token›',
        kinds: ['personalization'],
        fields: /^notifications\.\d+\.tokens\.\d+$/,
        shape: /^[A-Za-z0-9+/=]{20,}$/,
        why: "the token the delivery service's answer gave the offer, which the notification returns: the service makes one per answer"
    },
    {
        as: '‹profile id›',
        kinds: ['personalization'],
        fields: exactly('id.tntId'),
        shape: /^[0-9a-f]{32}\.\d+_\d+$/,
        why: 'the personalization profile the delivery service made for the visitor on its first call'
    },
    {
        as: '‹build stamp›',
        kinds: ['health'],
        fields: exactly('build'),
        shape: /^\d+\.\d+\.\d+\+\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z$/,
        why: 'the version and the build time of the bundle: another on every build'
    },
    {
        as: '‹measured›',
        kinds: ['health'],
        fields: /^cost\./,
        shape: /^\d+(?:\.\d+)?$/,
        why: "what the page's load cost on this build (times, long frames, bytes of the lazy files): measured, it moves with every change, and the health page compares it"
    }
];

/**
 * A field of a request whose carrier the page's timing decides (VolatileValue.placed), with its
 * normalised value: only a value of the volatile shape (now what it is) counts; another stays compared.
 */
export function isPlaced(kind: RequestKind, field: string, value: string): boolean {
    return VOLATILE_VALUES.some(row => row.placed && row.kinds.includes(kind) && row.fields.test(field) && value === row.as);
}

/** The field's value, or what it is where it is volatile. */
export function normalised(kind: RequestKind, field: string, value: string): string {
    const row = VOLATILE_VALUES.find(
        candidate => candidate.kinds.includes(kind) && candidate.fields.test(field) && candidate.shape.test(value)
    );
    if (!row) {
        return value;
    }
    // The cache-buster is one segment of the path: the rest of it stays compared.
    return field === '(path)' ? value.replace(/\/s\d+$/, `/${row.as}`) : row.as;
}
