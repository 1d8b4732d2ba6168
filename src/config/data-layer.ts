import { PropertyIdentity } from './property-identity';

/**
 * The client data layer as the property configures it (docs/requirements.md §5.7, §9.4): the ACDL array page code
 * pushes to, how pushed events are validated, and which of them are tracked. Read its fields as
 * values, as those of AnalyticsSettings (src/config/analytics.ts says why).
 */
export const DataLayerSettings = {
    /** The global page code pushes to. */
    globalName: 'adobeDataLayer',
    /** ms between two checks that the page has not replaced the data layer (docs/requirements.md §9.4). */
    overwriteCheckMs: 2500,
    /** Levels of nesting an item may have (docs/requirements.md §9.4, "circular data-reference depth limit"): deeper, and any cycle, is cut there. */
    maxItemDepth: 10,
    /** Events sent as link beacons by the data-layer-event rule: link clicks, and the events the SDR names. */
    trackedEvents: ['link-click', 'job-apply', 'loyalty-registration'] as readonly string[]
} as const;

/**
 * How pushed events are validated (docs/requirements.md §5.7, §7.2, §9.4). Apart from `DataLayerSettings`: the bundle
 * reads only those, the after-load file these.
 */
export const SchemaSettings = {
    /**
     * Events whose schema is compiled into the after-load file at build time (ajv standalone): no
     * compiler, no request. Every schema of data-layer-schemas/ is one (a unit test holds the two
     * lists together), so the property's own events never load the schema compiler; only an event
     * whose schema was published after the build is fetched and compiled on the page.
     */
    builtInSchemas: [
        'page-view',
        'link-click',
        'reservation-step',
        'job-view',
        'job-apply',
        'job-search',
        'loyalty-registration'
    ] as readonly string[],
    /**
     * Where schemas are published, for events the build has none for: `{cdnHost}/{prefix}/{organizationId}/{propertyId}/{buildId}/{eventName}.json`
     * (docs/requirements.md §7.2). Fetched once per event name and page, without cookies.
     */
    remoteSchemas: {
        cdnHost: 'https://assets.adobedtm.com',
        prefix: 'data-layer-schemas',
        organizationId: PropertyIdentity.orgId,
        propertyId: PropertyIdentity.id,
        buildId: 'BL2026.11'
    },
    /** ms a schema (or the answer that there is none) is kept in localStorage (docs/requirements.md §9.4: 1 hour). */
    schemaCacheMs: 3600000,
    /** localStorage key prefix of the schema cache; the event name follows. */
    schemaCacheKey: 'tag-container.dataLayerSchema.',
    /** ms a schema request may take. */
    schemaTimeoutMs: 5000,
    /**
     * Where schema violations are reported, besides the console; undefined turns reporting off.
     * Reports go only with the visitor's consent, like any other request of the container.
     */
    violationReportUrl: 'https://tag-monitor.mmgtags.com/v1/data-layer/violations' as string | undefined
} as const;
