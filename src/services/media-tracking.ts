/**
 * The page's `<video>` and `<audio>`: start, milestones, heartbeats and complete as link beacons
 * (docs/requirements.md §9.2). In the after-load file; reached through `MediaTrackingProvider`.
 */
export interface MediaTracking {
    /** Starts listening to the page's media; later calls do nothing. */
    start(): void;
}

/** `() => Promise<MediaTracking>`: media tracking once the after-load file is in. */
export const MediaTrackingProvider = Symbol('MediaTrackingProvider');
