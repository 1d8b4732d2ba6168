import { injectable } from 'inversify';
import { AnalyticsSettings } from '../config/analytics';
import type { RuleEvent } from '../runtime/rule';
import { RegistrableDomain } from '../services/registrable-domain';
import { TrackingRule } from './tracking-rule';

/** The file types of download links, looked up at every click on a link. */
const DOWNLOAD_FILE_TYPES = new Set(AnalyticsSettings.downloadFileTypes);

/**
 * Download links (by file type) and exit links (leaving the brand's domain), as AppMeasurement's
 * automatic link tracking did, through the container's one click listener. Exit links go by
 * sendBeacon, so the beacon outlives the page.
 */
@injectable()
export class LinkTrackingRule extends TrackingRule {
    static readonly id = 'link-tracking';
    static readonly order = 70;
    static readonly trigger = { type: 'click', selector: 'a[href]' } as const;

    condition(event: RuleEvent): boolean {
        return this.typeOf(event.element as HTMLAnchorElement) !== undefined;
    }

    action(event: RuleEvent): void {
        const anchor = event.element as HTMLAnchorElement;
        this.sendClick(event, { type: this.typeOf(anchor)!, url: anchor.href.split('?')[0], name: this.textOf(event) || anchor.href });
    }

    protected typeOf(anchor: HTMLAnchorElement): 'd' | 'e' | undefined {
        if (!/^https?:$/.test(anchor.protocol)) {
            return undefined;
        }
        const path = anchor.pathname.toLowerCase();
        const extension = path.slice(path.lastIndexOf('.') + 1);
        if (path.includes('.') && DOWNLOAD_FILE_TYPES.has(extension)) {
            return 'd';
        }
        const here = RegistrableDomain.of(anchor.ownerDocument.location.hostname);
        return here && RegistrableDomain.of(anchor.hostname) !== here ? 'e' : undefined;
    }
}
