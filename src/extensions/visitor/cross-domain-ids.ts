import { VisitorSettings } from '../../config/visitor';
import type { BrowserWindow } from '../../services/browser-window';
import type { CustomerId } from '../../services/visitor-service';
import { AmcvCookie } from './amcv-cookie';
import type { AmcvStore } from './amcv-store';
import type { SupplementalDataIds } from './supplemental-data-ids';
import type { VisitorInstanceConfig } from './visitor-instance-config';

export interface CrossDomainIdsOptions {
    readonly config: VisitorInstanceConfig;
    readonly store: AmcvStore;
    readonly supplementalIds: SupplementalDataIds;
    /** The page's address, where the ids arrive. */
    readonly window: BrowserWindow;
}

/**
 * The ids that travel in URLs between the company's domains (docs/protocols.md §1.6): `adobe_mc`
 * (the MID and analytics id, valid 5 minutes) and `adobe_mc_sdid` (a supplemental data id,
 * valid 30 s), read on arrival and appended to links for page code; and those the server hands
 * over with the page (`serverState`).
 */
export class CrossDomainIds {
    constructor(protected readonly options: CrossDomainIdsOptions) {}

    /**
     * The ids that came with the page, once the cookie is read: `adobe_mc` and `adobe_mc_sdid`, and
     * where neither the cookie nor `adobe_mc` has a MID, the CNAME tracking server's (`s_ecid`),
     * unless discardTrackingServerECID.
     */
    applyArrivingIds(): void {
        const crossDomainMid = this.applyCrossDomainIds();
        this.applySupplementalIdParameter();
        if (!this.options.store.read('MCMID') && !crossDomainMid && !this.options.config.configs.discardTrackingServerECID) {
            this.options.store.adoptTrackingServerEcid();
        }
    }

    /** `adobe_mc` from the previous domain, if it is recent and for this org; true when it brought a MID. */
    protected applyCrossDomainIds(): boolean {
        const values = this.urlParameter('adobe_mc');
        const age = values && Math.floor((AmcvCookie.nowSeconds() - Number(values.TS)) / 60);
        if (!values || !values.TS || values.MCORGID !== this.options.config.orgId || !(age! <= VisitorSettings.crossDomainTtlMinutes)) {
            return false;
        }
        this.options.store.adoptId('MCMID', values.MCMID);
        this.options.store.adoptId('MCAID', values.MCAID);
        return Boolean(values.MCMID);
    }

    /** Customer ids and supplemental data ids the server handed over with the page (`serverState`). */
    applyServerState(serverState: Record<string, unknown> | undefined): void {
        const state = serverState?.[this.options.config.orgId] as
            { customerIDs?: Record<string, CustomerId>; sdid?: Record<string, unknown> } | undefined;
        if (state?.customerIDs) {
            Object.assign(this.options.store.customerIds.byType, { ...state.customerIDs, ...this.options.store.customerIds.byType });
        }
        if (state?.sdid) {
            this.options.supplementalIds.restore(state.sdid);
        }
    }

    /** `adobe_mc_sdid` from the previous page: its SDID becomes the current one. */
    protected applySupplementalIdParameter(): void {
        const values = this.urlParameter('adobe_mc_sdid');
        const expiry = Number(this.options.config.configs.sdidParamExpiry) || VisitorSettings.sdidParamExpiry;
        if (
            values?.SDID &&
            values.MCORGID === this.options.config.orgId &&
            values.TS &&
            AmcvCookie.nowSeconds() - Number(values.TS) < expiry
        ) {
            this.options.supplementalIds.adopt(values.SDID);
        }
    }

    /** Adds `adobe_mc` so the next domain of the company knows the visitor. */
    appendVisitorIDsTo(url: string): string {
        try {
            const payload = [
                ['MCMID', this.options.store.read('MCMID')],
                ['MCAID', this.options.store.read('MCAID')],
                ['MCORGID', this.options.config.orgId],
                ['TS', String(AmcvCookie.nowSeconds())]
            ]
                .filter(([, value]) => value && value !== 'NONE')
                .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
                .join('|');
            return this.appendParameter(url, 'adobe_mc', payload);
        } catch {
            return url;
        }
    }

    appendSupplementalDataIDTo(url: string, sdid?: string): string {
        const id = sdid ?? this.options.supplementalIds.get(Math.random().toString(36).slice(2, 7), true);
        if (!id) {
            return url;
        }
        return this.appendParameter(
            url,
            'adobe_mc_sdid',
            `SDID=${encodeURIComponent(id)}|MCORGID=${encodeURIComponent(this.options.config.orgId)}|TS=${AmcvCookie.nowSeconds()}`
        );
    }

    protected urlParameter(name: string): Record<string, string> | undefined {
        const match = new RegExp(`[?&#]${name}=([^&#]*)`).exec(this.options.window.location.href);
        if (!match) {
            return undefined;
        }
        const values: Record<string, string> = {};
        try {
            for (const pair of decodeURIComponent(match[1]).split('|')) {
                const [key, value = ''] = pair.split('=');
                values[key] = decodeURIComponent(value);
            }
        } catch {
            return undefined;
        }
        return values;
    }

    protected appendParameter(url: string, name: string, payload: string): string {
        const [base, fragment] = url.split('#');
        const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
        return `${base}${separator}${name}=${encodeURIComponent(payload)}${fragment !== undefined ? `#${fragment}` : ''}`;
    }
}
