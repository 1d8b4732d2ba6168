import { AnalyticsSettings } from '../../config/analytics';
import type { BeaconData } from './beacon-builder';
import { BeaconBuilder } from './beacon-builder';

const LIMITS = AnalyticsSettings.variableByteLimits;

/**
 * Keeps a beacon within what the analytics back end keeps and what every transport carries: a
 * 1 MB page global or `data-track` value must not become a megabyte request whose rest the back
 * end throws away. Values are cut in UTF-8 bytes, as the back end counts, on a character boundary.
 */
export class BeaconLimits {
    /** The first code points of `value` that fit in `maxBytes` UTF-8 bytes; `value` itself when it fits. */
    static truncateUtf8(value: string, maxBytes: number): string {
        // Three bytes at most per UTF-16 unit (a surrogate pair is four bytes for two units).
        if (value.length * 3 <= maxBytes) {
            return value;
        }
        let bytes = 0;
        let index = 0;
        while (index < value.length) {
            const code = value.codePointAt(index)!;
            const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
            if (bytes + size > maxBytes) {
                return value.slice(0, index);
            }
            bytes += size;
            index += code > 0xffff ? 2 : 1;
        }
        return value;
    }

    static utf8Length(value: string): number {
        return new TextEncoder().encode(value).length;
    }

    /** The byte limit of a variable, by its AppMeasurement name; undefined for those without one. */
    static limitOf(name: string): number | undefined {
        if (name in LIMITS) {
            return LIMITS[name as keyof typeof LIMITS];
        }
        const numbered = /^(eVar|prop)\d+$/.exec(name);
        return numbered ? LIMITS[numbered[1] as 'eVar' | 'prop'] : undefined;
    }

    /** The variables with every limited one cut to its limit. */
    static capVariables(variables: Readonly<Record<string, string | undefined>>): Record<string, string | undefined> {
        const capped: Record<string, string | undefined> = {};
        for (const [name, value] of Object.entries(variables)) {
            const limit = BeaconLimits.limitOf(name);
            capped[name] = limit !== undefined && typeof value === 'string' ? BeaconLimits.truncateUtf8(value, limit) : value;
        }
        return capped;
    }

    /**
     * The beacon's query within `maxLength` characters: variables cut to their limits; context data
     * over its budget, then all of it, then the longest variables are dropped until it fits.
     * `warn` hears what was dropped.
     */
    static query(data: BeaconData, maxLength: number, warn: (message: string) => void): string {
        let bounded: BeaconData = { ...data, variables: BeaconLimits.capVariables(data.variables) };
        const dropped: string[] = [];
        let query = BeaconBuilder.query(bounded);
        // The query holds the context data's block, so only a query longer than the budget can hold
        // a block over it: an ordinary hit is not serialized twice.
        if (query.length > AnalyticsSettings.contextDataBytes) {
            const contextBytes = BeaconLimits.utf8Length(BeaconBuilder.nested(Object.entries(bounded.contextData)));
            if (contextBytes > AnalyticsSettings.contextDataBytes) {
                dropped.push(`context data (${contextBytes} bytes, more than ${AnalyticsSettings.contextDataBytes})`);
                bounded = { ...bounded, contextData: {} };
                query = BeaconBuilder.query(bounded);
            }
        }
        while (query.length > maxLength) {
            const next =
                Object.keys(bounded.contextData).length > 0
                    ? (dropped.push('context data'), { ...bounded, contextData: {} })
                    : BeaconLimits.withoutLongest(bounded, dropped);
            if (!next) {
                break;
            }
            bounded = next;
            query = BeaconBuilder.query(bounded);
        }
        if (dropped.length > 0) {
            warn(
                `A beacon was over ${maxLength} characters or its context data over ${AnalyticsSettings.contextDataBytes} bytes: sent without ${dropped.join(', ')}.`
            );
        }
        return query;
    }

    protected static withoutLongest(data: BeaconData, dropped: string[]): BeaconData | undefined {
        const longest = Object.entries(data.variables)
            .filter(([, value]) => value)
            .sort(([, a], [, b]) => b!.length - a!.length)[0];
        if (!longest) {
            return undefined;
        }
        dropped.push(longest[0]);
        return { ...data, variables: { ...data.variables, [longest[0]]: undefined } };
    }
}
