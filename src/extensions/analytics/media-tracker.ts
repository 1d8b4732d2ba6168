import { AnalyticsSettings } from '../../config/analytics';
import type { BrowserWindow } from '../../services/browser-window';
import type { Logger } from '../../services/logger';
import type { MediaTracking } from '../../services/media-tracking';
import type { PageEvents } from '../../services/page-events';
import type { TrackerService } from '../../services/tracker-service';

interface MediaState {
    started: boolean;
    /** Between seeking and seeked: the jump is not time played. */
    seeking: boolean;
    reached: Set<number>;
    completed: boolean;
    heartbeat?: ReturnType<typeof setInterval>;
    played: number;
    lastTime: number;
}

const MILESTONE_EVENTS: Readonly<Record<number, string>> = {
    25: VARIABLE.media25,
    50: VARIABLE.media50,
    75: VARIABLE.media75,
    99: VARIABLE.media99
};

/** What media tracking takes from the bundle: the page, its events, the tracker for the beacons, the logger. */
export interface MediaTrackerOptions {
    readonly window: BrowserWindow;
    readonly events: PageEvents;
    readonly tracker: TrackerService;
    readonly logger: Logger;
}

/**
 * HTML5 `<video>` and `<audio>` on the page (docs/requirements.md §9.2): start, the 25/50/75/99 % milestones, a
 * heartbeat every 60 s while playing and complete, each a link beacon. One capture-phase listener
 * per media event type on the document (media events do not bubble, capture sees them all); the
 * heartbeat stops while the page is hidden. Loaded after the window loaded, in the after-load file;
 * the bundle builds it once the file is in (analytics-module.ts).
 */
export class MediaTracker implements MediaTracking {
    protected readonly states = new WeakMap<HTMLMediaElement, MediaState>();
    protected started = false;

    constructor(protected readonly options: MediaTrackerOptions) {}

    start(): void {
        if (this.started) {
            return;
        }
        this.started = true;
        const document = this.options.window.document;
        for (const type of ['play', 'pause', 'timeupdate', 'ended', 'seeking', 'seeked']) {
            document.addEventListener(
                type,
                event => {
                    try {
                        this.onMediaEvent(type, event.target as HTMLMediaElement);
                    } catch (error) {
                        this.options.logger.warn('Media tracking failed.', error);
                    }
                },
                true
            );
        }
        // No timer runs while the page is hidden; media still playing when it comes back beat again.
        this.options.events.on('visibilitychange', () => {
            const hidden = this.options.events.hidden;
            document.querySelectorAll('video, audio').forEach(element => {
                const media = element as HTMLMediaElement;
                const state = this.states.get(media);
                if (hidden) {
                    this.stopHeartbeat(state);
                } else if (state?.started && !media.paused && !media.ended) {
                    this.startHeartbeat(media, state);
                }
            });
        });
        // Tracking starts in idle time after load: a visitor may have pressed play already.
        document.querySelectorAll('video, audio').forEach(element => {
            if (!(element as HTMLMediaElement).paused) {
                this.onMediaEvent('play', element as HTMLMediaElement);
            }
        });
    }

    protected onMediaEvent(type: string, media: HTMLMediaElement): void {
        if (!media || !/^(VIDEO|AUDIO)$/.test(media.tagName)) {
            return;
        }
        let state = this.states.get(media);
        if (!state) {
            state = { started: false, seeking: false, reached: new Set(), completed: false, played: 0, lastTime: 0 };
            this.states.set(media, state);
        }
        const percent = media.duration > 0 && Number.isFinite(media.duration) ? (media.currentTime / media.duration) * 100 : 0;
        switch (type) {
            case 'play':
                if (!state.started) {
                    state.started = true;
                    this.send(media, 'start', { [VARIABLE.mediaStart]: true });
                }
                this.startHeartbeat(media, state);
                break;
            case 'seeking':
                state.seeking = true;
                break;
            case 'seeked':
                state.seeking = false;
                state.lastTime = media.currentTime;
                break;
            case 'timeupdate':
                if (!media.paused && !state.seeking && media.currentTime >= state.lastTime) {
                    state.played += media.currentTime - state.lastTime;
                }
                state.lastTime = media.currentTime;
                for (const milestone of AnalyticsSettings.mediaMilestones) {
                    // Passing a milestone counts once; seeking past several reports each of them.
                    if (percent >= milestone && !state.reached.has(milestone)) {
                        state.reached.add(milestone);
                        this.send(media, `${milestone}%`, { [MILESTONE_EVENTS[milestone]]: true });
                    }
                }
                break;
            case 'pause':
                this.stopHeartbeat(state);
                break;
            case 'ended':
                this.stopHeartbeat(state);
                if (!state.completed) {
                    state.completed = true;
                    this.send(media, 'complete', {
                        [VARIABLE.mediaComplete]: true,
                        [VARIABLE.mediaTimePlayed]: Math.round(state.played) || undefined
                    });
                }
                break;
        }
    }

    protected startHeartbeat(media: HTMLMediaElement, state: MediaState): void {
        if (this.options.window.document.visibilityState === 'hidden') {
            return;
        }
        state.heartbeat ??= setInterval(
            () => this.send(media, 'heartbeat', { [VARIABLE.mediaTimePlayed]: Math.round(state.played) || undefined }),
            AnalyticsSettings.mediaHeartbeat
        );
    }

    protected stopHeartbeat(state: MediaState | undefined): void {
        if (state?.heartbeat) {
            clearInterval(state.heartbeat);
            state.heartbeat = undefined;
        }
    }

    protected send(media: HTMLMediaElement, milestone: string, values: Record<string, unknown>): void {
        const name = media.dataset.mediaName || media.currentSrc.split('/').pop() || media.tagName.toLowerCase();
        this.options.tracker
            .trackLink({ type: 'o', name: `media:${name}:${milestone}`, values: { [VARIABLE.mediaName]: name, ...values } })
            .catch(error => this.options.logger.warn('A media beacon failed.', error));
    }
}
