import { inject, injectable } from 'inversify';
import { BrowserWindow } from '../services/browser-window';
import { ErrorBoundary } from '../services/error-boundary';
import { Logger } from '../services/logger';
import type { OnFirstUse } from '../services/on-first-use';
import type { PageNavigation } from '../services/page-navigation';
import { PageNavigationFactory } from '../services/page-navigation';
import { PageExits } from './page-exits';
import type { ClickTrigger } from './rule';
import type { TriggerMatch, TriggerOccurrence, TriggerSource, TriggerSubscription } from './trigger-source';

/**
 * Clicks, through one capture-phase listener on the document for every click rule. A rule matches
 * when its selector matches the clicked element or an ancestor; the rule's event carries that
 * element. The listener only reads the DOM (`closest`), so a click never forces a layout.
 */
@injectable()
export class ClickTriggerSource implements TriggerSource {
    static readonly types = ['click'] as const;

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(PageNavigationFactory) protected readonly navigation!: OnFirstUse<PageNavigation>;

    protected guard: ErrorBoundary | undefined;

    /** Keeps this part's failures away from the page; built here, it needs only the logger. */
    protected get boundary(): ErrorBoundary {
        return (this.guard ??= new ErrorBoundary(this.logger));
    }

    protected exitsPart: PageExits | undefined;

    /** Whether a click takes the page away: decided here, once, for the link delay and the rules' beacons. */
    protected get exits(): PageExits {
        return (this.exitsPart ??= new PageExits(this.window));
    }

    protected subscriptions: readonly TriggerSubscription<ClickTrigger>[] = [];
    protected readonly badSelectors = new Set<string>();

    activate(subscriptions: readonly TriggerSubscription[], fire: (occurrence: TriggerOccurrence) => void): () => void {
        this.subscriptions = subscriptions as readonly TriggerSubscription<ClickTrigger>[];
        if (this.subscriptions.length === 0) {
            return () => undefined;
        }
        const document = this.window.document;
        const listener = this.boundary.wrap('Click trigger failed.', (event: Event) => this.onClick(event as MouseEvent, fire));
        document.addEventListener('click', listener, true);
        return () => document.removeEventListener('click', listener, true);
    }

    protected onClick(event: MouseEvent, fire: (occurrence: TriggerOccurrence) => void): void {
        const origin = this.elementOf(event.target);
        if (!origin) {
            return;
        }
        const matches: TriggerMatch[] = [];
        let linkDelay = 0;
        const exit = this.exits.of(event, origin);
        for (const subscription of this.subscriptions) {
            const element = this.closest(origin, subscription.spec.selector);
            if (element) {
                matches.push({ subscription, event: { element, target: event.target, nativeEvent: event, leavesPage: exit.leavesPage } });
                linkDelay = Math.max(linkDelay, Number(subscription.spec.linkDelay) || 0);
            }
        }
        if (matches.length === 0) {
            return;
        }
        if (linkDelay > 0 && exit.link) {
            this.delayNavigation(event, exit.link, linkDelay);
        }
        fire({ type: 'click', event: { target: event.target, nativeEvent: event }, matches });
    }

    /**
     * Holds a same-window link's navigation for `delay` ms so the beacon of the rule can leave
     * first (PageExits decides which links those are). New-tab clicks, downloads and in-page
     * anchors navigate as usual.
     */
    protected delayNavigation(event: MouseEvent, href: string, delay: number): void {
        event.preventDefault();
        setTimeout(
            this.boundary.wrap('Delayed link navigation failed.', () => this.navigation().navigate(href)),
            delay
        );
    }

    protected closest(origin: Element, selector: string): Element | null {
        try {
            return origin.closest(selector);
        } catch {
            if (!this.badSelectors.has(selector)) {
                this.badSelectors.add(selector);
                this.logger.error(`The click selector "${selector}" is not a valid CSS selector.`);
            }
            return null;
        }
    }

    protected elementOf(target: EventTarget | null): Element | null {
        const node = target as Node | null;
        if (!node) {
            return null;
        }
        // A click on a text node (rare, but possible for synthetic events) counts for its element.
        return typeof (node as Element).closest === 'function' ? (node as Element) : node.parentElement;
    }
}
