import type { ServiceUrl } from '../../services/service-url';
import type { AmcvStore } from './amcv-store';
import type { IabState } from './iab-consent';
import type { VisitorInstanceConfig } from './visitor-instance-config';

/** Which ids an /id call asks for: the marketing-cloud id, the audience-manager fields, the analytics id. */
export type IdCallGroup = 'MC' | 'AAM' | 'A';

/** What the URLs of one instance's calls are made of. */
export interface IdCallContext {
    readonly config: VisitorInstanceConfig;
    readonly store: AmcvStore;
    readonly serviceUrl: ServiceUrl;
    /** The page's IAB TCF consent, in IAB mode. */
    readonly iab: IabState | undefined;
}

/**
 * The `/id` URLs of one instance. The audience manager's has its parameters in the library's
 * order (docs/protocols.md §1.3): version, field group, IAB consent, the ids known so far, the
 * blob, the customer ids and the namespace ids page code set.
 */
export class AudienceManagerQuery {
    static url({ config, store, serviceUrl, iab }: IdCallContext, group: IdCallGroup | undefined, verify: boolean): string {
        const demdex = /demdex\.net$/.test(config.audienceManagerServer);
        const parameters: string[] = [`d_visid_ver=${config.version}`];
        if (group) {
            parameters.push(`d_fieldgroup=${group}`);
        }
        if (iab && demdex && iab.gdprApplies) {
            parameters.push('gdpr=1', `gdpr_consent=${iab.tcString ?? ''}`);
        }
        if (iab && demdex && iab.consentChanged) {
            parameters.push('d_cf=1');
            if (group === 'AAM') {
                iab.consentChanged = false;
            }
        }
        parameters.push('d_rtbd=json', 'd_ver=2');
        if (verify) {
            parameters.push('d_verify=1');
        }
        parameters.push(`d_orgid=${encodeURIComponent(config.orgId)}`, `d_nsid=${config.idSyncContainerID}`);
        const mid = store.read('MCMID');
        if (mid) {
            parameters.push(`d_mid=${mid}`);
        }
        if (config.noThirdPartyCookies) {
            parameters.push('d_coppa=true');
        }
        if (config.configs.isCoopSafe === true) {
            parameters.push('d_coop_safe=1');
        } else if (config.configs.isCoopSafe === false) {
            parameters.push('d_coop_unsafe=1');
        }
        const blob = store.raw('MCAAMB');
        if (blob) {
            parameters.push(`d_blob=${encodeURIComponent(blob)}`);
        }
        const aid = store.read('MCAID');
        if (aid && aid !== 'NONE') {
            parameters.push(`d_cid_ic=AVID%01${encodeURIComponent(aid)}`);
        }
        for (const [name, ids] of [
            ['d_cid_ic', store.customerIds.byType],
            ['d_cid_ns', store.customerIds.byNamespace]
        ] as const) {
            for (const [type, entry] of Object.entries(ids)) {
                parameters.push(
                    `${name}=${encodeURIComponent(type)}%01${encodeURIComponent(entry.id)}${entry.authState ? `%01${entry.authState}` : ''}`
                );
            }
        }
        parameters.push(`ts=${Date.now()}`);
        return serviceUrl.of(config.audienceManagerServer, `/id?${parameters.join('&')}`);
    }

    /** The tracking-server `/id` call for `group` (the MID, or the analytics id given the MID), with `cl` when a lifetime is configured. */
    static trackingServerUrl({ config, serviceUrl }: IdCallContext, server: string, group: 'MC' | 'A', mid?: string): string {
        const lifetime = config.configs.cookieLifetime;
        return serviceUrl.of(
            server,
            `/id?d_visid_ver=${config.version}&d_fieldgroup=${group}&mcorgid=${encodeURIComponent(config.orgId)}` +
                (mid ? `&mid=${encodeURIComponent(mid)}` : '') +
                (lifetime === undefined || lifetime === '' ? '' : `&cl=${encodeURIComponent(String(lifetime))}`) +
                (config.noThirdPartyCookies ? '&d_coppa=true' : '') +
                `&ts=${Date.now()}`
        );
    }

    /** Where the MID is asked for: the configured marketing-cloud server, else the audience manager. */
    static marketingCloudServer({ configs, audienceManagerServer }: VisitorInstanceConfig): string {
        return configs.marketingCloudServerSecure ?? configs.marketingCloudServer ?? audienceManagerServer;
    }

    /** The company's own CNAME answers MID calls: the audience manager then verifies them. */
    static firstPartyMarketingCloudServer(config: VisitorInstanceConfig): boolean {
        return !/(^|\.)demdex\.net$/.test(AudienceManagerQuery.marketingCloudServer(config));
    }
}
