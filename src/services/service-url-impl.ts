import { inject, injectable } from 'inversify';
import { BrowserWindow } from './browser-window';
import { BuildInfo } from './build-info';
import { LOCAL_ALIAS_SUFFIX } from './page-host';
import { ServiceUrl } from './service-url';

@injectable()
export class ServiceUrlImpl implements ServiceUrl {

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(BuildInfo) protected readonly buildInfo!: BuildInfo;

    of(host: string, path: string, protocol: 'https:' | 'http:' = 'https:'): string {
        const location = this.window.location;
        if (this.buildInfo.environment !== 'production' && location.hostname.endsWith(LOCAL_ALIAS_SUFFIX)) {
            return `${location.protocol}//${host}${LOCAL_ALIAS_SUFFIX}${location.port ? `:${location.port}` : ''}${path}`;
        }
        return `${protocol}//${host}${path}`;
    }
}
