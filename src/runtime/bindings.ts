import { ContainerModule, decorate, inject, injectable, interfaces } from 'inversify';
import { LazyFeatures, LazyFile, lazyClass } from '../services/lazy-features';
import { ActivationLog } from './activation-log';
import { ContributionProvider } from './contribution-provider';
import { RuleClass, RuleContribution } from './rule';
import { TriggerSourceClass, TriggerSourceContribution } from './trigger-source';

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
    bind(symbol).toDynamicValue(context => context.container.get<T>(implementation)).inSingletonScope();
}

/** What a contribution symbol has bound, read once: contributions are bound before the runtime starts. */
class ContainerContributions<T> implements ContributionProvider<T> {

    protected contributions: readonly T[] | undefined;

    constructor(protected readonly container: interfaces.Container, protected readonly id: symbol) { }

    getContributions(): readonly T[] {
        return this.contributions ??= this.container.isBound(this.id) ? this.container.getAll<T>(this.id) : [];
    }
}

/** Binds the provider of the contributions to `id`, injected as `@inject(ContributionProvider) @named(id)`. */
export function bindContributionProvider(bind: interfaces.Bind, id: symbol): void {
    bind(ContributionProvider).toDynamicValue(context => new ContainerContributions(context.container, id)).inSingletonScope().whenTargetNamed(id);
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

/** A part constructed on first use: `() => T`, bound with `bindLazy`. */
export type Lazy<T> = () => T;

/** Binds `factory` to `() => service`: the service is constructed the first time a page needs it, if ever. */
export function bindLazy<T>(bind: interfaces.Bind, factory: symbol, service: interfaces.ServiceIdentifier<T>): void {
    bind(factory).toFactory<T>(context => () => context.container.get<T>(service));
}

/** A class of a lazy file, and what the container injects into it. */
export interface LazyClass {
    readonly file: LazyFile;
    /** Its name among the file's exports (src/lazy-files/<file>-exports.ts). */
    readonly name: string;
    /** Its injected properties, as `@inject` would declare them in the bundle. */
    readonly injections: Readonly<Record<string, interfaces.ServiceIdentifier>>;
    /** One for the page (default), or a new one each time the provider is called. */
    readonly transient?: boolean;
}

/** Lazy classes already given their injections: inversify takes a class's decorators once. */
const decorated = new WeakSet<object>();

/**
 * Binds `provider` to a class of a lazy file: the first call waits for the file, gives the class
 * its injections with inversify's `decorate` (the file itself carries no decorators and shares no
 * module with the bundle) and binds it; every call then resolves it.
 */
export function bindLazyProvider<T>(bind: interfaces.Bind, provider: symbol, feature: LazyClass): void {
    bind(provider).toProvider<T>(context => () => lazyClass<interfaces.Newable<T>>(context.container.get<LazyFeatures>(LazyFeatures), feature.file, feature.name).then(implementation => {
        if (!decorated.has(implementation)) {
            decorated.add(implementation);
            decorate(injectable(), implementation);
            for (const [property, identifier] of Object.entries(feature.injections)) {
                decorate(inject(identifier), implementation.prototype, property);
            }
        }
        if (!context.container.isBound(implementation)) {
            context.container.load(new ContainerModule(bindFeature => feature.transient
                ? bindFeature(implementation).toSelf() : bindSingleton(bindFeature, implementation)));
        }
        return context.container.get<T>(implementation);
    }));
}
