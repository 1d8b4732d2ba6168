import type { RuleEngine } from '../../runtime/rule-engine';
import type { DataElementRegistry } from '../../runtime/data-element-registry';
import type { BrowserWindow } from '../../services/browser-window';
import type { ConsentService } from '../../services/consent-service';
import type { CookieService } from '../../services/cookie-service';
import type { Logger } from '../../services/logger';
import type { QaEntry, QaJournal, QaRequestEntry } from '../../services/qa-journal';
import type { QaInspector } from '../../services/qa-inspector';
import type { VisitorService } from '../../services/visitor-service';
import { BeaconDecoder } from './beacon-decoder';
import { beaconsView } from './beacons-view';
import { consentView } from './consent-view';
import { dataElementsView } from './data-elements-view';
import { dataLayerView } from './data-layer-view';
import { h } from './dom';
import { INSPECTOR_STYLES } from './inspector-styles';
import { logView } from './log-view';
import { copyText, download, tablesAsText } from './panel-actions';
import { personalizationView } from './personalization-view';
import { outboxView } from './outbox-view';
import { QaHistory } from './qa-history';
import type { QaEntryView } from './rule-entries';
import { viewOfEntry } from './rule-entries';
import type { Tab } from './tab-counts';
import { countOf } from './tab-counts';
import { rulesView } from './rules-view';
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
/** The consent provider's banner containers: the panel keeps clear of them. */
const BANNER_SELECTORS = '#consent_blackbar, #truste-consent-track, .truste_box_overlay, .truste_overlay';
/** sessionStorage key of the panel's state: the open tab and whether it is folded. */
const PANEL_KEY = 'tag-container.qa.panel';

/**
 * The QA inspector's panel, in a shadow root at the bottom right of the page. It reads the QA
 * journal (what the container did and sent, from its first rule on), the runtime's services for
 * the state of the page now, and keeps the analytics hits of the tab in its history.
 */
export class QaInspectorImpl implements QaInspector {
    protected readonly window: BrowserWindow;
    protected readonly journal: QaJournal;
    protected readonly engine: RuleEngine;
    protected readonly dataElements: DataElementRegistry;
    protected readonly visitor: VisitorService;
    protected readonly consent: ConsentService;
    protected readonly cookies: CookieService;
    protected readonly logger: Logger;

    protected host: HTMLElement | undefined;
    protected panel: HTMLElement | undefined;
    protected body: HTMLElement | undefined;
    protected status: HTMLElement | undefined;
    protected tab: Tab = 'rules';
    protected collapsed = false;
    protected filter = '';
    protected history: QaHistory | undefined;
    protected renderTimer: ReturnType<typeof setTimeout> | undefined;
    /** The panel's place: above a consent banner at the bottom of the window, when there is one. */
    protected placement: CSSStyleSheet | undefined;
    protected bottom = -1;

    constructor(options: QaInspectorOptions) {
        ({ window: this.window, journal: this.journal, engine: this.engine, dataElements: this.dataElements } = options);
        ({ visitor: this.visitor, consent: this.consent, cookies: this.cookies, logger: this.logger } = options);
    }

    show(): void {
        if (this.host) {
            return;
        }
        this.history = new QaHistory(this.storage(), this.pageStart);
        // Hits sent before this file came in, then each new one as it leaves: the history outlives the page.
        this.journal.entries.forEach(entry => this.keep(entry));
        this.journal.subscribe(entry => {
            this.keep(entry);
            this.scheduleRender();
        });
        this.restoreState();
        const document = this.window.document;
        if (document.body) {
            this.mount();
        } else {
            document.addEventListener('DOMContentLoaded', () => this.mount(), { once: true });
        }
    }

    protected get pageStart(): number {
        return Math.round(this.window.performance?.timeOrigin ?? 0);
    }

    protected keep(entry: QaEntry): void {
        if (entry.kind === 'request' && BeaconDecoder.isBeacon(entry.url)) {
            this.history?.add(entry as QaRequestEntry);
        }
    }

    protected mount(): void {
        const document = this.window.document;
        const host = (this.host = h(document, 'div', { id: 'qa-inspector', 'aria-label': 'QA inspector' }));
        const root = host.attachShadow({ mode: 'open' });
        this.applyStyles(root);
        const search = h(document, 'input', {
            type: 'search',
            placeholder: 'filter',
            'aria-label': 'Filter the view',
            oninput: event => {
                this.filter = (event.target as HTMLInputElement).value.trim();
                this.render();
            }
        }) as HTMLInputElement;
        this.body = h(document, 'div', { class: 'qa-body' });
        this.status = h(document, 'div', { class: 'qa-status', role: 'status' });
        this.panel = h(
            document,
            'div',
            { class: 'qa-panel' },
            h(
                document,
                'header',
                {},
                h(document, 'strong', {}, 'QA inspector'),
                h(
                    document,
                    'nav',
                    {},
                    ...TABS.map(tab => h(document, 'button', { type: 'button', 'data-tab': tab, onclick: () => this.open(tab) }, tab))
                ),
                search,
                h(
                    document,
                    'span',
                    { class: 'qa-tools' },
                    h(
                        document,
                        'button',
                        {
                            type: 'button',
                            'data-action': 'copy-view',
                            title: 'Copy the tables of this view, tab-separated',
                            onclick: () => this.copy(this.viewAsTable(), 'the view as a table')
                        },
                        'Copy'
                    ),
                    h(
                        document,
                        'button',
                        {
                            type: 'button',
                            'data-action': 'export',
                            title: 'Download everything the inspector holds as JSON',
                            onclick: () => this.exportJournal()
                        },
                        'Export'
                    ),
                    h(
                        document,
                        'button',
                        { type: 'button', class: 'toggle', 'aria-label': 'Fold or unfold', onclick: () => this.fold(!this.collapsed) },
                        '▾'
                    )
                )
            ),
            this.status,
            this.body
        );
        root.appendChild(this.panel);
        document.body.appendChild(host);
        this.render();
        // Banners come and go (the provider's script loads late, the visitor closes it).
        this.window.setInterval(() => this.place(), 1000);
    }

