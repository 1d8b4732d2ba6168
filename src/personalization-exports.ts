import { PersonalizationClientImpl } from './extensions/personalization/personalization-client-impl';
import type { LazyExports } from './services/lazy-features';

/** The classes of the personalization file, by name: the personalization module's provider constructs them. */
export const PERSONALIZATION_EXPORTS: LazyExports = { PersonalizationClientImpl };
