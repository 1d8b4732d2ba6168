import { inject, injectable } from 'inversify';
import { FUNNEL_STEPS } from '../../config/funnel-steps';
import { PAGE_GLOBALS } from '../../config/page-globals';
import { TrackingSources } from '../../config/tracking-sources';
import type { DataElementContribution, DataElementDefinition } from '../../runtime/data-element';
import { BrowserWindow } from '../../services/browser-window';
import { CookieService } from '../../services/cookie-service';
import { DomainDirectory } from '../../services/domain-directory';
import { PageInfo } from '../../services/page-info';
import type { QueryParams } from '../../services/query-params';
import { QueryParamsImpl } from '../../services/query-params-impl';
import { Sha256 } from '../../services/sha256';

/** The page values of docs/requirements.md §3.1: page globals, URL, referrer, cookies and page content. */
@injectable()
export class PageDataElements implements DataElementContribution {
    @inject(PageInfo) protected readonly page!: PageInfo;
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(CookieService) protected readonly cookies!: CookieService;
    @inject(DomainDirectory) protected readonly domains!: DomainDirectory;

    protected queryPart: QueryParams | undefined;

    /** The address's query parameters, read by this part alone. */
    protected get query(): QueryParams {
        return (this.queryPart ??= new QueryParamsImpl(this.window));
    }

    registerDataElements(registry: { register(definition: DataElementDefinition): void }): void {
        const global = (name: string) => () => this.text(this.page.global(name));
        const parameter = (name: string) => () => this.query.get(name);
        const vehicle = (field: 'make' | 'model' | 'series' | 'vin') => () => this.page.textOf(TrackingSources.vehicleFieldSelector(field));
        const definitions: DataElementDefinition[] = [
            { name: 'page name', get: global(PAGE_GLOBALS.pageName) },
            { name: 'page title', get: () => this.page.title },
            { name: 'page path', get: () => this.page.path },
            { name: 'loyalty id', get: global(PAGE_GLOBALS.loyaltyId) },
            { name: 'loyalty number', get: global(PAGE_GLOBALS.loyaltyNumber) },
            { name: 'loyalty email hash', get: () => this.hashedEmail() },
            { name: 'loyalty city', get: global(PAGE_GLOBALS.loyaltyCity) },
            { name: 'loyalty postal code', get: global(PAGE_GLOBALS.loyaltyPostalCode) },
            { name: 'loyalty state province', get: global(PAGE_GLOBALS.loyaltyStateProvince) },
            { name: 'loyalty country', get: global(PAGE_GLOBALS.loyaltyCountry) },
            { name: 'coupon code', get: global(PAGE_GLOBALS.couponCode) },
            { name: 'new registrant', get: global(PAGE_GLOBALS.newRegistrant) },
            { name: 'funnel start', get: global(PAGE_GLOBALS.funnelStart) },
            { name: 'job description', get: () => this.firstDataLayerItem(), forceLowerCase: true },
            { name: 'referrer', get: () => this.page.referrer, forceLowerCase: true },
            { name: 'gclid', get: parameter('gclid') },
            { name: 'et_rid', get: parameter('et_rid') },
            { name: 'et_cid', get: parameter('et_cid') },
            { name: 'campaign code', get: parameter(TrackingSources.campaignParameter) },
            { name: 'promotion language', get: parameter(TrackingSources.promotionLanguageParameter), forceLowerCase: true },
            { name: 'internal campaign id', get: () => this.cookies.get(TrackingSources.internalCampaignCookie) },
            {
                name: 'assistant status',
                get: () => this.cookies.get(TrackingSources.assistantStatusCookie),
                defaultValue: TrackingSources.assistantStatusDefault
            },
            { name: 'url hash', get: () => this.page.hash || undefined },
            { name: 'error text', get: () => this.page.textsOf(TrackingSources.errorParagraphSelector).join('|') || undefined },
            { name: 'checkout funnel step', get: () => FUNNEL_STEPS[this.page.path] },
            { name: 'vehicle make', get: vehicle('make') },
            { name: 'vehicle model', get: vehicle('model') },
            { name: 'vehicle series', get: vehicle('series') },
            { name: 'vehicle vin', get: vehicle('vin') }
        ];
        definitions.forEach(definition => registry.register(definition));
    }

    /** The address itself never leaves the page: only its SHA-256. */
    protected hashedEmail(): string | undefined {
        const email = this.text(this.page.global(PAGE_GLOBALS.loyaltyEmail))?.trim().toLowerCase();
        return email ? Sha256.hex(email) : undefined;
    }

    /**
     * Careers job pages put the job description in the first data-layer item. Only careers sites
     * fill it: elsewhere the first item is something else (a reservation step), and one report
     * must not mix two meanings.
     */
    protected firstDataLayerItem(): string | undefined {
        if (this.domains.current?.siteType !== 'careers') {
            return undefined;
        }
        const dataLayer = this.page.global('adobeDataLayer');
        const first: unknown = Array.isArray(dataLayer) ? dataLayer[0] : undefined;
        if (first === undefined || typeof first === 'function') {
            return undefined;
        }
        try {
            return JSON.stringify(first);
        } catch {
            // An item that refers to itself, read before the after-load file put its copy cut at 10 levels in its place: no description.
            return undefined;
        }
    }

    protected text(value: unknown): string | undefined {
        if (value === undefined || value === null || value === '') {
            return undefined;
        }
        return typeof value === 'string' ? value : String(value);
    }
}
