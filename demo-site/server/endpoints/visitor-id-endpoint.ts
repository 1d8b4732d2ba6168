import { RegistrableDomain } from '../../../src/services/registrable-domain';
import type { DemoRequest } from '../demo-request';
import { AudienceManager } from '../emulation/audience-manager';
import { EmulatedIds } from '../emulation/emulated-ids';
import type { Endpoint } from '../endpoint';
import type { Reply } from '../reply';

/** The sync list's lifetime and the region and blob lifetime, in seconds. */
const ID_SYNC_TTL = 604800;
/** Lifetime of the third-party `demdex` cookie: 180 days. */
const DEVICE_COOKIE_MAX_AGE = 15552000;
/** Lifetime of the first-party `s_ecid` cookie when the call gives no usable `cl`: two years. */
const DEFAULT_ECID_COOKIE_MAX_AGE = 63072000;

/** One entry of the `ibs` list: a partner pixel to fire for id syncing. */
interface IdSync {
    readonly id: string;
    readonly tag: 'img';
    /** Protocol-relative pixel URLs. */
    readonly url: string[];
    /** Minutes until the sync is due again. */
    readonly ttl: number;
    readonly fireURLSync: 0 | 1;
    readonly syncOnPage: 0 | 1;
}

/**
 * The visitor-ID service's `/id` calls:
 * - on the audience-manager host (`dpm.demdex.net`, any `*.demdex.net`): the MID, region, blob,
 *   opt-out and id-sync list, with the browser's MID kept in the third-party `demdex` cookie;
 * - on the company's first-party tracking server (any other host, `d_fieldgroup=A` or `MC`): the
 *   legacy analytics id from the `s_vi` cookie, or a first-party MID, and the `s_ecid` cookie.
 * The container calls with XHR and credentials, so every answer has credentialed CORS headers.
 */
export class VisitorIdEndpoint implements Endpoint {
    readonly kind = 'visitor-id' as const;

    constructor(protected readonly settings: ReadonlyMap<string, string>) {}

    matches(request: DemoRequest): boolean {
        if (request.method !== 'GET' || request.path !== '/id') {
            return false;
        }
        return AudienceManager.isHost(request.host) || ['A', 'MC'].includes(request.query.get('d_fieldgroup') ?? '');
    }

    handle(request: DemoRequest, reply: Reply): void {
        if (AudienceManager.isHost(request.host)) {
            this.answerAudienceManager(request, reply);
        } else {
            this.answerTrackingServer(request, reply);
        }
    }

    protected answerAudienceManager(request: DemoRequest, reply: Reply): void {
        const callerMid = this.validId(request.query.get('d_mid'));
        // The cookie is what makes the MID stable per browser; a caller that already has one keeps it.
        const deviceId = this.validId(request.cookies.demdex) ?? callerMid ?? EmulatedIds.marketingCloudId();
        const mid = callerMid ?? deviceId;
        const optOut = AudienceManager.optOut(this.settings);
        reply.json(
            {
                d_mid: mid,
                id_sync_ttl: ID_SYNC_TTL,
                d_blob: EmulatedIds.token(39),
                dcs_region: AudienceManager.region,
                subdomain: AudienceManager.syncSubdomain,
                // An opted-out visitor is not synced to partners.
                ibs: optOut.length ? [] : this.idSyncs(mid),
                d_optout: optOut.length ? optOut : undefined,
                d_ottl: AudienceManager.optOutTtl,
                tid: EmulatedIds.token(8)
            },
            200,
            {
                'Set-Cookie': `demdex=${deviceId}; Domain=.${AudienceManager.domain}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE}; Secure; SameSite=None`
            }
        );
    }

    /** Three partners: one the page fires itself (syncOnPage), two for the id-sync iframe. */
    protected idSyncs(mid: string): IdSync[] {
        const pixel = (id: string) => `//${AudienceManager.partnerHost}/sync/${id}?d_uuid=${mid}`;
        return [
            { id: '411', tag: 'img', url: [pixel('411')], ttl: 10080, fireURLSync: 1, syncOnPage: 1 },
            { id: '477', tag: 'img', url: [pixel('477')], ttl: 1440, fireURLSync: 1, syncOnPage: 0 },
            { id: '903', tag: 'img', url: [pixel('903'), `${pixel('903')}&d_partner=backup`], ttl: 20160, fireURLSync: 0, syncOnPage: 0 }
        ];
    }

    /**
     * The first-party tracking server: `A` answers the legacy analytics id, `MC` (the fallback when
     * the audience manager gave no MID) a first-party MID as well. Either way it sets `s_ecid`.
     */
    protected answerTrackingServer(request: DemoRequest, reply: Reply): void {
        const analyticsId = this.legacyAnalyticsId(request.cookies.s_vi);
        const firstPartyMid =
            request.query.get('d_fieldgroup') === 'MC'
                ? (this.validId(this.midOf(request.cookies.s_ecid)) ?? EmulatedIds.marketingCloudId())
                : undefined;
        const mid = firstPartyMid ?? this.validId(request.query.get('mid'));
        const headers: Record<string, string> = {};
        if (mid) {
            headers['Set-Cookie'] = this.ecidCookie(request, mid);
        }
        reply.json(firstPartyMid ? { mid: firstPartyMid, id: analyticsId } : { id: analyticsId }, 200, headers);
    }

    protected ecidCookie(request: DemoRequest, mid: string): string {
        const lifetime = request.query.get('cl') ?? '';
        const maxAge = /^\d+$/.test(lifetime) ? Number(lifetime) : DEFAULT_ECID_COOKIE_MAX_AGE;
        // The browser's own host name, so the QA alias (`.localhost`) gets a cookie it accepts.
        const domain = RegistrableDomain.of(request.browserHost);
        return `s_ecid=MCMID%7C${mid}${domain ? `; Domain=${domain}` : ''}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
    }

    /** `[CS]v1|<AID>[CE]` → `<AID>`. */
    protected legacyAnalyticsId(cookie: string | undefined): string | undefined {
        const value = this.decoded(cookie);
        const match = /\|([^[]+)\[/.exec(value ?? '');
        return this.validId(match?.[1]);
    }

    /** `MCMID|<mid>` (the `s_ecid` cookie) → `<mid>`. */
    protected midOf(cookie: string | undefined): string | undefined {
        return /(?:^|\|)MCMID\|([^|]+)/.exec(this.decoded(cookie) ?? '')?.[1];
    }

    protected decoded(cookie: string | undefined): string | undefined {
        try {
            return cookie === undefined ? undefined : decodeURIComponent(cookie);
        } catch {
            return cookie;
        }
    }

    protected validId(value: string | undefined | null): string | undefined {
        return EmulatedIds.isVisitorId(value) ? value : undefined;
    }
}
