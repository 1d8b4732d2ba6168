import type { RequestKind } from './captured-request';

export type FaultMode = 'slow' | 'error' | 'invalid' | 'no-answer';

export interface Fault {
    readonly mode: FaultMode;
    /** slow: how long to wait before the normal answer (ms). */
    readonly delayMs?: number;
    /** error: the status to answer with (default 500). */
    readonly status?: number;
}

/** Faults switched on per endpoint kind, for tests of what the container does when a service misbehaves. */
export class FaultRegistry {
    protected readonly faults = new Map<RequestKind, Fault>();

    set(kind: RequestKind, fault: Fault): void {
        this.faults.set(kind, fault);
    }

    get(kind: RequestKind): Fault | undefined {
        return this.faults.get(kind);
    }

    clear(kind?: RequestKind): void {
        if (kind) {
            this.faults.delete(kind);
        } else {
            this.faults.clear();
        }
    }

    all(): Record<string, Fault> {
        return Object.fromEntries(this.faults);
    }
}
