import { AnalyticsSettings } from '../config/analytics';

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
 * An email address somewhere in a decoded value: a character of a local part, `@`, and a domain
 * whose last label is a TLD of two letters or more. `@handle`, `a@b` and `rental @ airport` are no
 * address, nor `/@jane.doe` (a profile's path) and `q=@jane.doe` (a pair of a URL in the value).
 * Without anchors each `@` is tried once and its domain ends at the next `@`: linear.
 */
const EMAIL = /[^\s@/=]@[^\s@/=]+\.[a-z]{2}/i;

/**
 * Masks the values of sensitive query parameters in a URL as `****` (docs/requirements.md §9.2):
 * the raw value never leaves the browser. A parameter is sensitive by its name (one of the names,
 * or containing one of the name parts) or by its value: one that holds an email address is masked
 * whole, a URL with an address in it too. A name counts as a server reads it, since any spelling
 * that reaches the server carries the value: percent-decoded (also escapes of escapes, a malformed
 * one kept as written, `+` as a space), case-insensitively, without surrounding blanks, and with
 * its bracket keys (`email[]`, `email[home]`, and `contact[email]` too); a value is read decoded
 * the same way. Parameters count in the query, after the hash, and in a URL encoded into another
 * parameter's value. Only the value changes: the name goes as the page wrote it.
 */
export class QueryMasker {
    /**
     * The names, whole (alone or inside brackets, blanks around them), and the name parts,
     * anywhere in a name with no `/` before them: one pattern, any case. A URL's path is no name,
     * yet the scan reads one as a name when a `=` follows it (`https://host/account/email=x`).
     * Both lists are plain words, no pattern characters.
     */
    protected readonly names: RegExp;

    constructor(
        names: readonly string[],
        protected readonly mask: string,
        nameParts: readonly string[] = []
    ) {
        this.names = new RegExp(
            [...nameParts.map(part => `^[^/]*${part}`), `(^|[[\\]])\\s*(${names.join('|')})\\s*($|[[\\]])`].join('|'),
            'i'
        );
    }

    /** The property's masker: its names, name parts and mask (AnalyticsSettings). */
    static ofProperty(): QueryMasker {
        return new QueryMasker(AnalyticsSettings.maskedParameters, AnalyticsSettings.maskedValue, AnalyticsSettings.maskedParameterParts);
    }

    /**
     * A URL as it may leave: its sensitive parameters masked (maskPairs), and a path that holds an
     * email address masked whole (`https://partner.example/****?lang=en`): a path is no name, but
     * an address in it is the visitor's all the same, and what stands beside it in the path (a
     * reset code, a member number) is as much theirs.
     */
    maskUrl(url: string | undefined): string | undefined {
        return url && this.maskPath(this.maskPairs(url));
    }

    /**
     * Any value as it may leave (a link's name, a page's title, a variable): masked as a URL,
     * then, where an email address is still in it, whole (`Write to jane@example.com` → `****`),
     * as a parameter's value that holds one is.
     */
    maskText(text: string | undefined): string | undefined {
        const masked = this.maskUrl(text);
        return masked && EMAIL.test(QueryMasker.decode(masked)) ? this.mask : masked;
    }

    /** The path of an absolute URL (or of a URL that starts with it), masked whole where it holds an address. */
    protected maskPath(url: string): string {
        const path = /^(?:[a-z][a-z\d+.-]*:\/\/[^/?#]*)?(\/[^?#]*)/i.exec(url);
        if (!path || !EMAIL.test(QueryMasker.decode(path[1]))) {
            return url;
        }
        const start = path[0].length - path[1].length;
        return `${url.slice(0, start)}/${this.mask}${url.slice(path[0].length)}`;
    }

    /** The sensitive parameters' values masked: see the class. */
    protected maskPairs(url: string): string {
        // A value ends at an `&` as written: the first `#` stands for one (before it the hash
        // begins; after it a `#` is part of a value), and one follows the last value.
        const ends = `${url.replace('#', '&')}&`;
        PAIR.lastIndex = 0;
        let masked = '';
        let copied = 0;
        let end = 0;
        for (let pair = PAIR.exec(url); pair; pair = PAIR.exec(url)) {
            // The value starts where the match ends.
            const start = PAIR.lastIndex;
            // A value ends at the next `&` as written: an encoded `&` inside it is part of it (or of a
            // URL in it), so the mask leaves nothing of a nested value. A pair inside a value read
            // before (a URL in a value) ends where that value ends, and an address in it was looked
            // for then: each character is read once.
            if (
                (start >= end && EMAIL.test(QueryMasker.decode(url.slice(start, (end = ends.indexOf('&', start)))))) ||
                this.names.test(QueryMasker.decode(pair[1]))
            ) {
                masked += url.slice(copied, start) + this.mask;
                PAIR.lastIndex = copied = end;
            }
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
            return this.maskText(value);
        }
        if (!value || typeof value !== 'object') {
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
     * Percent-decodes until no escape is left (at most the encodings the scan reads), `+` as a
     * space each time. An escape that is not UTF-8 stays as written; ASCII escapes around it are decoded.
     */
    static decode(text: string): string {
        for (let round = 0; round <= EXTRA_ENCODINGS; round++) {
            text = text.replace(/\+/g, ' ').replace(/(?:%[0-9a-f]{2})+/gi, escapes => {
                try {
                    return decodeURIComponent(escapes);
                } catch {
                    return escapes.replace(/%[0-7][0-9a-f]/gi, escape => String.fromCharCode(parseInt(escape.slice(1), 16)));
                }
            });
        }
        return text;
    }
}
