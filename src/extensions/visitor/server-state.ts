import { VisitorMessages } from './visitor-messages';

/**
 * `serverState` as an object, from JSON text too; anything else throws the library's error. Its
 * own file: the registry reads it for a new instance, the instance for `resetState`, and neither
 * imports the other.
 */
export function parseServerState(state: unknown): Record<string, unknown> | undefined {
    if (state === undefined) {
        return undefined;
    }
    try {
        const value: unknown = typeof state === 'string' ? JSON.parse(state) : state;
        if (!value || typeof value !== 'object') {
            throw new Error();
        }
        return value as Record<string, unknown>;
    } catch {
        throw new Error(VisitorMessages.invalidServerState);
    }
}
