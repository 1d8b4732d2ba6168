import type { SiteType } from './domains';

/**
 * The property's external tag scripts (docs/third-party-tags.md): each a row of data, loaded by the
 * external-tags rule once per page when its host applies and the visitor's consent allows. The
 * build checks the table (scripts/property/external-tag-checker.ts).
 */

/** The tag manager's asset host, where most of the property's tags live. */
export const TAG_ASSET_HOST = 'assets.adobedtm.com';

/**
 * Hosts a tag script may come from besides the asset host. A vendor's own host joins here, in
 * review, before a row may name it: the Trusted Types policy admits no other.
 */
export const TAG_THIRD_PARTY_HOSTS: readonly string[] = [
    // The site-health monitor's vendor serves its script itself, to every site of the family.
    'static.sitehealth.net'
];

/** Every host a tag may come from. */
export const TAG_HOSTS: readonly string[] = [TAG_ASSET_HOST, ...TAG_THIRD_PARTY_HOSTS];

/**
 * As the banner numbers them in `notice_gdpr_prefs`: 0 required (loads for everyone), 1
 * functional, 2 advertising.
 */
export type TagCategory = 0 | 1 | 2;
export const TAG_CATEGORIES: readonly TagCategory[] = [0, 1, 2];
export const TAG_CATEGORY_NAMES: Readonly<Record<TagCategory, string>> = { 0: 'required', 1: 'functional', 2: 'advertising' };

/**
 * When a tag loads: at one of the page's moments, or when page code calls
 * `_satellite.track('<event>')` (a named rule event).
 */
export type TagMoment = 'page-bottom' | 'dom-ready' | 'window-loaded';
export type TagLoadsAt = TagMoment | { readonly event: string };
export const TAG_MOMENTS: readonly TagMoment[] = ['page-bottom', 'dom-ready', 'window-loaded'];

/** Where a tag applies: every host of the listed site types, or the listed hosts. */
export type TagScope = { readonly siteTypes: readonly SiteType[] } | { readonly hosts: readonly string[] };

export interface ExternalTagRow {
    /** Stable id: the console's warnings and the QA inspector name the tag by it. */
    readonly id: string;
    /** `https://` on the asset host or a host of TAG_THIRD_PARTY_HOSTS. */
    readonly url: string;
    /** Subresource Integrity (`sha384-...`): the browser refuses a script with other bytes. */
    readonly integrity?: string;
    readonly loadsAt: TagLoadsAt;
    readonly appliesTo: TagScope;
    readonly category: TagCategory;
    /** Its IAB vendor id: on hosts whose banner runs in TCF mode the CMP must consent to it too. */
    readonly iabVendorId?: number;
    /** A global the script defines (dot paths allowed): the tag counts as loaded once it exists. */
    readonly globalName?: string;
    /**
     * `true`: loads as soon as its moment came, not in idle time after the window's load and the
     * page view. For a tag the page's own code waits for; it still never delays the window's load.
     */
    readonly eager?: boolean;
}

const ALL_SITES: readonly SiteType[] = ['rental', 'careers', 'car share', 'trucks', 'fleets', 'car sales', 'promotions', 'loyalty'];

export const EXTERNAL_TAGS: readonly ExternalTagRow[] = [
    {
        id: 'site-health',
        url: 'https://static.sitehealth.net/v2/alderway/site-health.min.js',
        loadsAt: 'window-loaded',
        appliesTo: { siteTypes: ALL_SITES },
        category: 0,
        globalName: 'siteHealth'
    },
    {
        id: 'ad-pixel',
        url: `https://${TAG_ASSET_HOST}/tags/alderway/ad-pixel.min.js`,
        loadsAt: 'page-bottom',
        appliesTo: { siteTypes: ['rental', 'car share', 'trucks', 'fleets', 'car sales', 'promotions'] },
        category: 2,
        iabVendorId: 755
    },
    {
        id: 'chat-widget',
        url: `https://${TAG_ASSET_HOST}/tags/alderway/chat-widget.min.js`,
        // The vendor publishes each version's hash: a script with other bytes does not run.
        integrity: 'sha384-2WA8cYuOOZ5nfllFstOjGn0u8wpfDVBdZBWuoomiLNsogs6DxOdIjLzcA73o86s/',
        loadsAt: 'dom-ready',
        appliesTo: { siteTypes: ['rental', 'loyalty'] },
        category: 1,
        globalName: 'chatWidget'
    },
    {
        id: 'careers-survey',
        url: `https://${TAG_ASSET_HOST}/tags/alderway/careers-survey.min.js`,
        loadsAt: { event: 'careers survey' },
        appliesTo: { siteTypes: ['careers'] },
        category: 1
    }
];
