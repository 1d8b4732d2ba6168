import { MULTI_LABEL_PUBLIC_SUFFIXES } from '../config/public-suffixes';
import { LOCAL_ALIAS_SUFFIX } from './page-host';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The registrable domain of a host: where cookies are shared and consent scripts are chosen. */
export class RegistrableDomain {
    /**
     * `www.alderway.co.uk` → `alderway.co.uk`. A QA alias `www.alderway.co.uk.localhost` keeps its
     * suffix: `alderway.co.uk.localhost`. Single-label hosts and IP addresses have none.
     */
    static of(host: string): string | undefined {
        const name = host.toLowerCase();
        if (name.endsWith(LOCAL_ALIAS_SUFFIX)) {
            const real = RegistrableDomain.of(name.slice(0, -LOCAL_ALIAS_SUFFIX.length));
            return real && real + LOCAL_ALIAS_SUFFIX;
        }
        const labels = name.split('.');
        if (labels.length < 2 || IPV4.test(name) || name.includes(':')) {
            return undefined;
        }
        const keep = MULTI_LABEL_PUBLIC_SUFFIXES.includes(labels.slice(-2).join('.')) ? 3 : 2;
        return labels.length < keep ? undefined : labels.slice(-keep).join('.');
    }
}
