/**
 * The page globals the sites set for tracking (docs/requirements.md §3.1), by the name of the value they carry.
 * Pages set them in an inline script before the container loads.
 */
export const PAGE_GLOBALS = {
    pageName: 'pageName',
    loyaltyId: 'loyaltyId',
    loyaltyNumber: 'loyaltyNumber',
    loyaltyEmail: 'loyaltyEmail',
    loyaltyCity: 'loyaltyCity',
    loyaltyPostalCode: 'loyaltyPostalCode',
    loyaltyStateProvince: 'loyaltyStateProvince',
    loyaltyCountry: 'loyaltyCountry',
    couponCode: 'couponCode',
    newRegistrant: 'newRegistrant',
    funnelStart: 'funnelStart'
} as const;
