/** What a click does to the page, decided once by the click trigger source and read by the rules. */
export interface PageExit {
    /** The page is about to go: a same-window link, or a form's submit button. Its beacons go by sendBeacon. */
    readonly leavesPage: boolean;
    /** The address of a same-window link the click would follow at once: what a link delay may hold. */
    readonly link?: string;
}

/** Link addresses that never take the page away. */
const STAYS = /^\s*(#|javascript:|about:|mailto:|tel:)/i;

/**
 * The one place that decides whether a click takes the page away. A link does when it has an
 * address to go to, in this window (by any name the window answers to), and nothing else handled
 * the click first (another button, a modifier key for a new tab, a handler that prevented it); a
 * submit button does when it belongs to a form. Reads the DOM only.
 */
export class PageExits {
    constructor(protected readonly window: Window) {}

    of(event: MouseEvent | undefined, element: Element | null | undefined): PageExit {
        if (event && (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) {
            return { leavesPage: false };
        }
        const anchor = element?.closest<HTMLAnchorElement>('a[href], area[href]');
        if (anchor) {
            const raw = anchor.getAttribute('href') ?? '';
            const leaves = Boolean(anchor.href) && !STAYS.test(raw) && !anchor.hasAttribute('download') && this.isThisWindow(anchor.target);
            return leaves ? { leavesPage: true, link: anchor.href } : { leavesPage: false };
        }
        const button = element?.closest<HTMLButtonElement>('button, input[type="submit"]');
        return { leavesPage: Boolean(button?.form && button.type === 'submit') };
    }

    /**
     * A link the page describes in the data layer (`eventInfo.link.target`) rather than one clicked:
     * no element to read, so it leaves the page unless its target names a new window.
     */
    static describedLinkLeaves(target: string | undefined): boolean {
        return !/^_(blank|new)$/i.test(target ?? '');
    }

    protected isThisWindow(target: string): boolean {
        const window = this.window;
        return (
            !target ||
            target === '_self' ||
            target === window.name ||
            (target === '_top' && window.top === window) ||
            (target === '_parent' && window.parent === window)
        );
    }
}
