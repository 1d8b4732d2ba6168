import { inject, injectable } from 'inversify';
import { ServiceUrl } from '../../services/service-url';
import { AmcvStore } from './amcv-store';
import { VisitorInstanceConfig } from './visitor-instance-config';
import { VisitorRegistry } from './visitor-registry';

/** Which ids an /id call asks for: the marketing-cloud id, the audience-manager fields, the analytics id. */
export type IdCallGroup = 'MC' | 'AAM' | 'A';

/**
 * The audience-manager `/id` URL of one instance, its parameters in the library's order
 * (visitor-id-protocol §3.2): version, field group, IAB consent, the ids known so far, the blob
 * and the customer ids page code set.
 */
@injectable()
export class AudienceManagerQuery {

    @inject(VisitorInstanceConfig) protected readonly config!: VisitorInstanceConfig;
    @inject(AmcvStore) protected readonly store!: AmcvStore;
    @inject(ServiceUrl) protected readonly serviceUrl!: ServiceUrl;
    @inject(VisitorRegistry) protected readonly registry!: VisitorRegistry;

    url(group: IdCallGroup | undefined, verify: boolean): string {
        const iab = this.registry.iab;
        const demdex = /demdex\.net$/.test(this.config.audienceManagerServer);
        const parameters: string[] = [`d_visid_ver=${this.config.version}`];
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
        parameters.push(`d_orgid=${encodeURIComponent(this.config.orgId)}`, `d_nsid=${this.config.idSyncContainerID}`);
        const mid = this.store.read('MCMID');
        if (mid) {
            parameters.push(`d_mid=${mid}`);
        }
        if (this.config.noThirdPartyCookies) {
            parameters.push('d_coppa=true');
        }
        if (this.config.configs.isCoopSafe === true) {
            parameters.push('d_coop_safe=1');
        } else if (this.config.configs.isCoopSafe === false) {
            parameters.push('d_coop_unsafe=1');
        }
        const blob = this.store.raw('MCAAMB');
        if (blob) {
            parameters.push(`d_blob=${encodeURIComponent(blob)}`);
        }
        const aid = this.store.read('MCAID');
        if (aid && aid !== 'NONE') {
            parameters.push(`d_cid_ic=AVID%01${encodeURIComponent(aid)}`);
        }
        for (const [type, entry] of Object.entries(this.store.customerIds)) {
            parameters.push(`d_cid_ic=${encodeURIComponent(type)}%01${encodeURIComponent(entry.id)}${entry.authState ? `%01${entry.authState}` : ''}`);
        }
        parameters.push(`ts=${Date.now()}`);
        return this.serviceUrl.of(this.config.audienceManagerServer, `/id?${parameters.join('&')}`);
    }

    /** The tracking-server `/id` call for `group` (the MID, or the analytics id given the MID). */
    trackingServerUrl(server: string, group: 'MC' | 'A', mid?: string): string {
        return this.serviceUrl.of(server, `/id?d_visid_ver=${this.config.version}&d_fieldgroup=${group}&mcorgid=${encodeURIComponent(this.config.orgId)}`
            + (mid ? `&mid=${encodeURIComponent(mid)}` : '') + this.config.cookieLifetimeParameter
            + (this.config.noThirdPartyCookies ? '&d_coppa=true' : '') + `&ts=${Date.now()}`);
    }
}
