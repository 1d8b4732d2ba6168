import { MULTI_LABEL_PUBLIC_SUFFIXES } from '../../../src/config/public-suffixes';
import type { DemoRequest } from '../demo-request';
import type { ConsentRegion } from '../emulation/consent-banner';
import { renderConsentBannerScript } from '../emulation/consent-banner';
import type { Endpoint } from '../endpoint';
import type { Reply } from '../reply';

const CONSENT_HOST = 'consent.trustarc.com';
/** Script ids are `<brand>_<country>`, with `-test` in development builds. */
const SCRIPT_ID = /^[a-z0-9]+(?:_([a-z]{2}))?(?:-test)?$/i;
/** Countries whose sites ask for consent first (opt-in); the others imply it (opt-out). */
const REGION_OF_COUNTRY: Readonly<Record<string, ConsentRegion>> = { uk: 'eu', ie: 'eu', de: 'eu', fr: 'eu', es: 'eu', us: 'us', ca: 'us' };

/** The consent model the banner applies for a script id's country; an unknown country gets the stricter opt-in model. */
export function regionOfCountry(country: string | undefined): ConsentRegion {
    return REGION_OF_COUNTRY[(country ?? '').toLowerCase()] ?? 'eu';
}

/**
 * The consent-banner provider's notice script, `GET https://consent.trustarc.com/notice?domain=<script id>&c=teconsent...`.
 * It answers a script that shows the banner in the page and keeps the provider's cookies, global
 * API and messages. The consent model (`eu` opt-in or `us` opt-out) follows the script id's
 * country, unless the QA user forces one with the `consentRegion` setting.
 */
export class ConsentBannerEndpoint implements Endpoint {
    readonly kind = 'consent' as const;

    constructor(protected readonly settings: ReadonlyMap<string, string>) {}

    matches(request: DemoRequest): boolean {
        return request.method === 'GET' && request.host === CONSENT_HOST && request.path === '/notice';
    }

    handle(request: DemoRequest, reply: Reply): void {
        const scriptId = request.query.get('domain') ?? '';
        const match = SCRIPT_ID.exec(scriptId);
        if (!match) {
            return reply.text(
                `/* No consent notice for the domain "${scriptId.replace(/[^\w.-]/g, '?')}". */`,
                404,
                'application/javascript;charset=utf-8'
            );
        }
        const script = renderConsentBannerScript({
            scriptId,
            region: this.regionOf(match[1]),
            linkContainerId: request.query.get('c') || 'teconsent',
            bannerContainerId: request.query.get('bb') || 'consent_blackbar',
            cookiePolicyUrl: 'https://privacy.alderway.com/cookie-policy',
            privacyPolicyUrl: 'https://privacy.alderway.com/privacy-policy',
            cookieExpiryDays: 395,
            multiLabelSuffixes: MULTI_LABEL_PUBLIC_SUFFIXES
        });
        reply.text(script, 200, 'application/javascript;charset=utf-8');
    }

    /** A script cut short in transit: it does not parse, so none of the banner runs. */
    invalid(_request: DemoRequest, reply: Reply): void {
        reply.text('(function () { var truste = { eu: { bindMap: {', 200, 'application/javascript;charset=utf-8');
    }

    protected regionOf(country: string | undefined): ConsentRegion {
        const forced = this.settings.get('consentRegion');
        if (forced === 'eu' || forced === 'us') {
            return forced;
        }
        return regionOfCountry(country);
    }
}
