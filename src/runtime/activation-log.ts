/** What the log needs of an inversify container: its parent, should a container ever have one (the page has one container). */
export interface ContainerLike {
    readonly parent: ContainerLike | null;
}

/** One class the container constructed, and when (ms of page time). */
export interface Activation {
    readonly name: string;
    readonly time: number;
}

/**
 * The classes a container constructed, in order: what the bench counts before window load and
 * `_satellite._activations` shows QA. Every binding made with the helpers of bindings.ts records
 * here, so a page shows that it constructed only what it used.
 */
export class ActivationLog {
    protected static readonly logs = new WeakMap<ContainerLike, ActivationLog>();

    readonly entries: Activation[] = [];

    /** The log of a container (shared with any container below it), made on first use. */
    static of(container: ContainerLike): ActivationLog {
        let root = container;
        while (root.parent) {
            root = root.parent;
        }
        let log = ActivationLog.logs.get(root);
        if (!log) {
            log = new ActivationLog();
            ActivationLog.logs.set(root, log);
        }
        return log;
    }

    record(name: string): void {
        this.entries.push({ name, time: typeof performance === 'undefined' ? Date.now() : performance.now() });
    }
}
