import type { LazyProvider } from '../../services/lazy-features';
import type { Logger } from '../../services/logger';
import type { PageActivityMeter } from '../../services/page-activity-meter';
import type { QueryMasker } from '../../services/query-masker';
import type { ComposedHit, HitInput, HitStep } from './hit-step';
import type { PageViewPlugins } from './page-view-plugins';

export interface PageViewPluginStepOptions {
    readonly plugins: PageViewPlugins;
    readonly masker: QueryMasker;
    /** Measures this page after load, for the next page view's plug-ins (the after-load file). */
    readonly pageActivity: LazyProvider<PageActivityMeter>;
    readonly logger: Logger;
}

/** A page view's plug-in values (s_gpv, s_ppv, campaign stacking ...), known by the page's name or masked address. */
export class PageViewPluginStep implements HitStep {
    readonly name = 'plug-ins';
    readonly order = 200;
    readonly required = false;

    constructor(protected readonly options: PageViewPluginStepOptions) {}

    run(hit: ComposedHit, input: HitInput): void {
        if (input.link) {
            return;
        }
        const { plugins, masker, pageActivity, logger } = this.options;
        const pageName = hit.pageName ?? masker.maskUrl(input.page.url)!;
        hit.pluginValues = plugins.values(pageName, input.values[VARIABLE.campaign] as string | undefined);
        pageActivity()
            .then(meter => meter.start(pageName))
            .catch(error => logger.warn('Page activity could not start.', error));
    }
}
