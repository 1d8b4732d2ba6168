import type { interfaces } from 'inversify';
import type { LazyClassName, LazyExportsOf, LazyFile } from '../services/lazy-features';
import { lazyClass, LazyFeatures } from '../services/lazy-features';
import type { OnFirstUse } from '../services/on-first-use';
import { ActivationLog } from './activation-log';
import { ContributionProvider } from './contribution-provider';
import type { RuleClass } from './rule';
import { RuleContribution } from './rule';
import type { TriggerSourceClass } from './trigger-source';
import { TriggerSourceContribution } from './trigger-source';

/** Stamped by webpack: false in the production bundle. Undefined where the sources run in tests. */
declare const __COUNT_CONSTRUCTIONS__: boolean | undefined;

/** The staging and development bundles and the tests count what inversify constructs; production does not pay for it. */
const COUNT_CONSTRUCTIONS = typeof __COUNT_CONSTRUCTIONS__ === 'undefined' || __COUNT_CONSTRUCTIONS__;

/** Binds a class as the singleton of its own token; outside production its construction is logged (ActivationLog). */
export function bindSingleton<T>(bind: interfaces.Bind, implementation: interfaces.Newable<T>): void {
    const binding = bind(implementation).toSelf().inSingletonScope();
    if (COUNT_CONSTRUCTIONS) {
        binding.onActivation((context, instance) => {
            ActivationLog.of(context.container).record(implementation.name);
            return instance;
        });
    }
}

/**
 * Binds a singleton implementation and the symbol that names its contract, which forwards to it
 * (what `toService` does) and keeps what it got. Forwarding, not binding the symbol straight to
 * the class: inversify then plans each service once, when first asked for, instead of planning the
 * whole graph at start with a shared service once per injection point (a third slower in
 * Chromium). Keeping it: `toService` asks the container again at every injection point.
 */
export function bindService<T>(bind: interfaces.Bind, symbol: symbol, implementation: interfaces.Newable<T>): void {
    bindSingleton(bind, implementation);
    bind(symbol)
        .toDynamicValue(context => context.container.get<T>(implementation))
        .inSingletonScope();
}

/** What a contribution symbol has bound, read once: contributions are bound before the runtime starts. */
class ContainerContributions<T> implements ContributionProvider<T> {
    protected contributions: readonly T[] | undefined;

    constructor(
        protected readonly container: interfaces.Container,
        protected readonly id: symbol
    ) {}

    getContributions(): readonly T[] {
        return (this.contributions ??= this.container.isBound(this.id) ? this.container.getAll<T>(this.id) : []);
    }
}

/** Binds the provider of the contributions to `id`, injected as `@inject(ContributionProvider) @named(id)`. */
export function bindContributionProvider(bind: interfaces.Bind, id: symbol): void {
    bind(ContributionProvider)
        .toDynamicValue(context => new ContainerContributions(context.container, id))
        .inSingletonScope()
        .whenTargetNamed(id);
}

/** Binds a rule class: the engine subscribes its static triggers, the container constructs it on first use. */
export function bindRule(bind: interfaces.Bind, rule: RuleClass): void {
    bindSingleton(bind, rule);
    bind(RuleContribution).toConstantValue(rule);
}

/** Binds a trigger source class: the engine constructs it when a rule or page code needs its types. */
export function bindTriggerSource(bind: interfaces.Bind, source: TriggerSourceClass): void {
    bindSingleton(bind, source);
    bind(TriggerSourceContribution).toConstantValue(source);
}

/** Binds `factory` to an `OnFirstUse<T>` of `service`: the service is constructed the first time a page needs it, if ever. */
export function bindOnFirstUse<T>(bind: interfaces.Bind, factory: symbol, service: interfaces.ServiceIdentifier<T>): void {
    bind(factory).toFactory<T>(context => (() => context.container.get<T>(service)) satisfies OnFirstUse<T>);
}

/** A part that lives in a lazy file, and how the bundle builds it once the file is in. */
export interface LazyPart<F extends LazyFile, N extends LazyClassName<F>, T> {
    readonly file: F;
    /** Its class's name among the file's exports (src/lazy-files/<file>-exports.ts), checked by the compiler. */
    readonly name: N;
    /**
     * Builds it with `new`, handing its constructor its options object, the services in it taken
     * from the container. `implementation` is the class as the file's exports module types it: the
     * bundle imports it as a type only, so it carries none of its code.
     */
    build(implementation: LazyExportsOf<F>[N], container: interfaces.Container): T;
}

/** The lazy parts a container has built (or is building), by provider: one each per page. */
const builtParts = new WeakMap<interfaces.Container, Map<symbol, Promise<unknown>>>();

/**
 * Binds `provider` to `() => Promise<T>`: the first call waits for the part's file and builds the
 * part (LazyPart.build); every later call gets the same one. A file that failed to load is tried
 * again at the next call. Outside production the construction is logged (ActivationLog).
 */
export function bindLazyPart<F extends LazyFile, N extends LazyClassName<F>, T>(
    bind: interfaces.Bind,
    provider: symbol,
    part: LazyPart<F, N, T>
): void {
    bind(provider).toProvider<T>(context => () => {
        const container = context.container;
        let parts = builtParts.get(container);
        if (!parts) {
            parts = new Map();
            builtParts.set(container, parts);
        }
        let built = parts.get(provider) as Promise<T> | undefined;
        if (!built) {
            const made = (built = lazyClass(container.get<LazyFeatures>(LazyFeatures), part.file, part.name).then(implementation => {
                const instance = part.build(implementation, container);
                if (COUNT_CONSTRUCTIONS) {
                    ActivationLog.of(container).record(part.name);
                }
                return instance;
            }));
            parts.set(provider, made);
            made.catch(() => {
                if (parts.get(provider) === made) {
                    parts.delete(provider);
                }
            });
        }
        return built;
    });
}
