import { inject, injectable } from 'inversify';
import { ConsentCookies, ConsentService, TRACKING_CONSENT_CATEGORY } from './consent-service';
import { CookieService } from './cookie-service';

@injectable()
export class ConsentServiceImpl implements ConsentService {

    @inject(CookieService) protected readonly cookies!: CookieService;

    get hasConsent(): boolean {
        const groups = this.groups;
        if (groups !== undefined && groups.split(',').includes(TRACKING_CONSENT_CATEGORY)) {
            return true;
        }
        const behavior = this.cookies.get(ConsentCookies.behavior);
        return behavior !== undefined && this.geolocation !== 'eu';
    }

    get geolocation(): string | undefined {
        const behavior = this.cookies.get(ConsentCookies.behavior);
        if (!behavior) {
            return undefined;
        }
        // `implied,eu`, `expressed|eu` (a delimiter option of the provider), or a bare `none`.
        const parts = behavior.split(/[,|]/);
        return (parts.length > 1 ? parts[1] : parts[0]).trim().toLowerCase() || undefined;
    }

    get groups(): string | undefined {
        const preferences = this.cookies.get(ConsentCookies.preferences);
        if (preferences === undefined) {
            return undefined;
        }
        // `0,1,2:` or `0|1|2:<id>`: categories before the first ':'.
        return preferences.split(':')[0].split(/[,|]/).map(part => part.trim()).filter(Boolean).join(',');
    }
}