    /** Keeps the panel above a consent banner that sits at the bottom of the window: QA must see both. */
    protected place(): void {
        const height = this.window.innerHeight;
        const tops = Array.from(this.window.document.querySelectorAll(BANNER_SELECTORS))
            .map(element => element.getBoundingClientRect())
            .filter(rect => rect.height > 0 && rect.bottom >= height - 2 && rect.top > height / 3)
            .map(rect => rect.top);
        const bottom = tops.length > 0 ? Math.round(height - Math.min(...tops)) + 8 : 8;
        if (bottom !== this.bottom && this.placement) {
            this.bottom = bottom;
            this.placement.replaceSync(
                `:host { bottom: ${bottom}px; } .qa-panel { max-height: ${Math.max(160, Math.min(420, height - bottom - 8))}px; }`
            );
        }
    }

    /** A constructed stylesheet: a strict CSP forbids inline `<style>` and style attributes, not this. */
    protected applyStyles(root: ShadowRoot): void {
        try {
            const sheet = new this.window.CSSStyleSheet();
            sheet.replaceSync(INSPECTOR_STYLES);
            this.placement = new this.window.CSSStyleSheet();
            root.adoptedStyleSheets = [sheet, this.placement];
        } catch {
            // A browser without constructed stylesheets shows the panel unstyled; it still works.
        }
    }

    protected open(tab: Tab): void {
        this.tab = tab;
        this.fold(false);
    }

    protected fold(collapsed: boolean): void {
        this.collapsed = collapsed;
        this.saveState();
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
        this.place();
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
            content = h(this.window.document, 'p', { class: 'qa-summary' }, `This view failed: ${(error as Error).message}`);
            this.logger.warn('The QA inspector could not show a view.', error);
        }
        this.body.replaceChildren(content);
    }

    /** The journal's entries as the views read them. */
    protected entries(): QaEntryView[] {
        return this.journal.entries.map(viewOfEntry);
    }

    protected context(): ViewContext {
        return {
            window: this.window,
            document: this.window.document,
            entries: this.entries(),
            history: this.history?.read() ?? [],
            pageStart: this.pageStart,
            filter: this.filter,
            rules: this.engine.rules,
            dataElements: this.dataElements,
            visitor: this.visitor,
            consent: this.consent,
            cookies: this.cookies,
            copy: (text, what) => this.copy(text, what),
            refresh: () => this.render()
        };
    }

    protected copy(text: string, what: string): void {
        void copyText(this.window, this.panel, text).then(copied =>
            this.say(copied ? `Copied ${what}.` : `The browser refused to copy ${what}.`)
        );
    }

    /** The tables of the open view, tab-separated rows, as a spreadsheet takes them. */
    protected viewAsTable(): string {
        return tablesAsText(Array.from(this.body?.querySelectorAll('table') ?? []));
    }

    protected exportJournal(): void {
        const data = {
            page: this.window.location.href,
            exported: new Date().toISOString(),
            entries: this.entries(),
            history: this.history?.read() ?? []
        };
        download(
            this.window,
            this.panel,
            `tag-container-qa-${this.window.location.hostname}-${Date.now()}.json`,
            JSON.stringify(data, undefined, 2)
        );
        this.say('Exported the journal and the history as JSON.');
    }

    protected say(message: string): void {
        if (this.status) {
            this.status.textContent = message;
        }
    }

    protected storage(): Storage | undefined {
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
    protected restoreState(): void {
        try {
            const state = JSON.parse(this.storage()?.getItem(PANEL_KEY) ?? '{}') as { tab?: Tab; collapsed?: boolean };
            this.tab = state.tab && TABS.includes(state.tab) ? state.tab : this.tab;
            this.collapsed = state.collapsed ?? true;
        } catch {
            // A state that cannot be read: the panel starts folded on the rules.
            this.collapsed = true;
        }
        if (/[?&]qa=1(&|#|$)/.test(this.window.location.search)) {
            this.collapsed = false;
            this.saveState();
        }
    }

    protected saveState(): void {
        try {
            this.storage()?.setItem(PANEL_KEY, JSON.stringify({ tab: this.tab, collapsed: this.collapsed }));
        } catch {
            // Not kept: the next page opens the panel as it was at first.
        }
    }
}
