/**
 * How many times over a delimiter, `=` or a name may be percent-encoded and still be read: a URL
 * in a parameter of a URL is encoded once more (`?next=%2Fa%3Femail%3D...`). A bound keeps the
 * scan linear on a page address anyone can write.
 */
const EXTRA_ENCODINGS = 3;

/** `?`, `&`, `#` or `;`, as written or encoded (`%3F`, `%253F`, ...): where a parameter's name starts. */
const DELIMITER = `[?&#;]|%(?:25){0,${EXTRA_ENCODINGS}}(?:3[fb]|2[36])`;

/** `=`, as written or encoded: where a parameter's value starts. */
const SEPARATOR = `=|%(?:25){0,${EXTRA_ENCODINGS}}3d`;

/** A name and what follows it up to its value. One scan at a time: maskUrl does not call itself. */
const PAIR = new RegExp(`(?:^|${DELIMITER})((?:(?!${DELIMITER}|${SEPARATOR})[\\s\\S])*)(?:${SEPARATOR})`, 'gi');

/**
 * Masks the values of sensitive query parameters in a URL as `****` (docs/requirements.md §9.2): the raw value
 * never leaves the browser. A name counts as a server reads it, since any spelling that reaches
 * the server carries the value: percent-decoded (also escapes of escapes, a malformed one kept as
 * written, `+` as a space), case-insensitively, without surrounding blanks, and with its bracket
 * keys (`email[]`, `email[home]`, and `contact[email]` too). Parameters count in the query, after
 * the hash, and in a URL encoded into another parameter's value. Only the value changes: the name
 * goes as the page wrote it.
 */
export class QueryMasker {

    protected readonly names: ReadonlySet<string>;

    constructor(names: readonly string[], protected readonly mask: string) {
        this.names = new Set(names.map(name => name.toLowerCase()));
    }

    maskUrl(url: string | undefined): string | undefined {
        if (!url) {
            return url;
        }
        // Before the first `#` a value ends at `#` (the hash begins); after it only `&` ends one.
        const hash = url.indexOf('#');
        PAIR.lastIndex = 0;
        let masked = '';
        let copied = 0;
        for (let pair = PAIR.exec(url); pair; pair = PAIR.exec(url)) {
            if (!this.isMasked(pair[1])) {
                continue;
            }
            const start = pair.index + pair[0].length;
            // An encoded `&` inside the value is part of it (or of a URL in it): the mask runs to a
            // delimiter as written, so nothing of a nested value is left.
            const ampersand = url.indexOf('&', start);
            let end = ampersand < 0 ? url.length : ampersand;
            if (hash >= start && hash < end) {
                end = hash;
            }
            masked += url.slice(copied, start) + this.mask;
            copied = end;
            PAIR.lastIndex = end;
        }
        return masked + url.slice(copied);
    }

    /**
     * Masks the strings of a map, and of the maps and lists in it (nested context data), into a
     * new map. A structure that contains itself is sent once: its repetition is left out.
     */
    maskValues(values: Record<string, unknown>): Record<string, unknown> {
        return this.maskValue(values, new Set()) as Record<string, unknown>;
    }

    protected maskValue(value: unknown, ancestors: Set<object>): unknown {
        if (typeof value === 'string') {
            return this.maskUrl(value);
        }
        if (value === null || typeof value !== 'object') {
            return value;
        }
        if (ancestors.has(value)) {
            return undefined;
        }
        ancestors.add(value);
        // fromEntries defines keys: `__proto__` stays a key of the copy, as it was of the original.
        const masked = Array.isArray(value)
            ? value.map(item => this.maskValue(item, ancestors))
            : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.maskValue(item, ancestors)]));
        ancestors.delete(value);
        return masked;
    }

    /**
     * Whether a name as written (`e%6Dail`, `EMAIL[]`, `user%5Bemail%5D`) is one of the masked
     * names: the part before a bracket, or any part inside brackets.
     */
    protected isMasked(written: string): boolean {
        return QueryMasker.decode(written).toLowerCase().split(/[[\]]/).some(part => this.names.has(part.trim()));
    }

    /**
     * Percent-decodes until no escape is left (at most the encodings the scan reads), `+` as a
     * space each time. An escape that is not UTF-8 stays as written; ASCII escapes around it are decoded.
     */
    static decode(text: string): string {
        let decoded = text;
        for (let round = 0; round <= EXTRA_ENCODINGS; round++) {
            decoded = decoded.replace(/\+/g, ' ').replace(/(?:%[0-9a-f]{2})+/gi, escapes => {
                try {
                    return decodeURIComponent(escapes);
                } catch {
                    return escapes.replace(/%[0-7][0-9a-f]/gi, escape => String.fromCharCode(parseInt(escape.slice(1), 16)));
                }
            });
        }
        return decoded;
    }
}
