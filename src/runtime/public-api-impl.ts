import { inject, injectable, optional } from 'inversify';
import { CookieService } from '../services/cookie-service';
import { BrowserWindow } from '../services/browser-window';
import { BuildInfo } from '../services/build-info';
import { ActivationLog } from './activation-log';
import { DataElementRegistry } from './data-element-registry';
import { DebugMode } from '../services/debug-mode';
import { DirectCallTriggerSource } from './direct-call-trigger-source';
import { Environment } from '../services/environment';
import { ErrorBoundary } from '../services/error-boundary';
import { Logger } from '../services/logger';
import { PageLifecycleTriggerSource } from './page-lifecycle-trigger-source';
import { RuleEvent } from './rule';
import { RuleEngine } from './rule-engine';
import { PublicApi, SatelliteApi, SatelliteCookieOptions } from './public-api';
import { VisitorIdProvider } from './visitor-id-provider';

const DAY_MS = 86400000;

@injectable()
export class PublicApiImpl implements PublicApi {

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(BuildInfo) protected readonly buildInfo!: BuildInfo;
    @inject(Environment) protected readonly environment!: Environment;
    @inject(DataElementRegistry) protected readonly dataElements!: DataElementRegistry;
    @inject(CookieService) protected readonly cookies!: CookieService;
    @inject(DebugMode) protected readonly debugMode!: DebugMode;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(ErrorBoundary) protected readonly boundary!: ErrorBoundary;
    @inject(RuleEngine) protected readonly engine!: RuleEngine;
    @inject(ActivationLog) protected readonly activations!: ActivationLog;
    @inject(VisitorIdProvider) @optional() protected readonly visitorIds: VisitorIdProvider | undefined;

    install(): void {
        // Page code may have created `_satellite` first (e.g. to register `_monitors`): keep it.
        const target = (this.window._satellite ?? {}) as Partial<SatelliteApi>;
        Object.assign(target, this.create());
        // Read when asked, not copied: QA tools and the bench count the classes constructed so far.
        Object.defineProperty(target, '_activations', { configurable: true, get: () => this.activations.entries.slice() });
        this.window._satellite = target;
    }

    protected create(): SatelliteApi {
        // Page code may have written cookies in this very task: whatever it calls reads them anew.
        const safe = <A extends unknown[], R>(label: string, fn: (...args: A) => R) =>
            (...args: A): R | undefined => this.boundary.run(`_satellite.${label} failed.`, () => {
                this.cookies.refresh();
                return fn(...args);
            });
        const pageLogger: Logger = {
            log: (...args) => this.logger.log('[Custom Script]', ...args),
            info: (...args) => this.logger.info('[Custom Script]', ...args),
            debug: (...args) => this.logger.debug('[Custom Script]', ...args),
            warn: (...args) => this.logger.warn('[Custom Script]', ...args),
            error: (...args) => this.logger.error('[Custom Script]', ...args)
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
            track: safe('track', (identifier: string, detail?: unknown) => this.engine.source<DirectCallTriggerSource>('direct-call')?.track(identifier, detail)),
            getVar: safe('getVar', (name: string, event?: unknown) => this.dataElements.getVar(String(name), event as RuleEvent | undefined)),
            setVar: safe('setVar', (name: string | Record<string, unknown>, value?: unknown) => this.dataElements.setVar(name, value)),
            cookie,
            logger: pageLogger,
            setDebug: safe('setDebug', (enabled: boolean) => this.debugMode.setEnabled(Boolean(enabled))),
            pageBottom: safe('pageBottom', () => this.engine.source<PageLifecycleTriggerSource>('page-bottom')?.pageBottom()),
            getVisitorId: safe('getVisitorId', () => this.visitorIds?.getVisitorId() ?? null),
            buildInfo: Object.freeze({ buildDate, environment, version, minified }),
            environment: Object.freeze({ stage: this.environment.stage, name: this.environment.name }),
            setCookie: (name, value, days) => cookie.set(name, value, { expires: days }),
            readCookie: name => cookie.get(name),
            removeCookie: name => cookie.remove(name)
        } as SatelliteApi;
    }

    protected cookieOptions(options: SatelliteCookieOptions | undefined) {
        if (!options) {
            return {};
        }
        const expires = options.expires;
        const days = expires instanceof Date ? (expires.getTime() - Date.now()) / DAY_MS : expires;
        const sameSite = options.sameSite ? (options.sameSite[0].toUpperCase() + options.sameSite.slice(1).toLowerCase()) as 'Lax' | 'Strict' | 'None' : undefined;
        return { days, domain: options.domain, path: options.path, secure: options.secure, sameSite };
    }
}
