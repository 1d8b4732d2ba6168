import { PersonalizationClientImpl } from '../extensions/personalization/personalization-client-impl';
import type { LazyExports } from '../services/lazy-features';

/** The classes of the personalization file, by name: the personalization service builds the client with `lazyClass`. */
export const PERSONALIZATION_EXPORTS: LazyExports = { PersonalizationClientImpl };
