import type { QaInspector } from '../../services/qa-inspector';
import type { QaEntry } from '../../services/qa-journal';
import { BeaconDecoder } from './beacon-decoder';
import { beaconsView } from './beacons-view';
import { consentView } from './consent-view';
import { dataElementsView } from './data-elements-view';
import { dataLayerView } from './data-layer-view';
import { h } from './dom';
import { logView } from './log-view';
import { outboxView } from './outbox-view';
import { copyText, download, tablesAsText } from './panel-actions';
import { panelHeader } from './panel-header';
import { PanelPlacement } from './panel-placement';
import { PanelState } from './panel-state';
import { personalizationView } from './personalization-view';
import { QaHistory } from './qa-history';
import type { QaEntryView } from './rule-entries';
import { viewOfEntry } from './rule-entries';
import { rulesView } from './rules-view';
import type { Tab } from './tab-counts';
import { countOf } from './tab-counts';
import { tagsView } from './tags-view';
import type { InspectorView, QaInspectorOptions, ViewContext } from './view-context';
import { visitorView } from './visitor-view';

const VIEWS: Readonly<Record<Tab, InspectorView>> = {
    rules: rulesView,
    'data elements': dataElementsView,
    beacons: beaconsView,
    visitor: visitorView,
    consent: consentView,
    tags: tagsView,
    'data layer': dataLayerView,
    personalization: personalizationView,
    outbox: outboxView,
    errors: logView
};
const TABS = Object.keys(VIEWS) as Tab[];

/**
 * The QA inspector's panel, in a shadow root at the bottom right of the page. It reads the QA
 * journal (what the container did and sent, from its first rule on), the runtime's services for
 * the state of the page now, and keeps the analytics hits of the tab in its history.
 */
export class QaInspectorImpl implements QaInspector {
    constructor(protected readonly options: QaInspectorOptions) {}

    protected host: HTMLElement | undefined;
    protected panel: HTMLElement | undefined;
    protected body: HTMLElement | undefined;
    protected status: HTMLElement | undefined;
    protected tab: Tab = 'rules';
    protected collapsed = false;
    protected filter = '';
    protected history: QaHistory | undefined;
    protected renderTimer: ReturnType<typeof setTimeout> | undefined;
    protected readonly placement = new PanelPlacement(this.options.window);
    protected readonly state = new PanelState(this.options.window, TABS);

    show(): void {
        if (this.host) {
            return;
        }
        this.history = new QaHistory(this.state.storage(), this.pageStart);
        // Hits sent before this file came in, then each new one as it leaves: the history outlives the page.
        this.options.journal.entries.forEach(entry => this.keep(entry));
        this.options.journal.subscribe(entry => {
            this.keep(entry);
            this.scheduleRender();
        });
        ({ tab: this.tab, collapsed: this.collapsed } = this.state.restore(this.tab));
        const document = this.options.window.document;
        if (document.body) {
            this.mount();
        } else {
            document.addEventListener('DOMContentLoaded', () => this.mount(), { once: true });
        }
    }

    protected get pageStart(): number {
        return Math.round(this.options.window.performance?.timeOrigin ?? 0);
    }

    protected keep(entry: QaEntry): void {
        if (entry.kind === 'request' && BeaconDecoder.isBeacon(entry.url)) {
            this.history?.add(entry);
        }
    }

    protected mount(): void {
        const document = this.options.window.document;
        const host = (this.host = h(document, 'div', { id: 'qa-inspector', 'aria-label': 'QA inspector' }));
        const root = host.attachShadow({ mode: 'open' });
        this.placement.adopt(root);
        this.body = h(document, 'div', { class: 'qa-body' });
        this.status = h(document, 'div', { class: 'qa-status', role: 'status' });
        const header = panelHeader(document, {
            tabs: TABS,
            open: tab => this.open(tab),
            filter: text => {
                this.filter = text;
                this.render();
            },
            copyView: () => this.copy(this.viewAsTable(), 'the view as a table'),
            exportJournal: () => this.exportJournal(),
            fold: () => this.fold(!this.collapsed)
        });
        this.panel = h(document, 'div', { class: 'qa-panel' }, header, this.status, this.body);
        root.appendChild(this.panel);
        document.body.appendChild(host);
        this.render();
        // Banners come and go (the provider's script loads late, the visitor closes it).
        this.options.window.setInterval(() => this.placement.place(), 1000);
    }

    protected open(tab: Tab): void {
        this.tab = tab;
        this.fold(false);
    }

    protected fold(collapsed: boolean): void {
        this.collapsed = collapsed;
        this.state.save({ tab: this.tab, collapsed: collapsed });
        this.render();
    }

    protected scheduleRender(): void {
        // Bursts of entries (a page view, its id calls) render once.
        this.renderTimer ??= setTimeout(() => {
            this.renderTimer = undefined;
            this.render();
        }, 150);
    }

    protected render(): void {
        if (!this.panel || !this.body) {
            return;
        }
        this.placement.place();
        this.panel.classList.toggle('collapsed', this.collapsed);
        this.host?.classList.toggle('qa-folded', this.collapsed);
        for (const button of Array.from(this.panel.querySelectorAll<HTMLElement>('nav button'))) {
            const tab = button.dataset.tab as Tab;
            button.classList.toggle('current', tab === this.tab);
            const count = countOf(tab, this.entries());
            button.textContent = count ? `${tab} (${count})` : tab;
        }
        if (this.collapsed) {
            return;
        }
        this.body.dataset.view = this.tab;
        let content: Node;
        try {
            content = VIEWS[this.tab](this.context());
        } catch (error) {
            // A view that fails shows why; the page and the other views go on.
            content = h(this.options.window.document, 'p', { class: 'qa-summary' }, `This view failed: ${(error as Error).message}`);
            this.options.logger.warn('The QA inspector could not show a view.', error);
        }
        this.body.replaceChildren(content);
    }

    /** The journal's entries as the views read them. */
    protected entries(): QaEntryView[] {
        return this.options.journal.entries.map(viewOfEntry);
    }

    protected context(): ViewContext {
        return {
            window: this.options.window,
            document: this.options.window.document,
            entries: this.entries(),
            history: this.history?.read() ?? [],
            pageStart: this.pageStart,
            filter: this.filter,
            rules: this.options.engine.rules,
            dataElements: this.options.dataElements,
            visitor: this.options.visitor,
            consent: this.options.consent,
            cookies: this.options.cookies,
            copy: (text, what) => this.copy(text, what),
            refresh: () => this.render()
        };
    }

    protected copy(text: string, what: string): void {
        void copyText(this.options.window, this.panel, text).then(copied =>
            this.say(copied ? `Copied ${what}.` : `The browser refused to copy ${what}.`)
        );
    }

    /** The tables of the open view, tab-separated rows, as a spreadsheet takes them. */
    protected viewAsTable(): string {
        return tablesAsText(Array.from(this.body?.querySelectorAll('table') ?? []));
    }

    protected exportJournal(): void {
        const data = {
            page: this.options.window.location.href,
            exported: new Date().toISOString(),
            entries: this.entries(),
            history: this.history?.read() ?? []
        };
        download(
            this.options.window,
            this.panel,
            `tag-container-qa-${this.options.window.location.hostname}-${Date.now()}.json`,
            JSON.stringify(data, undefined, 2)
        );
        this.say('Exported the journal and the history as JSON.');
    }

    protected say(message: string): void {
        if (this.status) {
            this.status.textContent = message;
        }
    }
}
