import { inject, injectable } from 'inversify';
import { BrowserWindow } from './browser-window';
import { BuildInfo } from './build-info';
import { LOCAL_ALIAS_SUFFIX, PageHost } from './page-host';

@injectable()
export class PageHostImpl implements PageHost {

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(BuildInfo) protected readonly buildInfo!: BuildInfo;

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
