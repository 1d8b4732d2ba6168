import type { OptInCategory, Permissions } from './opt-in-choices';
import { CATEGORIES, choicesOf, OPT_IN_CATEGORIES, previousPermissionsOf, STORED_ONLY_KEYS } from './opt-in-choices';
import { VisitorMessages } from './visitor-messages';

export type OptInStatus = 'pending' | 'changed' | 'complete';

export interface OptInSettings {
    readonly doesOptInApply?: boolean;
    readonly previousPermissions?: unknown;
    readonly preOptInApprovals?: unknown;
    /** Choices kept in the storage cookie, already parsed. */
    readonly stored?: Record<string, unknown>;
    readonly isIabContext?: boolean;
}

/** Where the opt-in keeps the visitor's choices (its storage cookie) and says what is wrong with its settings. */
export interface OptInHost {
    keepChoices(permissions: Record<string, unknown>): void;
    logError(message: string): void;
}

export interface OptInOptions {
    /** The page's Visitor registry, which sets the opt-in up from its first instance. */
    readonly host: OptInHost;
}

type Listener = (permissions: Permissions) => void;

/**
 * `window.adobe.optIn`: which categories of tracking the visitor approved (docs/protocols.md §1.8).
 * While a category is not approved, the code it covers calls nothing and stores nothing.
 */
export class OptIn {
    readonly Categories = OPT_IN_CATEGORIES;
    doesOptInApply = false;
    isIabContext = false;
    status: OptInStatus = 'complete';
    permissions = Object.fromEntries(CATEGORIES.map(category => [category, true])) as Permissions;

    /** The plugins page code registered (`registerPlugin`), by name. */
    readonly __plugins: Record<string, Record<string, unknown>> = {};

    constructor(protected readonly options: OptInOptions) {}

    protected staged: Partial<Permissions> = {};
    protected preApprovals: Partial<Permissions> = {};
    protected readonly listeners = new Set<Listener>();
    protected readonly waiting: Listener[] = [];
    protected readonly memo: Record<string, unknown> = {};

    /**
     * Sets the page's opt-in up from the config of its first Visitor instance (the library makes
     * `adobe.optIn` then); the host records the choices and reports invalid settings.
     */
    configure(settings: OptInSettings): void {
        this.doesOptInApply = Boolean(settings.doesOptInApply);
        this.isIabContext = Boolean(settings.isIabContext);
        const previous = this.validated(previousPermissionsOf(settings), VisitorMessages.invalidPreviousPermissions, true);
        this.preApprovals = this.validated(settings.preOptInApprovals, VisitorMessages.invalidPreOptInApprovals, false) ?? {};
        const stored = this.validated(settings.stored, undefined, true);
        const decided = { ...previous, ...stored };
        this.permissions = Object.fromEntries(
            CATEGORIES.map(category => [category, !this.doesOptInApply || Boolean(decided[category] ?? this.preApprovals[category])])
        ) as Permissions;
        this.status =
            !this.doesOptInApply || Object.keys(decided).some(key => CATEGORIES.includes(key as OptInCategory)) ? 'complete' : 'pending';
    }

    get isPending(): boolean {
        return this.status === 'pending';
    }

    get isComplete(): boolean {
        return this.status === 'complete';
    }

    approve(categories: OptInCategory | readonly OptInCategory[], shouldWaitForComplete?: boolean): void {
        this.stage(categories, true, shouldWaitForComplete);
    }

    deny(categories: OptInCategory | readonly OptInCategory[], shouldWaitForComplete?: boolean): void {
        this.stage(categories, false, shouldWaitForComplete);
    }

    approveAll(): void {
        this.approve(CATEGORIES);
    }

    denyAll(): void {
        this.deny(CATEGORIES);
    }

    /** Commits staged choices and tells every listener; acts only while the status is 'changed'. */
    complete(): void {
        if (this.status !== 'changed') {
            return;
        }
        this.permissions = { ...this.permissions, ...this.staged };
        this.staged = {};
        this.status = 'complete';
        this.options.host.keepChoices({ ...this.permissions, ...this.memo });
        const permissions = { ...this.permissions };
        for (const listener of [...this.waiting.splice(0), ...this.listeners]) {
            listener(permissions);
        }
    }

