import { MediaTracker } from './extensions/analytics/media-tracker';
import { PageActivity } from './extensions/analytics/page-activity';
import { IdSyncPublisher } from './extensions/visitor/id-sync-publisher';
import type { AfterLoadExports } from './services/after-load-features';

/** What the after-load bundle hands over to the main bundle. */
export const afterLoadExports: AfterLoadExports = { MediaTracker, PageActivity, IdSyncPublisher };
