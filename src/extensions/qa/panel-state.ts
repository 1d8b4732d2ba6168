import type { BrowserWindow } from '../../services/browser-window';
import type { Tab } from './tab-counts';

/** sessionStorage key of the panel's state: the open tab and whether it is folded. */
export const PANEL_KEY = 'tag-container.qa.panel';

/** What the panel keeps for the tab's next page. */
export interface PanelView {
    readonly tab: Tab;
    readonly collapsed: boolean;
}

/** The panel's open tab and fold, kept in the tab's session so that the next page opens it as it was. */
export class PanelState {
    constructor(
        protected readonly window: BrowserWindow,
        protected readonly tabs: readonly Tab[]
    ) {}

    /** The tab's session storage, or undefined where the page may not open it. */
    storage(): Storage | undefined {
        try {
            return this.window.sessionStorage;
        } catch {
            return undefined;
        }
    }

    /**
     * As the tab left it; at first folded, so that it covers nothing of a staging page, and open
     * when QA asked for it with `?qa=1`.
     */
    restore(initial: Tab): PanelView {
        let view: PanelView;
        try {
            const state = JSON.parse(this.storage()?.getItem(PANEL_KEY) ?? '{}') as { tab?: Tab; collapsed?: boolean };
            view = { tab: state.tab && this.tabs.includes(state.tab) ? state.tab : initial, collapsed: state.collapsed ?? true };
        } catch {
            // A state that cannot be read: the panel starts folded on the first tab.
            view = { tab: initial, collapsed: true };
        }
        if (/[?&]qa=1(&|#|$)/.test(this.window.location.search)) {
            view = { tab: view.tab, collapsed: false };
            this.save(view);
        }
        return view;
    }

    save(view: PanelView): void {
        try {
            this.storage()?.setItem(PANEL_KEY, JSON.stringify({ tab: view.tab, collapsed: view.collapsed }));
        } catch {
            // Not kept: the next page opens the panel as it was at first.
        }
    }
}
