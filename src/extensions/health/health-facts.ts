import { FUNNEL_STEPS } from '../../config/funnel-steps';
import type { BrowserWindow } from '../../services/browser-window';
import type { BuildInfo } from '../../services/build-info';
import type { ConsentScriptDirectory } from '../../services/consent-script-directory';
import type { ConsentService } from '../../services/consent-service';
import type { DomainDirectory } from '../../services/domain-directory';
import type { HealthReport } from '../../services/health-report';
import type { HealthPageFacts } from './health-report-builder';

export interface HealthFactsOptions {
    readonly window: BrowserWindow;
    readonly buildInfo: BuildInfo;
    readonly domains: DomainDirectory;
    readonly consent: ConsentService;
    readonly consentScripts: ConsentScriptDirectory;
}

/** The CMS's error page: the 404-page rule's path. */
const NOT_FOUND_PATH = '/en/errors/404.html';
const HOME_PATHS: ReadonlySet<string> = new Set(['/', '/index.html', '/en/index.html']);

/**
 * What a health report says of the page: the build, the host and site type from the property's
 * table, the kind of page from its tables, the engine and its major version, the consent regime.
 * Each is a value every visitor of that page type shares: never the path itself, a query, the
 * title or the User-Agent.
 */
export class HealthFacts {
    constructor(protected readonly options: HealthFactsOptions) {}

    /** Undefined on a host the property does not list (the container does not run there anyway). */
    read(): HealthPageFacts | undefined {
        const { buildInfo, domains } = this.options;
        const site = domains.current;
        if (!site) {
            return undefined;
        }
        return {
            build: `${buildInfo.version}+${buildInfo.buildDate}`,
            env: buildInfo.environment,
            host: site.host,
            site: site.siteType,
            page: this.pageType(),
            engine: this.engine(),
            consent: this.consentRegime()
        };
    }

    /** `home`, a funnel step's name, `not-found` or `other`: what the property's tables call the path. */
    protected pageType(): string {
        const { location, document } = this.options.window;
        const path = location.pathname;
        if (path === NOT_FOUND_PATH || /page not found/i.test(document.title)) {
            return 'not-found';
        }
        return HOME_PATHS.has(path) ? 'home' : Object.hasOwn(FUNNEL_STEPS, path) ? FUNNEL_STEPS[path] : 'other';
    }

    /** The engine and its major version from the browser's own name for itself, never the string. */
    protected engine(): HealthReport['engine'] {
        const agent = this.options.window.navigator.userAgent;
        const match = /Firefox\/(\d+)/.exec(agent) ?? /(?:Chrome|Chromium)\/(\d+)/.exec(agent) ?? /Version\/(\d+).*Safari/.exec(agent);
        const name = !match ? 'other' : match[0].startsWith('Firefox') ? 'firefox' : match[0].startsWith('Version') ? 'webkit' : 'chromium';
        return { name, major: match ? Number(match[1]) : 0 };
    }

    /** `tcf` on a TCF host, else the banner's regime (`eu`, `us`, ...), or `none` before the banner said one. */
    protected consentRegime(): string {
        if (this.options.consentScripts.current?.tcf) {
            return 'tcf';
        }
        const regime = this.options.consent.geolocation;
        return regime && /^[a-z]{1,12}$/.test(regime) ? regime : 'none';
    }
}
