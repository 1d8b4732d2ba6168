import type { BrowserWindow } from '../../services/browser-window';
import type { CookieService } from '../../services/cookie-service';
import type { Logger } from '../../services/logger';
import type { IabState } from './iab-consent';
import type { OptIn } from './opt-in';
import type { VisitorInstanceConfig } from './visitor-instance-config';
import type { VisitorLazyParts } from './visitor-lazy-parts';

/**
 * What one Visitor instance is made of: its config, and the page's services and shared parts the
 * registry hands it. Types only, in a file of their own: the instance hands these on to each part
 * it builds, and a type costs the bundle nothing where a class split off would.
 */
export interface VisitorInstanceOptions {
    readonly config: VisitorInstanceConfig;
    readonly cookies: CookieService;
    /** The page's address, where cross-domain ids arrive. */
    readonly window: BrowserWindow;
    /** The page's opt-in, shared by its instances: nothing is called or stored before it approves ECID. */
    readonly optIn: OptIn;
    /** The page's IAB TCF consent, on TCF hosts: the ids wait for the CMP as well. */
    readonly iab: IabState | undefined;
    /** The instance's `/id` calls and destination publisher, the first time they are needed. */
    readonly lazyParts: Pick<VisitorLazyParts, 'idCalls' | 'idSyncPublisher'>;
    readonly logger: Logger;
}
