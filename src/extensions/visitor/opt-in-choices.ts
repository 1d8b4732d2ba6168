export const OPT_IN_CATEGORIES = {
    AAM: 'aam',
    ADCLOUD: 'adcloud',
    ANALYTICS: 'aa',
    CAMPAIGN: 'campaign',
    ECID: 'ecid',
    LIVEFYRE: 'livefyre',
    TARGET: 'target',
    MEDIA_ANALYTICS: 'mediaaa'
} as const;

export type OptInCategory = (typeof OPT_IN_CATEGORIES)[keyof typeof OPT_IN_CATEGORIES];
export type Permissions = Record<OptInCategory, boolean>;

/** Every category, in the library's order. */
export const CATEGORIES = Object.values(OPT_IN_CATEGORIES) as OptInCategory[];
/** Keys only stored choices may carry besides the categories. */
export const STORED_ONLY_KEYS = ['videoaa', 'iabConsentHash'];

/**
 * The entries of a map of categories to booleans, given as an object or JSON text (the config's
 * previousPermissions and preOptInApprovals, the storage cookie's content); with `allowStoredKeys`
 * the stored-only keys may be among them. undefined when nothing is given, null when what is given
 * is no such map. Pure, and apart from the opt-in: its caller decides what an invalid map costs (a
 * logged error, or nothing for the cookie) and what the entries become.
 */
export function choicesOf(value: unknown, allowStoredKeys: boolean): Array<[string, unknown]> | null | undefined {
    if (value === undefined || value === null || value === '') {
        return undefined;
    }
    let parsed: unknown = value;
    if (typeof value === 'string') {
        try {
            parsed = JSON.parse(value);
        } catch {
            parsed = undefined;
        }
    }
    const entries = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : [];
    const known = entries.filter(
        ([key]) => CATEGORIES.includes(key as OptInCategory) || (allowStoredKeys && STORED_ONLY_KEYS.includes(key))
    );
    const valid = entries.length > 0 && known.length === entries.length && known.some(([key]) => CATEGORIES.includes(key as OptInCategory));
    return valid ? known : null;
}

/** The config's previousPermissions, or what it answers when page code gave a function: called on the settings, as the library calls it. */
export function previousPermissionsOf(settings: { readonly previousPermissions?: unknown }): unknown {
    return typeof settings.previousPermissions === 'function'
        ? (settings.previousPermissions as () => unknown)()
        : settings.previousPermissions;
}
