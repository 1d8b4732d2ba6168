/** What the external-tags rule subscribes to: the window's load, or `_satellite.track('<event>')`. */
export type ExternalTagTrigger = { readonly type: 'window-loaded' } | { readonly type: 'direct-call'; readonly identifier: string };

/** Stamped at build time (webpack DefinePlugin; scripts/build-time-globals.ts in Node). */
declare const __EXTERNAL_TAG_TRIGGERS__: readonly ExternalTagTrigger[] | undefined;

/**
 * The window's load and the event names the external tags (external-tags.ts) load at, each once,
 * derived from the table at build time: the bundle subscribes to these and carries them, not the
 * table, which is in the after-load file with the loader that reads it.
 */
export const EXTERNAL_TAG_TRIGGERS: readonly ExternalTagTrigger[] =
    typeof __EXTERNAL_TAG_TRIGGERS__ !== 'undefined' ? __EXTERNAL_TAG_TRIGGERS__ : [];
