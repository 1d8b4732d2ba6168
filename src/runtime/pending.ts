/** A value now, or one to come: the rule engine goes on synchronously wherever nothing waits. */
export type Pending<T> = T | Promise<T>;

export function isThenable(value: unknown): value is PromiseLike<unknown> {
    return typeof (value as PromiseLike<unknown> | undefined)?.then === 'function';
}

/** Continues with `next` at once for a plain value, after settlement for a promise. */
export function andThen<T, R>(value: Pending<T>, next: (value: T) => Pending<R>): Pending<R> {
    return isThenable(value) ? value.then(next) : next(value);
}
