import type { BrowserWindow } from '../services/browser-window';
import type { SatelliteApi } from './public-api';

/**
 * Where the container stands down (unsupported browser, host not authorized), page code that calls
 * `_satellite.track(...)` must still not break: it gets an API that does nothing.
 */
export class InertSatellite {
    static install(window: BrowserWindow): void {
        const noop = () => undefined;
        const inert: Partial<SatelliteApi> = {
            track: noop,
            getVar: noop,
            setVar: noop,
            setDebug: noop,
            pageBottom: noop,
            getVisitorId: () => null,
            cookie: { get: noop, set: noop, remove: noop },
            logger: { log: noop, info: noop, debug: noop, warn: noop, error: noop },
            setCookie: noop,
            readCookie: noop,
            removeCookie: noop
        };
        window._satellite = Object.assign(window._satellite ?? {}, inert);
    }
}
