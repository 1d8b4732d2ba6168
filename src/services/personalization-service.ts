/**
 * The personalization client of the page (docs/requirements.md §1.4, §7.4): the page-load call for the global mbox,
 * offers applied without flicker, `window.adobe.target` for page code, and A4T with analytics.
 * A start-up step of the sites the company personalizes: nothing injects it, so it has no symbol.
 */
export interface PersonalizationService {
    /**
     * Once the visitor's consent approves the target category (now or later on the page): hides the
     * personalized parts, makes the page-load call and applies its offers. The page is visible again
     * when the offers are in, on any failure, and after 3000 ms whatever happens. Once per page.
     */
    start(): void;
}

/** The delivery client, in the personalization file beside the bundle. */
export interface PersonalizationClient {
    /**
     * The page-load call with the supplemental data id the bundle took for it, its offers applied;
     * `reveal` shows the page again (the client calls it when done, and on failure).
     */
    pageLoad(supplementalDataId: string, reveal: () => void): Promise<void>;
}
