import { PersonalizationClientImpl } from '../extensions/personalization/personalization-client-impl';

/** The classes of the personalization file, by name: the personalization service builds the client with `lazyClass`. */
export const PERSONALIZATION_EXPORTS = { PersonalizationClientImpl };

declare module '../services/lazy-features' {
    interface LazyFileExports {
        personalization: typeof PERSONALIZATION_EXPORTS;
    }
}
