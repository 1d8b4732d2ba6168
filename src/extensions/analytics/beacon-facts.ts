import { AnalyticsCookies } from '../../config/analytics';
import type { BrowserWindow } from '../../services/browser-window';
import type { CookieService } from '../../services/cookie-service';
import type { BeaconData } from './beacon-builder';

/** What every beacon of a page says about the browser and, without a visitor id, about the visitor. */
export class BeaconFacts {
    /** The fallback visitor id (no MID, no AID): 16 + 16 upper-case hex, kept two years. */
    static fallbackId(cookies: CookieService): string {
        let id = cookies.get(AnalyticsCookies.fallbackId);
        if (!id) {
            const hex = (first: number) =>
                Math.floor(Math.random() * first).toString(16) +
                Array.from({ length: 15 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
            id = `${hex(8)}-${hex(4)}`.toUpperCase();
            cookies.set(AnalyticsCookies.fallbackId, id, { days: 730 });
        }
        return id;
    }

    /** Screen, colour depth, JavaScript version, Java, cookies and viewport: measured once per page. */
    static browser(window: BrowserWindow, cookies: CookieService): BeaconData['browser'] {
        const { screen, navigator } = window;
        cookies.set(AnalyticsCookies.cookieTest, 'true');
        return {
            s: `${screen.width}x${screen.height}`,
            c: String(screen.pixelDepth || screen.colorDepth || ''),
            j: '1.6',
            v: navigator.javaEnabled?.() ? 'Y' : 'N',
            k: cookies.get(AnalyticsCookies.cookieTest) === 'true' ? 'Y' : 'N',
            bw: String(window.innerWidth),
            bh: String(window.innerHeight)
        };
    }
}
