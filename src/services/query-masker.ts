/**
 * Masks the values of sensitive query parameters in a URL as `****` (spec §9): the raw value
 * never leaves the browser. Names match case-insensitively, in the query and after the hash.
 */
export class QueryMasker {

    protected readonly pattern: RegExp;

    constructor(names: readonly string[], protected readonly mask: string) {
        const alternatives = names.map(name => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
        // After ? & # ; or at the start: a URL hash such as `token=abc` is masked too.
        this.pattern = new RegExp(`((?:^|[?&#;])(?:${alternatives})=)[^&#;]*`, 'gi');
    }

    maskUrl(url: string | undefined): string | undefined {
        return url?.replace(this.pattern, `$1${this.mask}`);
    }

    /** Masks the URL-looking values of a map, and of the maps in it (nested context data). */
    maskValues(values: Record<string, unknown>): Record<string, unknown> {
        const masked: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(values)) {
            masked[key] = typeof value === 'string' && value.includes('=') ? this.maskUrl(value)
                : value !== null && typeof value === 'object' && !Array.isArray(value) ? this.maskValues(value as Record<string, unknown>)
                    : value;
        }
        return masked;
    }
}
