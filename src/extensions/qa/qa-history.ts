import type { QaRequestEntry } from '../../services/qa-journal';

/** An analytics hit as the inspector's history keeps it, across the pages of the tab's session. */
export interface HistoryHit {
    readonly time: number;
    readonly page: string;
    readonly transport: string;
    readonly url: string;
    readonly body?: string;
    /** When the page that sent it started (`performance.timeOrigin`): tells this page's hits from earlier ones. */
    readonly pageStart: number;
}

const KEY = 'tag-container.qa.hits';
/** Hits kept: enough for a funnel and its clicks, small enough for sessionStorage. */
export const HISTORY_LIMIT = 50;

/**
 * The last hits of the tab, oldest first. sessionStorage belongs to one origin, so the history
 * follows the visitor across the pages of one host: a hit that left as the page unloaded (an exit
 * link, sendBeacon) is there on the next page of the host, or when the visitor comes back.
 */
export class QaHistory {
    constructor(
        protected readonly storage: Storage | undefined,
        protected readonly pageStart: number
    ) {}

    read(): HistoryHit[] {
        try {
            const stored: unknown = JSON.parse(this.storage?.getItem(KEY) ?? '[]');
            return Array.isArray(stored) ? (stored as HistoryHit[]) : [];
        } catch {
            return [];
        }
    }

    add(entry: QaRequestEntry): void {
        const hit: HistoryHit = {
            time: entry.time,
            page: entry.page,
            transport: entry.transport,
            url: entry.url,
            body: entry.body,
            pageStart: this.pageStart
        };
        try {
            this.storage?.setItem(KEY, JSON.stringify([...this.read(), hit].slice(-HISTORY_LIMIT)));
        } catch {
            // Storage full or refused: the history stops growing; the inspector goes on.
        }
    }

    clear(): void {
        try {
            this.storage?.removeItem(KEY);
        } catch {
            // Nothing kept, nothing to clear.
        }
    }
}
