import { VisitorSettings } from '../../config/visitor';
import type { BrowserWindow } from '../../services/browser-window';
import type { Logger } from '../../services/logger';
import type { OptIn } from './opt-in';
import { VisitorIds } from './visitor-ids';
import { VisitorMessages } from './visitor-messages';

/** The parts of IAB TCF v2.2 TCData the service reads. */
export interface TcData {
    readonly gdprApplies?: boolean;
    readonly tcString?: string;
    readonly eventStatus?: string;
    readonly purpose?: { readonly consents?: Readonly<Record<number, boolean>> };
    readonly vendor?: { readonly consents?: Readonly<Record<number, boolean>> };
}

type TcfApi = (command: string, version: number, callback: (data: TcData, success: boolean) => void, parameter?: unknown) => void;

/** What the bundle reads of the page's TCF consent: the CMP's answer, once `IabConsent` has one. */
export type IabState = Pick<IabConsent, 'fetched' | 'tcString' | 'gdprApplies' | 'consentChanged'>;

/**
 * In IAB mode the page's CMP decides the aam and ecid categories: both are approved when the
 * vendor (565) and purposes 1 and 10 have consent, or when GDPR does not apply. It listens with
 * `addEventListener` (TCF v2.2), so a later choice on the same page applies at once. It is in the
 * identity file, which a TCF host fetches at once: the /id call it approves needs the file anyway.
 */
export class IabConsent {

    constructor(
        protected readonly window: BrowserWindow,
        protected readonly optIn: OptIn,
        protected readonly logger: Logger
    ) { }

    /** The CMP has answered at least once. */
    fetched = false;
    tcString: string | undefined;
    gdprApplies: boolean | undefined;
    /** The TC string changed since the last page that pulled it (`d_cf=1` on the next call). */
    consentChanged = false;

    start(): void {
        const api = (this.window as unknown as { __tcfapi?: TcfApi }).__tcfapi;
        if (typeof api !== 'function') {
            this.logger.error(VisitorMessages.tcfApiNotFound);
            return;
        }
        api('addEventListener', 2, (data, success) => {
            // 'cmpuishown' means the visitor has not decided yet: wait for 'useractioncomplete'.
            if (success && data && data.eventStatus !== 'cmpuishown') {
                this.apply(data);
            }
        });
    }

    protected apply(data: TcData): void {
        this.gdprApplies = data.gdprApplies;
        this.tcString = data.tcString;
        const approved = data.gdprApplies === false || (data.vendor?.consents?.[VisitorSettings.iabVendorId] === true
            && VisitorSettings.iabPurposes.every(purpose => data.purpose?.consents?.[purpose] === true));
        const hash = VisitorIds.crc32Base32(data.tcString ?? '');
        this.consentChanged = this.optIn.getMemoizedContent('iabConsentHash') !== undefined && this.optIn.getMemoizedContent('iabConsentHash') !== hash;
        this.optIn.memoizeContent({ iabConsentHash: hash });
        this.fetched = true;
        if (approved) {
            this.optIn.approve(['aam', 'ecid'], true);
        } else {
            this.optIn.deny(['aam', 'ecid'], true);
        }
        this.optIn.complete();
    }
}
