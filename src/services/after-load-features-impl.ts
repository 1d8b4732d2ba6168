import { inject, injectable } from 'inversify';
import { AfterLoadExports, AfterLoadFeatures } from './after-load-features';
import { BrowserWindow } from './browser-window';
import { EmbedScript } from './embed-script';
import { PageInfo } from './page-info';
import { ScriptLoader } from './script-loader';

@injectable()
export class AfterLoadFeaturesImpl implements AfterLoadFeatures {

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(EmbedScript) protected readonly embedScript!: EmbedScript;
    @inject(ScriptLoader) protected readonly scripts!: ScriptLoader;
    @inject(PageInfo) protected readonly pageInfo!: PageInfo;

    protected loading: Promise<AfterLoadExports> | undefined;

    load(): Promise<AfterLoadExports> {
        return this.loading ??= new Promise<void>(resolve => this.pageInfo.afterLoad(resolve)).then(() => this.fetchExports());
    }

    /**
     * Loads the file beside the bundle, with the bundle's own query (a cache-busting build number
     * must reach both files); the file registers its classes on `_satellite`.
     */
    protected async fetchExports(): Promise<AfterLoadExports> {
        const url = this.embedScript.url;
        if (!url) {
            throw new Error('The container was not loaded from a script, so its after-load file cannot be found.');
        }
        await this.scripts.loadScript(url.replace(/(\.js)?([?#].*)?$/, '.after-load.js$2'));
        const exports = (this.window._satellite as { __afterLoad?: AfterLoadExports } | undefined)?.__afterLoad;
        if (!exports) {
            throw new Error('The after-load file did not register its features.');
        }
        return exports;
    }
}
