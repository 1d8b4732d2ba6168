import { AnalyticsSettings } from '../../config/analytics';
import type { Logger } from '../../services/logger';
import type { QueryMasker } from '../../services/query-masker';
import { BeaconBuilder } from './beacon-builder';
import type { Beacon, CapturedHit } from './captured-hit';
import { filterLinkVariables } from './link-variables';
import type { PageViewPlugins } from './page-view-plugins';

/** What the composer is told of the page: the tracker service reads it, the composer touches no DOM. */
export interface HitPage {
    /** The page's address, as the browser has it now. */
    readonly url: string;
    /** The referrer of the tracker's first hit (`adobe_mc_ref` or the document's), read only then. */
    readonly referrer: () => string | undefined;
}

/** A hit's values as the steps build them. */
export interface ComposedHit {
    variables: Record<string, string | undefined>;
    contextData: Record<string, unknown>;
    link?: CapturedHit['link'];
    /** A page view's plug-in values, which win over the call's. */
    pluginValues?: Record<string, string | undefined>;
}

/** One step of composing a hit. A required step that fails drops the hit; another leaves it as it was. */
interface HitStep {
    readonly name: string;
    readonly required: boolean;
    run(hit: ComposedHit, beacon: Beacon, page: HitPage): void;
}

/**
 * Composes a hit from what page code set on `s`, the call's values and the page, in ordered steps:
 * page name, plug-ins (page views), variables, masking, link filter. Each step runs on its own: one that
 * throws is logged, and the hit either goes without its part (plug-ins) or not at all (a step
 * that keeps sensitive values off the wire, or the variables themselves). The per-value limits
 * and the request's size are applied where the request is built (HitDelivery), with the ids.
 */
export class HitComposer {

    /** The page name of the last page view, for the link beacons after it. */
    protected pageName: string | undefined;
    protected firstHit = true;

    protected readonly steps: readonly HitStep[] = [
        { name: 'page name', required: true, run: (_hit, beacon) => this.namePage(beacon) },
        { name: 'plug-ins', required: false, run: (hit, beacon, page) => this.plugins(hit, beacon, page) },
        { name: 'variables', required: true, run: (hit, beacon, page) => this.variables(hit, beacon, page) },
        { name: 'masking', required: true, run: hit => this.mask(hit) },
        { name: 'link filter', required: true, run: (hit, beacon) => this.filterLink(hit, beacon) }
    ];

    constructor(
        protected readonly pageViewPlugins: PageViewPlugins,
        protected readonly masker: QueryMasker,
        /** Starts measuring this page view's page, for the next page view's plug-ins. */
        protected readonly measurePage: (pageName: string) => void,
        protected readonly logger: Logger
    ) { }

    /** The hit's values, or undefined when a required step failed (the console says which). */
    compose(beacon: Beacon, page: HitPage): ComposedHit | undefined {
        const hit: ComposedHit = { variables: {}, contextData: {} };
        for (const step of this.steps) {
            try {
                step.run(hit, beacon, page);
            } catch (error) {
                this.logger.warn(`Composing a hit: the ${step.name} step failed; ${step.required ? 'the hit is not sent' : 'the hit goes without it'}.`, error);
                if (step.required) {
                    return undefined;
                }
            }
        }
        return hit;
    }

    /** A page view names the page for the link beacons after it: the call's page name, else page code's. */
    protected namePage(beacon: Beacon): void {
        if (!beacon.link) {
            const own = this.trackerOf(beacon).pageName;
            const named = beacon.values[VARIABLE.pageName] ?? (typeof own === 'string' || typeof own === 'number' ? String(own) : undefined);
            this.pageName = named === undefined || named === '' ? undefined : String(named);
        }
    }

    /** A page view's plug-in values (s_gpv, s_ppv, campaign stacking ...), known by the page's name or masked address. */
    protected plugins(hit: ComposedHit, beacon: Beacon, page: HitPage): void {
        if (beacon.link) {
            return;
        }
        const pageName = this.pageName ?? this.masker.maskUrl(page.url)!;
        hit.pluginValues = this.pageViewPlugins.values(pageName, beacon.values[VARIABLE.campaign] as string | undefined);
        // What the next page view reports of this page is measured after load, by the after-load file.
        this.measurePage(pageName);
    }

