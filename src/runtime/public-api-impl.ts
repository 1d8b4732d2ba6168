import { inject, injectable, optional } from 'inversify';
import { PropertyIdentity } from '../config/property-identity';
import { BrowserWindow } from '../services/browser-window';
import { BuildInfo } from '../services/build-info';
import { CookieService } from '../services/cookie-service';
import { DebugMode } from '../services/debug-mode';
import { DomainTable } from '../services/domain-table';
import { Environment } from '../services/environment';
import { ErrorBoundary } from '../services/error-boundary';
import { Logger } from '../services/logger';
import { ActivationLog } from './activation-log';
import { DataElementRegistry } from './data-element-registry';
import type { DirectCallTriggerSource } from './direct-call-trigger-source';
import { RuntimeMessages } from './messages';
import type { PageLifecycleTriggerSource } from './page-lifecycle-trigger-source';
import type { PublicApi, SatelliteApi, SatelliteCookieOptions } from './public-api';
import type { RuleEvent } from './rule';
import { RuleEngine } from './rule-engine';
import { VisitorIdProvider } from './visitor-id-provider';

const DAY_MS = 86400000;
/** `_satellite.notify` levels (docs/protocols.md §3.4). */
const NOTIFY_LEVELS: Readonly<Record<number, 'info' | 'warn' | 'error'>> = { 3: 'info', 4: 'warn', 5: 'error' };

@injectable()
export class PublicApiImpl implements PublicApi {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(BuildInfo) protected readonly buildInfo!: BuildInfo;
    @inject(Environment) protected readonly environment!: Environment;
    @inject(DataElementRegistry) protected readonly dataElements!: DataElementRegistry;
    @inject(CookieService) protected readonly cookies!: CookieService;
    @inject(DebugMode) protected readonly debugMode!: DebugMode;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(RuleEngine) protected readonly engine!: RuleEngine;
    @inject(ActivationLog) protected readonly activations!: ActivationLog;
    @inject(VisitorIdProvider) @optional() protected readonly visitorIds: VisitorIdProvider | undefined;

    protected guard: ErrorBoundary | undefined;

    /** Keeps this part's failures away from the page; built here, it needs only the logger. */
    protected get boundary(): ErrorBoundary {
        return (this.guard ??= new ErrorBoundary(this.logger));
    }

    protected readonly warned = new Set<string>();

    install(): void {
        // Page code may have created `_satellite` first (e.g. to register `_monitors`): keep it.
        const target = (this.window._satellite ?? {}) as Partial<SatelliteApi>;
        Object.assign(target, this.create());
        // Read when asked, not copied: QA tools and the bench count the classes constructed so far.
        Object.defineProperty(target, '_activations', { configurable: true, get: () => this.activations.entries.slice() });
        Object.defineProperty(target, '_container', { configurable: true, get: () => this.containerView(target) });
        this.window._satellite = target;
    }

