import { inject, injectable } from 'inversify';
import { BrowserWindow } from './browser-window';
import { EmbedScript } from './embed-script';
import type { LazyExportsOf, LazyFeatures, LazyFile, LazyFileExports } from './lazy-features';
import { PageInfo } from './page-info';
import { ScriptLoader } from './script-loader';

@injectable()
export class LazyFeaturesImpl implements LazyFeatures {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(EmbedScript) protected readonly embedScript!: EmbedScript;
    @inject(ScriptLoader) protected readonly scripts!: ScriptLoader;
    @inject(PageInfo) protected readonly pageInfo!: PageInfo;

    protected readonly loading = new Map<LazyFile, Promise<LazyExportsOf<LazyFile>>>();
    /** Ends the wait for the window's load of a file that waits for it. */
    protected readonly waits = new Map<LazyFile, () => void>();

    load<F extends LazyFile>(file: F): Promise<LazyExportsOf<F>> {
        let loading = this.loading.get(file) as Promise<LazyExportsOf<F>> | undefined;
        if (!loading) {
            const when =
                file === 'after-load' || file === 'health'
                    ? new Promise<void>(resolve => {
                          this.waits.set(file, resolve);
                          this.pageInfo.afterLoad(resolve);
                      })
                    : Promise.resolve();
            loading = when.then(() => this.fetchExports(file));
            // A file that did not come (offline, say) may be asked for again later.
            loading.catch(() => this.loading.delete(file));
            this.loading.set(file, loading);
        }
        return loading;
    }

    hurry(file: LazyFile): void {
        void this.load(file).catch(() => undefined);
        this.waits.get(file)?.();
    }

    /**
     * Loads the file beside the bundle, with the bundle's own query (a cache-busting build number
     * must reach both files); the file registers its classes on `_satellite`.
     */
    protected async fetchExports<F extends LazyFile>(file: F): Promise<LazyExportsOf<F>> {
        const url = this.embedScript.url;
        if (!url) {
            throw new Error(`No script loaded the container: its ${file} file cannot be found.`);
        }
        await this.scripts.loadScript(url.replace(/(\.js)?([?#].*)?$/, `.${file}.js$2`));
        // What the file put on the page (src/lazy-files/lazy-files.ts): the window is typed by hand, the one place it is read.
        const registered = (this.window._satellite as { __lazy?: Partial<LazyFileExports> } | undefined)?.__lazy;
        const exports = registered?.[file] as LazyExportsOf<F> | undefined;
        if (!exports) {
            throw new Error(`The ${file} file registered nothing.`);
        }
        return exports;
    }
}
