import { h } from './dom';
import type { Tab } from './tab-counts';

/** What the panel's header does when QA uses it. */
export interface PanelHeaderActions {
    readonly tabs: readonly Tab[];
    open(tab: Tab): void;
    filter(text: string): void;
    copyView(): void;
    exportJournal(): void;
    fold(): void;
}

/** The panel's header: its title, a button per tab, the filter, and the tools (copy, export, fold). */
export function panelHeader(document: Document, actions: PanelHeaderActions): HTMLElement {
    const tool = (action: string | undefined, title: string, label: string, onclick: () => void) =>
        h(
            document,
            'button',
            action
                ? { type: 'button', 'data-action': action, title, onclick }
                : { type: 'button', class: 'toggle', 'aria-label': title, onclick },
            label
        );
    return h(
        document,
        'header',
        {},
        h(document, 'strong', {}, 'QA inspector'),
        h(
            document,
            'nav',
            {},
            ...actions.tabs.map(tab => h(document, 'button', { type: 'button', 'data-tab': tab, onclick: () => actions.open(tab) }, tab))
        ),
        h(document, 'input', {
            type: 'search',
            placeholder: 'filter',
            'aria-label': 'Filter the view',
            oninput: event => actions.filter((event.target as HTMLInputElement).value.trim())
        }),
        h(
            document,
            'span',
            { class: 'qa-tools' },
            tool('copy-view', 'Copy the tables of this view, tab-separated', 'Copy', () => actions.copyView()),
            tool('export', 'Download everything the inspector holds as JSON', 'Export', () => actions.exportJournal()),
            tool(undefined, 'Fold or unfold', '▾', () => actions.fold())
        )
    );
}
