/** Where the page values of docs/requirements.md §3.1 are read from, beside the page globals. */
export const TrackingSources = {
    /** Query parameter of the external campaign code. */
    campaignParameter: 'cid',
    /** Cookie the sites' internal promotions set with the id of the clicked promotion. */
    internalCampaignCookie: 'mmg_icid',
    /** Cookie the assistant modal sets; absent means the modal was not used. */
    assistantStatusCookie: 'assistant_status',
    assistantStatusDefault: 'N',
    /** Promotion pages: `?lang=en_ca`. */
    promotionLanguageParameter: 'lang',
    /** Error paragraphs of forms. */
    errorParagraphSelector: 'p.error, p.form-error, p[role="alert"]',
    /** Vehicle details on the onramp pages: `<dd data-vehicle="make">`. */
    vehicleFieldSelector: (field: 'make' | 'model' | 'series' | 'vin') => `[data-vehicle="${field}"]`
} as const;
