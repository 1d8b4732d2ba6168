import { MediaTracker } from '../extensions/analytics/media-tracker';
import { PageActivity } from '../extensions/analytics/page-activity';
import { DataLayerServiceImpl } from '../extensions/data-layer/data-layer-service-impl';
import { SchemaValidatorImpl } from '../extensions/data-layer/schema-validator-impl';
import { TagLoader } from '../extensions/tags/tag-loader';
import { IdSyncPublisher } from '../extensions/visitor/id-sync-publisher';

/**
 * The classes of the after-load file, by name. They import nothing of the bundle but types: the
 * bundle's providers (`bindLazyPart`) build them with `new`, handing each constructor what it needs.
 */
export const AFTER_LOAD_EXPORTS = { MediaTracker, PageActivity, IdSyncPublisher, DataLayerServiceImpl, SchemaValidatorImpl, TagLoader };

declare module '../services/lazy-features' {
    interface LazyFileExports {
        'after-load': typeof AFTER_LOAD_EXPORTS;
    }
}