    /**
     * What page code set on `s` (overrides standing in for this hit, context data whole), then the
     * call's values and the plug-ins' by variable; the page name, address and first referrer where
     * none is set.
     */
    protected variables(hit: ComposedHit, beacon: Beacon, page: HitPage): void {
        const tracker = this.trackerOf(beacon);
        const ownContext = tracker.contextData;
        Object.assign(hit.contextData, ownContext && typeof ownContext === 'object' ? ownContext : {});
        const events: string[] = typeof tracker.events === 'string' && tracker.events ? tracker.events.split(',') : [];
        for (const [name, value] of Object.entries(tracker)) {
            if (typeof value === 'string' || typeof value === 'number') {
                hit.variables[name] = String(value);
            }
        }
        this.addValues(hit, { ...beacon.values, ...hit.pluginValues }, events);
        // Link beacons name the page they happened on, as the page view named it.
        hit.variables.pageName ??= this.pageName;
        // Defaulted once, then kept on the tracker: later hits carry the first address unless page code sets another (docs/protocols.md §2.2).
        if (hit.variables.pageURL === undefined) {
            hit.variables.pageURL = page.url;
            if (beacon.tracker) {
                beacon.tracker.pageURL = page.url;
            }
        }
        // The referrer on the tracker's first hit only (docs/protocols.md §2.2); one page code sets goes on its hit.
        if (this.firstHit) {
            this.firstHit = false;
            hit.variables.referrer ??= page.referrer();
        }
        if (beacon.link) {
            hit.link = { type: beacon.link.type, name: beacon.link.name, url: beacon.link.url };
        }
    }

    /** Any value may hold a URL (g, r, an eVar with the referrer): none leaves with a sensitive value. */
    protected mask(hit: ComposedHit): void {
        hit.variables = this.masker.maskValues(hit.variables) as Record<string, string | undefined>;
        hit.contextData = this.masker.maskValues(hit.contextData);
        if (hit.link) {
            const name = this.masker.maskUrl(hit.link.name);
            // Cut before an emoji rather than through it: half of one cannot go in a URL.
            hit.link = { type: hit.link.type, name: name && BeaconBuilder.truncate(name, AnalyticsSettings.linkTextLimit), url: this.masker.maskUrl(hit.link.url) };
        }
    }

    /** Link beacons keep only linkTrackVars and linkTrackEvents. */
    protected filterLink(hit: ComposedHit, beacon: Beacon): void {
        if (beacon.link) {
            const tracker = this.trackerOf(beacon);
            Object.assign(hit, filterLinkVariables(tracker.linkTrackVars, tracker.linkTrackEvents, hit.variables, hit.contextData));
        }
    }

    /** Page code's variables for this hit: the tracker's, with the call's overrides standing in. */
    protected trackerOf(beacon: Beacon): Record<string, unknown> {
        return { ...(beacon.tracker ?? {}), ...(beacon.overrides ?? {}) };
    }

    /** The call's values by variable: a flag or numeric event, a context-data key, or a variable. */
    protected addValues(hit: ComposedHit, values: Readonly<Record<string, unknown>>, events: string[]): void {
        for (const [variable, value] of Object.entries(values)) {
            if (value === undefined || value === null || value === '' || value === false) {
                continue;
            }
            if (/^event\d+$/.test(variable)) {
                // A flag event, or a numeric one (`event507=42`: seconds, a count, a price).
                const amount = Number(value);
                events.push(value === true || value === 'true' || !Number.isFinite(amount) ? variable : `${variable}=${amount}`);
            } else if (variable.startsWith('contextData.')) {
                hit.contextData[variable.slice('contextData.'.length)] = value;
            } else {
                hit.variables[variable] = String(value);
            }
        }
        hit.variables.events = [...new Set(events)].join(',') || undefined;
    }
}
