import { inject, injectable, interfaces } from 'inversify';

/**
 * What the bundles call for a class's plainly injected properties, one call per class in place of
 * a decorator per property (scripts/build/property-injections.ts rewrites TypeScript's output):
 * `@inject(id)` on each `key`, in the order given, so the container sees the same metadata.
 */
export function injectProperties(target: { readonly prototype: object }, injections: Readonly<Record<string, interfaces.ServiceIdentifier>>): void {
    for (const key of Object.keys(injections)) {
        inject(injections[key])(target.prototype, key);
    }
}

/** `injectProperties`, then `@injectable()` on the class, as its decorators would, in that order. */
export function injectClass(target: interfaces.Newable<unknown>, injections: Readonly<Record<string, interfaces.ServiceIdentifier>>): void {
    injectProperties(target, injections);
    injectable()(target);
}
