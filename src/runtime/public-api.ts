import type { BrowserWindow } from '../services/browser-window';
import type { BuildEnvironment } from '../services/build-info';
import type { Logger } from '../services/logger';
import type { Activation } from './activation-log';
import type { MonitorHooks } from './rule-monitor';

export interface SatelliteCookieOptions {
    /** Days, or an expiry date (js-cookie semantics). */
    readonly expires?: number | Date;
    readonly domain?: string;
    readonly path?: string;
    readonly secure?: boolean;
    readonly sameSite?: 'Lax' | 'Strict' | 'None' | 'lax' | 'strict' | 'none';
}

/**
 * `window._satellite`: the API page code written for the replaced container calls. Every member
 * is safe to call with any input; none throws into the page.
 */
export interface SatelliteApi {
    /** Runs the direct-call rules whose identifier is `identifier`. */
    track(identifier: string, detail?: unknown): void;
    getVar(name: string, event?: unknown): unknown;
    setVar(name: string | Record<string, unknown>, value?: unknown): void;
    readonly cookie: {
        get(name: string): string | undefined;
        set(name: string, value: string, options?: SatelliteCookieOptions): void;
        remove(name: string, options?: { domain?: string; path?: string }): void;
    };
    /** Console output for page code, shown in debug mode, marked `[Custom Script]`. */
    readonly logger: Logger;
    setDebug(enabled: boolean): void;
    /** Page code calls this at the end of the body: the page-bottom trigger. */
    pageBottom(): void;
    getVisitorId(): unknown;
    readonly buildInfo: {
        readonly buildDate: string;
        readonly environment: BuildEnvironment;
        readonly version: string;
        readonly minified: boolean;
    };
    readonly environment: { readonly stage: BuildEnvironment; readonly name: 'staging' | 'production' };
    /** Monitors page code installs for QA (hooks of the replaced engine). */
    _monitors?: MonitorHooks[];
    /** The classes the container constructed so far, in order, with the page time of each (QA, the bench). */
    readonly _activations?: readonly Activation[];
    /** The property page code runs in: its name, id and settings (`domains`). */
    readonly property: {
        readonly name: string;
        readonly id: string;
        readonly settings: { readonly domains: readonly string[]; readonly undefinedVarsReturnEmpty: boolean };
    };
    readonly company: { readonly orgId: string; readonly dynamicCdnEnabled: boolean; readonly cdnAllowList: readonly string[] };
    /** @deprecated use logger: 3 info, 4 warn, 5 error, anything else log. */
    notify(message: unknown, level?: number): void;
    /** @deprecated use cookie.set */
    setCookie(name: string, value: string, days?: number): void;
    /** @deprecated use cookie.get */
    readCookie(name: string): string | undefined;
    /** @deprecated use cookie.remove */
    removeCookie(name: string): void;
}

/** Installs `window._satellite` for page code. */
export const PublicApi = Symbol('PublicApi');
export interface PublicApi {
    install(): void;
}

/** The page's window with `_satellite` typed as the API it holds once the container started. */
export type SatelliteWindow = BrowserWindow & { _satellite?: Partial<SatelliteApi> };
