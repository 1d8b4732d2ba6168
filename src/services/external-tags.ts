/**
 * The property's external tags on this page (src/config/external-tags.ts), loaded each once when
 * its moment came, its host applies and the visitor's consent allows; a tag waiting for consent
 * loads when consent arrives later on the page. It lives in the after-load file and is reached
 * through `ExternalTagsProvider`: what it costs is paid after the window's load.
 */
export interface ExternalTags {
    /**
     * The external-tags rule's trigger fired: the window's load (`window-loaded`), or `direct-call`
     * with the event name page code tracked.
     */
    reached(event: TagTriggerEvent): void;
}

/** What the loader reads of the rule's event. */
export interface TagTriggerEvent {
    readonly $type: string;
    readonly identifier?: unknown;
}

/** `() => Promise<ExternalTags>`: the tags' loader once the after-load file is in. */
export const ExternalTagsProvider = Symbol('ExternalTagsProvider');

/** What the QA inspector shows of a tag. */
export type TagStatus = 'not applicable' | 'not due yet' | 'waiting for consent' | 'loading' | 'loaded' | 'failed';

export const TagMessages = {
    failed: (id: string, reason: string) => `The tag ${id} did not load: ${reason}`
} as const;
