/**
 * Bounds the nesting of a value page code hands the container (a data-layer item): ACDL merges
 * items into its state by recursion, and so do JSON.stringify and the validators, so an item that
 * refers to itself, or is nested very deep, ends in a RangeError inside the page's own push. Such
 * an item is replaced by a copy cut at `limit` levels: a cycle is unrolled to the limit, as if the
 * object had been written out that far, and whatever lies deeper is left out. Items within the
 * limit are not copied: the walk that finds out costs one visit per object, and page code keeps
 * its own objects (ACDL copies them anyway when it merges).
 */
export class DepthLimit {
    /** Objects one cut copy may hold: an item whose cycle branches many times unrolls into a tree that grows by its branching at every level. */
    static readonly COPY_BUDGET = 10000;

    constructor(protected readonly limit: number) {}

    /** `value` itself when its objects nest at most `limit` deep and none refers to one that holds it; otherwise the cut copy. */
    apply(value: unknown): { readonly value: unknown; readonly cut: boolean } {
        if (!this.exceeds(value)) {
            return { value, cut: false };
        }
        const budget = { left: DepthLimit.COPY_BUDGET };
        return { value: this.copy(value, 1, budget), cut: true };
    }

    /** True when an object lies deeper than the limit, or an object holds one of its own holders. */
    exceeds(value: unknown): boolean {
        const holders = new Set<object>();
        const visit = (current: unknown, depth: number): boolean => {
            if (!isWalked(current)) {
                return false;
            }
            if (depth > this.limit || holders.has(current)) {
                return true;
            }
            holders.add(current);
            try {
                for (const key of keysOf(current)) {
                    if (visit(read(current, key), depth + 1)) {
                        return true;
                    }
                }
                return false;
            } finally {
                holders.delete(current);
            }
        };
        return visit(value, 1);
    }

    /** A copy of `value` at `depth` (the item is at 1); objects past the limit, or past the budget, are left out (undefined). */
    protected copy(value: unknown, depth: number, budget: { left: number }): unknown {
        if (!isWalked(value)) {
            return value;
        }
        if (depth > this.limit || budget.left <= 0) {
            return undefined;
        }
        budget.left--;
        if (Array.isArray(value)) {
            return value.map(entry => this.copy(entry, depth + 1, budget)).filter(entry => entry !== undefined);
        }
        const copy: Record<string, unknown> = {};
        for (const key of keysOf(value)) {
            const entry = this.copy(read(value, key), depth + 1, budget);
            if (entry !== undefined) {
                copy[key] = entry;
            }
        }
        return copy;
    }
}

/** Objects and arrays are walked, as ACDL's merge walks them; functions (ACDL callbacks) stay what they are. */
function isWalked(value: unknown): value is object {
    return typeof value === 'object' && value !== null;
}

/** The object's own enumerable keys; none for an object whose keys cannot be listed (a revoked proxy). */
function keysOf(value: object): string[] {
    try {
        return Object.keys(value);
    } catch {
        return [];
    }
}

/** A property, or undefined when its getter throws: the copy leaves it out. */
function read(value: object, key: string): unknown {
    try {
        return (value as Record<string, unknown>)[key];
    } catch {
        return undefined;
    }
}
