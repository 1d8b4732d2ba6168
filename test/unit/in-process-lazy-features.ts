import { ContainerModule, injectable } from 'inversify';
import { AFTER_LOAD_EXPORTS } from '../../src/lazy-files/after-load-exports';
import { HEALTH_EXPORTS } from '../../src/lazy-files/health-exports';
import { IDENTITY_EXPORTS } from '../../src/lazy-files/identity-exports';
import { INSPECTOR_EXPORTS } from '../../src/lazy-files/inspector-exports';
import { OUTBOX_EXPORTS } from '../../src/lazy-files/outbox-exports';
import { PERSONALIZATION_EXPORTS } from '../../src/lazy-files/personalization-exports';
import { SCHEMA_COMPILER_EXPORTS } from '../../src/lazy-files/schema-compiler-exports';
import type { LazyExportsOf, LazyFile } from '../../src/services/lazy-features';
import { LazyFeatures } from '../../src/services/lazy-features';
import { LazyFeaturesImpl } from '../../src/services/lazy-features-impl';

/** What each lazy file registers, in-process. */
export const LAZY_EXPORTS: { readonly [F in LazyFile]: LazyExportsOf<F> } = {
    'after-load': AFTER_LOAD_EXPORTS,
    identity: IDENTITY_EXPORTS,
    'schema-compiler': SCHEMA_COMPILER_EXPORTS,
    personalization: PERSONALIZATION_EXPORTS,
    inspector: INSPECTOR_EXPORTS,
    outbox: OUTBOX_EXPORTS,
    health: HEALTH_EXPORTS
};

/**
 * The lazy files are fetched over the network by <script> elements, which jsdom does not run.
 * Here their classes come in-process, still when the files would come (after the test page's
 * window load for the after-load file).
 */
@injectable()
export class InProcessLazyFeatures extends LazyFeaturesImpl {
    protected override fetchExports<F extends LazyFile>(file: F): Promise<LazyExportsOf<F>> {
        // A page that is gone (the test ended) never runs the file, as in a browser.
        return this.window.document ? Promise.resolve(LAZY_EXPORTS[file]) : new Promise(() => undefined);
    }
}

export const inProcessLazyFeaturesModule = new ContainerModule((_bind, _unbind, _isBound, rebind) => {
    rebind(LazyFeatures).to(InProcessLazyFeatures).inSingletonScope();
});
