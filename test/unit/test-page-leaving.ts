import type { PageLeaving } from '../../src/services/page-events';

/**
 * The page's leaving as a test drives it: `leave()` hides the page (the leave of the moment
 * aborts, and every onLeave listener hears it), `restore()` brings it back from the
 * back/forward cache (a new leave, and every onRestore listener hears it). PageEventsImpl does
 * the same from the browser's events (test/unit/services/page-events.spec.ts).
 */
export class TestPageLeaving implements PageLeaving {
    protected controller = new AbortController();
    protected readonly leaves = new Set<() => void>();
    protected readonly restores = new Set<() => void>();

    get leaving(): AbortSignal {
        return this.controller.signal;
    }

    onLeave(listener: () => void): () => void {
        this.leaves.add(listener);
        return () => this.leaves.delete(listener);
    }

    onRestore(listener: () => void): () => void {
        this.restores.add(listener);
        return () => this.restores.delete(listener);
    }

    leave(): void {
        if (!this.controller.signal.aborted) {
            this.controller.abort();
            [...this.leaves].forEach(listener => listener());
        }
    }

    restore(): void {
        if (this.controller.signal.aborted) {
            this.controller = new AbortController();
        }
        [...this.restores].forEach(listener => listener());
    }
}
