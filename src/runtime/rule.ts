import type { interfaces } from 'inversify';

/**
 * What starts a rule. Each trigger source understands its own types; the core ones are listed in
 * `CoreTrigger`, extensions add theirs (consent loaded, data-layer event).
 */
export interface TriggerSpec {
    readonly type: string;
}

export interface LibraryLoadedTrigger extends TriggerSpec {
    readonly type: 'library-loaded';
}
export interface PageBottomTrigger extends TriggerSpec {
    readonly type: 'page-bottom';
}
export interface DomReadyTrigger extends TriggerSpec {
    readonly type: 'dom-ready';
}
export interface WindowLoadedTrigger extends TriggerSpec {
    readonly type: 'window-loaded';
}
/** The browser restored the page from its back/forward cache: a page seen again, whose stages do not come again. */
export interface PageRestoredTrigger extends TriggerSpec {
    readonly type: 'page-restored';
}
export interface ClickTrigger extends TriggerSpec {
    readonly type: 'click';
    /** CSS selector matched against the clicked element and its ancestors. */
    readonly selector: string;
    /** For same-window links: hold the navigation this many ms so the rule's beacon can leave. */
    readonly linkDelay?: number;
}
export interface CustomEventTrigger extends TriggerSpec {
    readonly type: 'custom-event';
    /** The DOM event type, e.g. 'reservation:confirmed'. */
    readonly name: string;
    /** When set, only events dispatched on (or inside) matching elements count. */
    readonly selector?: string;
}
export interface DirectCallTrigger extends TriggerSpec {
    readonly type: 'direct-call';
    /** The identifier page code passes to `_satellite.track(identifier, detail)`. */
    readonly identifier: string;
}

/**
 * Every trigger type a rule can use, by name. Extensions add theirs by declaration merging:
 * `declare module '.../runtime/rule' { interface TriggerTypes { 'consent-loaded': ConsentLoadedTrigger } }`
 */
export interface TriggerTypes {
    'library-loaded': LibraryLoadedTrigger;
    'page-bottom': PageBottomTrigger;
    'dom-ready': DomReadyTrigger;
    'window-loaded': WindowLoadedTrigger;
    'page-restored': PageRestoredTrigger;
    click: ClickTrigger;
    'custom-event': CustomEventTrigger;
    'direct-call': DirectCallTrigger;
}

export type AnyTrigger = TriggerTypes[keyof TriggerTypes];

/** What a trigger source reports when its trigger happens. */
export interface TriggerEvent {
    /** The element the trigger concerns: the matched element of a click, `document` on DOM ready. */
    readonly element?: Element | Document | Window;
    readonly target?: EventTarget | null;
    readonly nativeEvent?: Event;
    readonly detail?: unknown;
    readonly identifier?: string;
    readonly [key: string]: unknown;
}

/** The event a rule's condition and action receive: the trigger's event plus its type and rule. */
export interface RuleEvent extends TriggerEvent {
    readonly $type: string;
    readonly $rule: { readonly id: string };
}

/**
 * When a rule runs, known without constructing it: the static members of its class. The engine
 * subscribes every rule's triggers at start from these alone; the rule itself is constructed the
 * first time one of its triggers fires.
 */
export interface RuleDescriptor {
    /** Stable id, shown in the console and the QA inspector. */
    readonly id: string;
    /** Lower runs first among the rules of one event; default 50. Ties keep registration order. */
    readonly order?: number;
    /** Limit for an async condition or action, in ms; default 2000. */
    readonly timeout?: number;
    /** Which events start the rule; several are OR'ed. */
    readonly trigger: AnyTrigger | readonly AnyTrigger[];
}

/**
 * What a rule of the company does: when its trigger fires and its condition holds, its action
 * runs. The engine calls condition and action inside a boundary that contains errors and
 * enforces the timeout, so a broken rule never breaks the page or the rules after it.
 */
export interface Rule {
    /** Decides whether the action runs. Omitted: always. May be async. */
    condition?(event: RuleEvent): boolean | Promise<boolean>;
    action(event: RuleEvent): void | Promise<void>;
}

/**
 * A rule class: `@injectable()`, its descriptor as static members. `bindRule` (rules-module.ts)
 * binds it, as a singleton, and contributes it to `RuleContribution`.
 */
export interface RuleClass extends RuleDescriptor, interfaces.Newable<Rule> {}

/** Every rule class of the loaded modules: what the engine subscribes at start. */
export const RuleContribution = Symbol('RuleContribution');

/** `(ruleClass) => Rule`: the rule instance, constructed by the container on first use. */
export const RuleFactory = Symbol('RuleFactory');
export type RuleFactory = (ruleClass: RuleClass) => Rule;
