import type { ExternalTagRow } from '../../config/external-tags';
import { TAG_CATEGORY_NAMES } from '../../config/external-tags';
import type { ConsentScriptDirectory } from '../../services/consent-script-directory';
import type { ConsentService } from '../../services/consent-service';
import type { LazyProvider } from '../../services/lazy-features';
import type { TcData, TcfReader } from '../../services/tcf-reader';

export interface TagConsentOptions {
    readonly consent: ConsentService;
    /** Where the host's banner runs in IAB TCF mode, a row's vendor needs the CMP's consent as well. */
    readonly consentScripts: ConsentScriptDirectory;
    /** The page's CMP, read once for the page (the visitor-ID service hears the same answers). */
    readonly tcf: LazyProvider<TcfReader>;
}

/**
 * Whether the visitor's consent lets a tag load, read afresh at every ask, so a withdrawal counts
 * at once. Required tags load for everyone; a functional or advertising tag needs its category's
 * number in the banner's `notice_gdpr_prefs`, or a `notice_behavior` of an opt-out (non-EU)
 * regime; on TCF hosts a tag with an IAB vendor also needs the CMP's consent for that vendor,
 * whatever the banner says.
 */
export class TagConsent {
    protected readonly listeners = new Set<() => void>();
    /** The CMP's last decided answer; undefined until the visitor decided (or where there is no CMP). */
    protected tcData: TcData | undefined;
    protected cmpListening = false;

    constructor(protected readonly options: TagConsentOptions) {}

    /** What the tag still lacks, to say in the inspector; undefined when it may load now. */
    missing(row: ExternalTagRow): string | undefined {
        if (row.category === 0) {
            return undefined;
        }
        if (!this.options.consent.allows(String(row.category))) {
            return `${TAG_CATEGORY_NAMES[row.category]} consent (category ${row.category}) in the banner`;
        }
        if (row.iabVendorId !== undefined && this.options.consentScripts.current?.tcf) {
            this.listenToCmp();
            const data = this.tcData;
            if (!(data?.gdprApplies === false || data?.vendor?.consents?.[row.iabVendorId] === true)) {
                return `the CMP's consent for IAB vendor ${row.iabVendorId}`;
            }
        }
        return undefined;
    }

    /** Calls the listener whenever the visitor's choice may have changed: in the banner, or in the CMP. */
    onDidChange(listener: () => void): void {
        if (this.listeners.size === 0) {
            this.options.consent.onDidChangeChoice(() => this.listeners.forEach(each => each()));
        }
        this.listeners.add(listener);
    }

    /** The CMP's answers, as TCF v2.2 pushes them: a later choice on the page counts at once. */
    protected listenToCmp(): void {
        if (this.cmpListening) {
            return;
        }
        this.cmpListening = true;
        this.options.tcf().then(
            reader => {
                const heard = reader.subscribe(data => {
                    this.tcData = data;
                    this.listeners.forEach(each => each());
                });
                // A page without its CMP yet: asked again at the next check.
                this.cmpListening = heard;
            },
            () => {
                this.cmpListening = false;
            }
        );
    }
}
