/** One field of the AMCV cookie: a value, and when it stops being valid. */
export interface AmcvField {
    readonly value: string;
    /** Unix seconds; undefined for fields that do not expire. */
    readonly expiry?: number;
    /** Also invalid once the browser session ends (the AMCVS cookie is gone). */
    readonly session?: boolean;
}

export interface AmcvContent {
    readonly digest: string | undefined;
    readonly version: string | undefined;
    /** In the order the cookie lists them. */
    readonly fields: ReadonlyMap<string, AmcvField>;
}

/** The placeholder VisitorAPI writes while it tests whether cookies work: an empty value. */
const EMPTY = 'T';
const VERSION_KEY = 'vVersion';

/**
 * The AMCV cookie's value format of VisitorAPI 5.4.0 (docs/protocols.md §1.2):
 * `<settings digest>|KEY[-EXPIRY[s]]|VALUE|...|vVersion|<version>`.
 */
export class AmcvCookie {
    /** Unix seconds: the unit of the cookie's field expiries. */
    static nowSeconds(): number {
        return Math.floor(Date.now() / 1000);
    }

    /** The settings digest: Java's String.hashCode of the version and audience-manager servers. */
    static digest(version: string, audienceManagerServer?: string, audienceManagerServerSecure?: string): string {
        const text =
            version +
            (audienceManagerServer ? `|${audienceManagerServer}` : '') +
            (audienceManagerServerSecure ? `|${audienceManagerServerSecure}` : '');
        return String(AmcvCookie.hash(text));
    }

    static hash(text: string): number {
        let hash = 0;
        for (let index = 0; index < text.length; index++) {
            hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
        }
        return hash;
    }

    static parse(raw: string | undefined): AmcvContent {
        const fields = new Map<string, AmcvField>();
        if (!raw) {
            return { digest: undefined, version: undefined, fields };
        }
        const tokens = raw.split('|');
        const digest = /^-?\d+$/.test(tokens[0]) ? tokens.shift() : undefined;
        if (tokens.length % 2 === 1) {
            tokens.pop();
        }
        let version: string | undefined;
        for (let index = 0; index < tokens.length; index += 2) {
            const [key, expiry] = tokens[index].split('-');
            const value = tokens[index + 1];
            if (key === VERSION_KEY) {
                version = value;
            } else if (key && value !== EMPTY) {
                fields.set(key, {
                    value,
                    expiry: expiry ? AmcvCookie.expiryOf(expiry) : undefined,
                    session: expiry?.endsWith('s') || undefined
                });
            }
        }
        return { digest, version, fields };
    }

    /**
     * Unix seconds of an expiry as written (`1702000000`, `1701402400s`). One that is not a number
     * (a damaged or foreign cookie) reads as long past: the field is asked for again, where NaN
     * would compare as never expiring and keep it for good.
     */
    protected static expiryOf(written: string): number {
        const seconds = parseInt(written, 10);
        return Number.isFinite(seconds) ? seconds : 0;
    }

    static serialize(digest: string, fields: ReadonlyMap<string, AmcvField>, version: string): string {
        const tokens = [digest];
        for (const [key, field] of fields) {
            if (field.value) {
                tokens.push(field.expiry === undefined ? key : `${key}-${field.expiry}${field.session ? 's' : ''}`, field.value);
            }
        }
        tokens.push(VERSION_KEY, version);
        return tokens.join('|');
    }
}
