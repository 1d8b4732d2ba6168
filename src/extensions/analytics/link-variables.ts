/**
 * Variables every link hit carries whatever `linkTrackVars` lists (docs/protocols.md §2.5,
 * those of the always-allowed list the container sends as variables).
 */
const ALWAYS_ON_LINKS = ['pageName', 'pageURL', 'referrer', 'currencyCode', 'charSet', 'visitorID', 'contextData'];

/** The names of a `linkTrackVars` / `linkTrackEvents` list; `None` stays: it matches nothing. */
function listOf(value: unknown): string[] {
    return typeof value === 'string'
        ? value
              .split(',')
              .map(name => name.trim())
              .filter(Boolean)
        : [];
}

/**
 * What of a link hit's variables and context data goes (docs/protocols.md §2.5): with a
 * `linkTrackEvents` list only its events (`None`: no event at all); with a `linkTrackVars` list only
 * its variables and context-data keys, the always-allowed ones, and `events` when
 * `linkTrackEvents` names some; with neither, everything, as on a page view.
 */
export function filterLinkVariables(
    linkTrackVars: unknown,
    linkTrackEvents: unknown,
    variables: Record<string, string | undefined>,
    contextData: Record<string, unknown>
): { variables: Record<string, string | undefined>; contextData: Record<string, unknown> } {
    const vars = listOf(linkTrackVars);
    const events = listOf(linkTrackEvents);
    const filtered = { ...variables };
    if (events.length > 0 && filtered.events) {
        filtered.events =
            filtered.events
                .split(',')
                .filter(event => events.includes(event.split(/[=:]/)[0]))
                .join(',') || undefined;
    }
    if (vars.length === 0) {
        return { variables: filtered, contextData };
    }
    const keep = new Set([...ALWAYS_ON_LINKS, ...vars, ...(events.length > 0 ? ['events'] : [])]);
    return {
        variables: Object.fromEntries(Object.entries(filtered).filter(([name]) => keep.has(name))),
        contextData: Object.fromEntries(Object.entries(contextData).filter(([key]) => keep.has(`contextData.${key}`)))
    };
}
