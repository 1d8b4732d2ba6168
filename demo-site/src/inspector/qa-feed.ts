import { BeaconRequest } from './beacon-decoder';

/** A request the emulator received, as /__qa/stream sends it. */
export interface FeedRequest extends BeaconRequest {
    readonly id: number;
    readonly time: string;
    readonly kind: string;
    readonly query: Record<string, string | string[]>;
    readonly page?: string;
}

/** A trigger or rule event the page's QA monitor recorded (demo-site/server/qa-monitor-snippet.ts). */
export interface MonitorEntry {
    readonly hook: string;
    readonly time: number;
    readonly type?: string;
    readonly rule?: string;
    readonly rules?: readonly string[];
    readonly error?: string;
    /** A personalization event (`at-*`): its mbox, and its message or redirect URL. */
    readonly personalization?: { readonly mbox?: string; readonly message?: string; readonly url?: string };
    /** A data-layer event and what validating it found (triggerFired of `data-layer-event`). */
    readonly dataLayer?: { readonly name: string; readonly validation: { readonly status: string; readonly violations?: ReadonlyArray<{ readonly message: string; readonly path: string }>; readonly reason?: string } };
}

interface TagMonitor {
    readonly events: MonitorEntry[];
    subscribe(listener: (entry: MonitorEntry) => void): () => void;
}

const SERVICE_KINDS = ['analytics', 'visitor-id', 'opt-out-status', 'id-sync', 'schema', 'dl-violation', 'personalization', 'consent'];

/** The inspector's sources: the page's QA monitor and the emulator's live request stream. */
export class QaFeed {

    /** Every rule and trigger event so far, then each new one. */
    static monitor(listener: (entries: readonly MonitorEntry[]) => void): () => void {
        const monitor = (window as unknown as { __tagMonitor?: TagMonitor }).__tagMonitor;
        if (!monitor) {
            listener([]);
            return () => undefined;
        }
        listener([...monitor.events]);
        return monitor.subscribe(() => listener([...monitor.events]));
    }

    /** Requests to the emulated services since this page started loading. */
    static requests(listener: (requests: readonly FeedRequest[]) => void): () => void {
        const since = new Date(performance.timeOrigin - 1000).toISOString();
        const source = new EventSource(`/__qa/stream?since=${encodeURIComponent(since)}&kind=${SERVICE_KINDS.join(',')}`);
        const received: FeedRequest[] = [];
        source.onmessage = message => {
            const request = JSON.parse(message.data) as FeedRequest;
            if (QaFeed.belongsToThisPage(request)) {
                received.push(request);
                listener([...received]);
            }
        };
        // The stream reconnects by itself; a closed emulator must not put errors into the page.
        source.onerror = () => undefined;
        return () => source.close();
    }

    /** Beacons name their page (`g`); other calls are this page's if they came after it started. */
    protected static belongsToThisPage(request: FeedRequest): boolean {
        const url = new URLSearchParams(request.search).get('g') ?? (request.body ? new URLSearchParams(request.body).get('g') : undefined);
        if (!url) {
            return true;
        }
        const here = window.location.href.replace(/\.localhost(:\d+)?(?=\/)/, '');
        return url.split('#')[0] === here.split('#')[0] || url.split('?')[0] === here.split('?')[0];
    }
}