    protected create(): SatelliteApi {
        // Page code may have written cookies in this very task: whatever it calls reads them anew.
        const safe =
            <A extends unknown[], R>(label: string, fn: (...args: A) => R) =>
            (...args: A): R | undefined =>
                this.boundary.run(`_satellite.${label} failed.`, () => {
                    this.cookies.refresh();
                    return fn(...args);
                });
        // As the replaced engine's: page code's lines, warnings and errors included, only in debug mode (docs/protocols.md §3.4).
        const pageLine =
            (level: keyof Logger) =>
            (...args: unknown[]) =>
                this.debugMode.enabled && this.logger[level]('[Custom Script]', ...args);
        const pageLogger = {
            log: pageLine('log'),
            info: pageLine('info'),
            debug: pageLine('debug'),
            warn: pageLine('warn'),
            error: pageLine('error')
        };
        const cookie = {
            get: safe('cookie.get', (name: string) => this.cookies.get(String(name))),
            set: safe('cookie.set', (name: string, value: string, options?: SatelliteCookieOptions) => {
                this.cookies.set(String(name), String(value), this.cookieOptions(options));
                this.cookies.flush();
            }),
            remove: safe('cookie.remove', (name: string, options?: { domain?: string; path?: string }) => {
                this.cookies.remove(String(name), options ?? {});
                this.cookies.flush();
            })
        };
        const { buildDate, environment, version, minified } = this.buildInfo;
        return {
            track: safe('track', (identifier: string, detail?: unknown) =>
                this.engine.source<DirectCallTriggerSource>('direct-call')?.track(identifier, detail)
            ),
            getVar: safe('getVar', (name: string, event?: unknown) => this.getVar(String(name), event as RuleEvent | undefined)),
            setVar: safe('setVar', (name: string | Record<string, unknown>, value?: unknown) => this.dataElements.setVar(name, value)),
            cookie,
            logger: pageLogger,
            setDebug: safe('setDebug', (enabled: boolean) => this.debugMode.setEnabled(Boolean(enabled))),
            pageBottom: safe('pageBottom', () => this.engine.source<PageLifecycleTriggerSource>('page-bottom')?.pageBottom()),
            getVisitorId: safe('getVisitorId', () => this.visitorIds?.getVisitorId() ?? null),
            buildInfo: Object.freeze({ buildDate, environment, version, minified }),
            environment: Object.freeze({ stage: this.environment.stage, name: this.environment.name }),
            property: Object.freeze({
                name: PropertyIdentity.name,
                id: PropertyIdentity.id,
                settings: Object.freeze({
                    domains: Object.freeze(DomainTable.rows().map(row => row.host)),
                    undefinedVarsReturnEmpty: false
                })
            }),
            company: Object.freeze({ orgId: PropertyIdentity.orgId, dynamicCdnEnabled: false, cdnAllowList: Object.freeze([]) }),
            notify: safe('notify', (message: unknown, level?: number) => {
                this.deprecated('notify', '_satellite.logger');
                const write = NOTIFY_LEVELS[Number(level)] ?? 'log';
                this.logger[write](message);
            }),
            setCookie: (name, value, days) => {
                this.deprecated('setCookie', '_satellite.cookie.set');
                cookie.set(name, value, { expires: days });
            },
            readCookie: name => {
                this.deprecated('readCookie', '_satellite.cookie.get');
                return cookie.get(name);
            },
            removeCookie: name => {
                this.deprecated('removeCookie', '_satellite.cookie.remove');
                cookie.remove(name);
            }
        };
    }

    /**
     * What page code reading the replaced engine's `_container` finds: the property, company and
     * build. Rules and data elements are compiled code here, not configuration to read.
     */
    protected containerView(satellite: Partial<SatelliteApi>): object {
        this.warnOnce('_container', RuntimeMessages.containerObject);
        return Object.freeze({
            property: satellite.property,
            company: satellite.company,
            buildInfo: satellite.buildInfo,
            rules: [],
            dataElements: {},
            extensions: {}
        });
    }

    /**
     * A data element, a path or a custom variable. A name none of them knows is most often a data
     * element of the replaced container that this one calls otherwise: debug mode lists the names.
     */
    protected getVar(name: string, event: RuleEvent | undefined): unknown {
        if (!this.dataElements.isKnown(name)) {
            this.logger.debug(RuntimeMessages.unknownDataElement(name, this.dataElements.names()));
            return undefined;
        }
        return this.dataElements.getVar(name, event);
    }

    /** Deprecation warnings always print (docs/protocols.md §3.5), once per call and page. */
    protected deprecated(call: string, replacement: string): void {
        this.warnOnce(call, RuntimeMessages.deprecated(call, replacement));
    }

    protected warnOnce(key: string, message: string): void {
        if (!this.warned.has(key)) {
            this.warned.add(key);
            this.logger.warn(message);
        }
    }

    protected cookieOptions(options: SatelliteCookieOptions | undefined) {
        if (!options) {
            return {};
        }
        const expires = options.expires;
        const days = expires instanceof Date ? (expires.getTime() - Date.now()) / DAY_MS : expires;
        const sameSite = options.sameSite
            ? ((options.sameSite[0].toUpperCase() + options.sameSite.slice(1).toLowerCase()) as 'Lax' | 'Strict' | 'None')
            : undefined;
        return { days, domain: options.domain, path: options.path, secure: options.secure, sameSite };
    }
}
