import type { BrowserWindow } from './browser-window';
import type { BuildInfo } from './build-info';
import { LOCAL_ALIAS_SUFFIX } from './page-host';
import type { ServiceUrl } from './service-url';

export class ServiceUrlImpl implements ServiceUrl {
    constructor(
        protected readonly window: BrowserWindow,
        protected readonly buildInfo: BuildInfo
    ) {}

    of(host: string, path: string, protocol: 'https:' | 'http:' = 'https:'): string {
        const location = this.window.location;
        if (this.buildInfo.environment !== 'production' && location.hostname.endsWith(LOCAL_ALIAS_SUFFIX)) {
            return `${location.protocol}//${host}${LOCAL_ALIAS_SUFFIX}${location.port ? `:${location.port}` : ''}${path}`;
        }
        return `${protocol}//${host}${path}`;
    }
}
