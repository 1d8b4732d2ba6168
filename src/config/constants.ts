/**
 * Business constants and limits of the property (docs/requirements.md §9). Where the spec and a replaced vendor
 * library differ, the choice and its reason are in docs/protocols.md §8 and noted beside the value.
 */

/** Load timeout of scripts and of the visitor-ID calls. */
export const LOAD_TIMEOUT_MS = 30000;
/** Library polling: 40 tries every 250 ms. */
export const LIBRARY_POLL_TRIES = 40;
export const LIBRARY_POLL_INTERVAL_MS = 250;

/** Default order of a rule among the rules of one event; lower runs first. */
export const DEFAULT_RULE_ORDER = 50;
/** Default time a rule's async condition or action may take before it is abandoned. */
export const DEFAULT_RULE_TIMEOUT_MS = 2000;
/** Nesting deeper than this while resolving data elements is treated as a circular reference. */
export const MAX_DATA_ELEMENT_DEPTH = 10;
/** Link delay of the FAQ rule's click trigger. */
export const FAQ_LINK_DELAY_MS = 100;

/**
 * The window's load does not wait for the consent banner (ScriptLoadOptions.delaysLoad); the
 * container's window-loaded work still does, as it did when the load waited, but at most this long
 * after the load: a banner a little slower than the page is in first, one that never answers holds nothing.
 */
export const DETACHED_SCRIPTS_WAIT_MS = 3000;
/** Work that waits for the window to load runs in idle time, at most this long after the load. */
export const AFTER_LOAD_IDLE_TIMEOUT_MS = 2000;

/**
 * The one Trusted Types policy the container creates, for the script URLs it inserts (its own
 * lazy files and the consent banner). Sites that enforce `require-trusted-types-for 'script'`
 * list it in their CSP: `trusted-types tag-container`.
 */
export const TRUSTED_TYPES_POLICY = 'tag-container';
