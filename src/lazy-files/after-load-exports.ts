import { MediaTracker } from '../extensions/analytics/media-tracker';
import { PageActivity } from '../extensions/analytics/page-activity';
import { DataLayerServiceImpl } from '../extensions/data-layer/data-layer-service-impl';
import { SchemaValidatorImpl } from '../extensions/data-layer/schema-validator-impl';
import { TagLoader } from '../extensions/tags/tag-loader';
import { IdSyncPublisher } from '../extensions/visitor/id-sync-publisher';

/**
 * The classes of the after-load file, by name: the media tracker, the page-activity meter, the id-sync
 * publisher, the data layer's service and validator, and the external tags' loader. The file
 * carries their code and what only they use (ACDL, the built-in schemas' validators, the tags'
 * table); the bundle builds them with `new` once the file is in, through the providers
 * `bindLazyPart` binds or with `lazyClass`, handing each constructor its options object.
 */
export const AFTER_LOAD_EXPORTS = {
    MediaTracker,
    PageActivity,
    IdSyncPublisher,
    DataLayerServiceImpl,
    SchemaValidatorImpl,
    TagLoader
};

declare module '../services/lazy-features' {
    interface LazyFileExports {
        'after-load': typeof AFTER_LOAD_EXPORTS;
    }
}
