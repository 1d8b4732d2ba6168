/**
 * The part of the Reflect metadata API that inversify 6 uses: define, get and has metadata, own
 * or through the prototype chain, kept in a WeakMap. No `decorate`: TypeScript's decorators apply
 * themselves without it, and the lazy files' classes are built with `new` (bindLazyPart). The
 * bundles resolve 'reflect-metadata' to this file (webpack.config.js): the full polyfill is 4.6 KB
 * gzip of features the container never uses.
 * A page that already has the full polyfill keeps it.
 */
type Key = unknown;
type Property = string | symbol | undefined;

export class ReflectMetadata {
    protected readonly store = new WeakMap<object, Map<Property, Map<Key, unknown>>>();

    defineMetadata(key: Key, value: unknown, target: object, property?: string | symbol): void {
        let byProperty = this.store.get(target);
        if (!byProperty) {
            byProperty = new Map();
            this.store.set(target, byProperty);
        }
        let entries = byProperty.get(property);
        if (!entries) {
            entries = new Map();
            byProperty.set(property, entries);
        }
        entries.set(key, value);
    }

    hasOwnMetadata(key: Key, target: object, property?: string | symbol): boolean {
        return this.store.get(target)?.get(property)?.has(key) ?? false;
    }

    getOwnMetadata(key: Key, target: object, property?: string | symbol): unknown {
        return this.store.get(target)?.get(property)?.get(key);
    }

    hasMetadata(key: Key, target: object, property?: string | symbol): boolean {
        for (let current: object | null = target; current; current = Object.getPrototypeOf(current) as object | null) {
            if (this.hasOwnMetadata(key, current, property)) {
                return true;
            }
        }
        return false;
    }

    getMetadata(key: Key, target: object, property?: string | symbol): unknown {
        for (let current: object | null = target; current; current = Object.getPrototypeOf(current) as object | null) {
            if (this.hasOwnMetadata(key, current, property)) {
                return this.getOwnMetadata(key, current, property);
            }
        }
        return undefined;
    }

    /** Puts the functions on `Reflect` unless a metadata polyfill is already there. */
    static install(reflect: object = Reflect): void {
        const target = reflect as Record<string, unknown>;
        if (typeof target.getMetadata === 'function') {
            return;
        }
        const metadata = new ReflectMetadata();
        for (const name of ['defineMetadata', 'hasOwnMetadata', 'getOwnMetadata', 'hasMetadata', 'getMetadata'] as const) {
            target[name] = metadata[name].bind(metadata);
        }
    }
}

ReflectMetadata.install();
