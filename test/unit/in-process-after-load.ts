import { ContainerModule, injectable } from 'inversify';
import { AFTER_LOAD_EXPORTS } from '../../src/after-load-exports';
import { AfterLoadExports, AfterLoadFeatures } from '../../src/services/after-load-features';
import { AfterLoadFeaturesImpl } from '../../src/services/after-load-features-impl';

/**
 * The after-load file is fetched over the network by a <script> element, which jsdom does not
 * run. Here its classes come in-process, still only after the test page's window load.
 */
@injectable()
export class InProcessAfterLoadFeatures extends AfterLoadFeaturesImpl {
    protected override fetchExports(): Promise<AfterLoadExports> {
        // A page that is gone (the test ended) never runs the file, as in a browser.
        return this.window.document ? Promise.resolve(AFTER_LOAD_EXPORTS) : new Promise(() => undefined);
    }
}

export const inProcessAfterLoadModule = new ContainerModule((_bind, _unbind, _isBound, rebind) => {
    rebind(AfterLoadFeatures).to(InProcessAfterLoadFeatures).inSingletonScope();
});
