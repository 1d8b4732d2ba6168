import { inject, injectable } from 'inversify';
import { AnalyticsSettings } from '../config/analytics';
import { Rule } from '../runtime/rule';
import { ConsentService } from '../services/consent-service';
import { CookieService } from '../services/cookie-service';

/**
 * Keeps the tracking cookie the analytics tracker checks (docs/requirements.md §5.5: it runs only while the cookie
 * says 'true') in step with the visitor's consent, from the first moment and on every change.
 */
@injectable()
export class ConsentStateRule implements Rule {

    static readonly id = 'consent-state';
    static readonly order = 5;
    static readonly trigger = { type: 'library-loaded' } as const;

    @inject(ConsentService) protected readonly consent!: ConsentService;
    @inject(CookieService) protected readonly cookies!: CookieService;

    action(): void {
        const write = (hasConsent: boolean) => this.cookies.set(AnalyticsSettings.trackingCookie, String(hasConsent));
        write(this.consent.hasConsent);
        this.consent.onDidChange(write);
    }
}
