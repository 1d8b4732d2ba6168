/** A write of this task not yet made: the value it leaves (undefined: the cookie is removed), and the write. */
interface PendingWrite {
    readonly value: string | undefined;
    readonly write: () => void;
}

export interface CookieWritesOptions {
    /**
     * Runs at the end of each task that deferred a write or asked for it (`atEndOfTask`), once the
     * writes are made: there the cookie service forgets what it read, where the browser does not
     * report changes.
     */
    readonly endOfTask: () => void;
}

/**
 * The cookie writes of a task, made at its end, the last one per cookie only: a visitor-ID answer
 * rewrites the AMCV cookie several times in one task, and each write of document.cookie is a trip
 * to the browser's cookie store. Until then a read sees them as made (`applyTo`).
 */
export class CookieWrites {
    protected readonly pending = new Map<string, PendingWrite>();
    protected scheduled = false;

    constructor(protected readonly options: CookieWritesOptions) {}

    /** Takes the place of the cookie's write pending in this task, if any, and goes after the others. */
    defer(name: string, value: string | undefined, write: () => void): void {
        this.pending.delete(name);
        this.pending.set(name, { value, write });
        this.atEndOfTask();
    }

    /** Whether a write of the cookie is pending: until it is made, the cookie is as written. */
    has(name: string): boolean {
        return this.pending.has(name);
    }

    /** A cookie written in this task reads as written, before the write reaches the browser. */
    applyTo(jar: Map<string, string>): Map<string, string> {
        for (const [name, { value }] of this.pending) {
            if (value === undefined) {
                jar.delete(name);
            } else {
                jar.set(name, value);
            }
        }
        return jar;
    }

    /** Makes the pending writes now, in the order they were deferred. */
    flush(): void {
        const writes = [...this.pending.values()].map(pending => pending.write);
        this.pending.clear();
        for (const write of writes) {
            try {
                write();
            } catch {
                // A page or browser policy that refuses cookies: what was not written is not there.
            }
        }
    }

    /** At the end of this task, once however often asked: the pending writes, then `endOfTask`. */
    atEndOfTask(): void {
        if (this.scheduled) {
            return;
        }
        this.scheduled = true;
        queueMicrotask(() => {
            this.scheduled = false;
            this.flush();
            this.options.endOfTask();
        });
    }
}