    /** With categories: all of them approved. Without: every category approved. */
    isApproved(categories?: OptInCategory | readonly OptInCategory[]): boolean {
        const list =
            categories === undefined || (Array.isArray(categories) && categories.length === 0)
                ? CATEGORIES
                : ([] as OptInCategory[]).concat(categories);
        return list.every(category => this.permissions[category]);
    }

    isPreApproved(categories: OptInCategory | readonly OptInCategory[]): boolean {
        return ([] as OptInCategory[]).concat(categories).every(category => Boolean(this.preApprovals[category]));
    }

    /**
     * Calls back with the permissions once they are decided (at once if they are). With
     * `shouldAutoSubscribe` it also calls back on every later decision; returns the unsubscribe.
     */
    fetchPermissions(callback: Listener, shouldAutoSubscribe?: boolean): (() => void) | undefined {
        if (typeof callback !== 'function') {
            return undefined;
        }
        if (!this.doesOptInApply || this.isComplete || Object.keys(this.preApprovals).length > 0) {
            callback({ ...this.permissions });
        } else if (!shouldAutoSubscribe) {
            this.waiting.push(callback);
        }
        if (shouldAutoSubscribe) {
            this.listeners.add(callback);
            return () => this.listeners.delete(callback);
        }
        return undefined;
    }

    /** Only 'complete' is published. */
    on(event: string, callback: Listener): () => void {
        if (typeof callback !== 'function') {
            throw new Error(VisitorMessages.callbackNotFunction);
        }
        if (event !== 'complete') {
            return () => undefined;
        }
        this.listeners.add(callback);
        return () => this.listeners.delete(callback);
    }

    off(_event: string, callback: Listener): void {
        this.listeners.delete(callback);
    }

    registerPlugin(plugin: { name?: unknown }): void {
        if (!plugin || typeof plugin.name !== 'string') {
            throw new Error(VisitorMessages.invalidPlugin);
        }
        this.__plugins[plugin.name] = plugin;
    }

    /**
     * `{ command: 'plugin.api', params, callback }`: calls the API of a plugin page code registered
     * with the params and the callback; a missing API or its failure is logged, as the library does.
     * The container's IAB consent is not a plugin: `iabPlugin` commands find nothing.
     */
    execute(options: { command?: unknown; params?: object; callback?: unknown }): void {
        if (typeof options?.command !== 'string' || !options.command.includes('.')) {
            throw new Error(VisitorMessages.invalidCommand);
        }
        const [name, api] = options.command.split('.');
        try {
            const plugin = this.__plugins[name];
            if (typeof plugin?.[api] !== 'function') {
                throw new Error(VisitorMessages.noPluginApi);
            }
            (plugin[api] as (options: object) => void).call(plugin, { ...options.params, callback: options.callback });
        } catch (error) {
            this.options.host.logError(VisitorMessages.executeFailed + (error as Error).message);
        }
    }

    /** Keeps a value beside the permissions in the storage cookie (the IAB consent hash). */
    memoizeContent(content: Record<string, unknown>): void {
        Object.assign(this.memo, content);
    }

    getMemoizedContent(key: string): unknown {
        return this.memo[key];
    }

    protected stage(categories: OptInCategory | readonly OptInCategory[], value: boolean, wait?: boolean): void {
        const list = ([] as unknown[]).concat(categories);
        if (list.length === 0 || list.some(category => !CATEGORIES.includes(category as OptInCategory))) {
            throw new Error(VisitorMessages.invalidCategory);
        }
        for (const category of list as OptInCategory[]) {
            this.staged[category] = value;
        }
        this.status = 'changed';
        if (!wait) {
            this.complete();
        }
    }

    /** The choices `choicesOf` reads; anything else that is given is logged with `message` and ignored. */
    protected validated(value: unknown, message: string | undefined, allowStoredKeys: boolean): Partial<Permissions> | undefined {
        const known = choicesOf(value, allowStoredKeys);
        if (!known) {
            if (known === null && message) {
                this.options.host.logError(message);
            }
            return undefined;
        }
        for (const [key, entry] of known) {
            if (STORED_ONLY_KEYS.includes(key)) {
                this.memo[key] = entry;
            }
        }
        return Object.fromEntries(
            known.filter(([key]) => CATEGORIES.includes(key as OptInCategory)).map(([key, entry]) => [key, Boolean(entry)])
        );
    }
}
