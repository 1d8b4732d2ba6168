import type { BrowserWindow } from './browser-window';
import type { BuildInfo } from './build-info';
import type { PageHost } from './page-host';
import { LOCAL_ALIAS_SUFFIX } from './page-host';

export class PageHostImpl implements PageHost {
    constructor(
        protected readonly window: BrowserWindow,
        protected readonly buildInfo: BuildInfo
    ) {}

    get browserHostname(): string {
        return this.window.location.hostname.toLowerCase();
    }

    get hostname(): string {
        const host = this.browserHostname;
        if (this.buildInfo.environment !== 'production' && host.endsWith(LOCAL_ALIAS_SUFFIX)) {
            return host.slice(0, -LOCAL_ALIAS_SUFFIX.length);
        }
        return host;
    }

    get isHttps(): boolean {
        return this.window.location.protocol === 'https:';
    }

    get pathname(): string {
        return this.window.location.pathname;
    }
}
