import { VisitorAnswerSettings } from '../../config/visitor';
import type { LazyProvider } from '../../services/lazy-features';
import type { Logger } from '../../services/logger';
import type { TcData, TcfReader } from '../../services/tcf-reader';
import type { OptIn } from './opt-in';

/** The error catalogue's message (the spec's section 8) for a TCF host whose page has no CMP. */
const TCF_API_NOT_FOUND = '[ADOBE OPT-IN] __tcfapi not found';

/**
 * The page's TCF consent as the /id calls read it, made by the visitor service on TCF hosts and
 * kept current here: until the CMP answers (or the identity file is in) the ids wait, as for the CMP.
 */
export interface IabState {
    /** The CMP has answered at least once. */
    fetched: boolean;
    tcString?: string;
    gdprApplies?: boolean;
    /** The TC string changed since the last page that pulled it (`d_cf=1` on the next call). */
    consentChanged?: boolean;
}

export interface IabConsentOptions {
    /** The page's `adobe.optIn`: the CMP decides its aam and ecid categories. */
    readonly optIn: OptIn;
    readonly state: IabState;
    /** The page's CMP, read once for the page (the tags' consent hears the same answers). */
    readonly reader: LazyProvider<TcfReader>;
    readonly logger: Logger;
}

/**
 * In IAB mode the page's CMP decides the aam and ecid categories: both are approved when the
 * vendor (565) and purposes 1 and 10 have consent, or when GDPR does not apply; a later choice on
 * the same page applies at once. It is in the identity file, which a TCF host fetches at once:
 * the /id call it approves needs the file anyway.
 */
export class IabConsent {
    constructor(protected readonly options: IabConsentOptions) {}

    /** Listens to the CMP; resolves once it does, or once it said the page has none. */
    start(): Promise<void> {
        return this.options.reader().then(reader => {
            // An answer the visitor has not made yet ('cmpuishown') leaves the state as it is.
            if (!reader.subscribe(data => data && this.apply(data))) {
                this.options.logger.error(TCF_API_NOT_FOUND);
            }
        });
    }

    /** CRC-32 (IEEE, reflected) of the UTF-8 bytes, in base 32: the library's consent-change hash. */
    static crc32Base32(text: string): string {
        let crc = -1;
        for (const byte of new TextEncoder().encode(text)) {
            crc ^= byte;
            for (let bit = 0; bit < 8; bit++) {
                crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
            }
        }
        return ((crc ^ -1) >>> 0).toString(32);
    }

    protected apply(data: TcData): void {
        const { optIn, state } = this.options;
        state.gdprApplies = data.gdprApplies;
        state.tcString = data.tcString;
        const approved =
            data.gdprApplies === false ||
            (data.vendor?.consents?.[VisitorAnswerSettings.iabVendorId] === true &&
                VisitorAnswerSettings.iabPurposes.every(purpose => data.purpose?.consents?.[purpose] === true));
        const hash = IabConsent.crc32Base32(data.tcString ?? '');
        const last = optIn.getMemoizedContent('iabConsentHash');
        state.consentChanged = last !== undefined && last !== hash;
        optIn.memoizeContent({ iabConsentHash: hash });
        state.fetched = true;
        if (approved) {
            optIn.approve(['aam', 'ecid'], true);
        } else {
            optIn.deny(['aam', 'ecid'], true);
        }
        optIn.complete();
    }
}
