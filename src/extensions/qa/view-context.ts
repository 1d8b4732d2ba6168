import type { DataElementRegistry } from '../../runtime/data-element-registry';
import type { RuleDescriptor } from '../../runtime/rule';
import type { RuleEngine } from '../../runtime/rule-engine';
import type { BrowserWindow } from '../../services/browser-window';
import type { ConsentService } from '../../services/consent-service';
import type { CookieService } from '../../services/cookie-service';
import type { Logger } from '../../services/logger';
import type { QaJournal } from '../../services/qa-journal';
import type { VisitorService } from '../../services/visitor-service';
import type { Attributes, Child } from './dom';
import { append, h } from './dom';
import type { HistoryHit } from './qa-history';
import type { QaEntryView } from './rule-entries';

/** What the inspector reads: the page, the QA journal, and the runtime's and services' state now. */
export interface QaInspectorOptions extends Pick<ViewContext, 'window' | 'dataElements' | 'visitor' | 'consent' | 'cookies'> {
    readonly journal: QaJournal;
    readonly engine: RuleEngine;
    readonly logger: Logger;
}

/** What a view of the inspector reads, and what it can ask the panel to do. */
export interface ViewContext {
    readonly window: BrowserWindow;
    readonly document: Document;
    /** What the container did on this page, oldest first. */
    readonly entries: readonly QaEntryView[];
    /** The tab's last analytics hits, this page's included. */
    readonly history: readonly HistoryHit[];
    /** When this page started: history hits of this page carry it. */
    readonly pageStart: number;
    /** The search box: rows whose text does not contain it (case-insensitive) are left out. */
    readonly filter: string;
    readonly rules: readonly RuleDescriptor[];
    readonly dataElements: DataElementRegistry;
    readonly visitor: VisitorService;
    readonly consent: ConsentService;
    readonly cookies: CookieService;
    /** Puts text on the clipboard and says so in the panel. */
    copy(text: string, what: string): void;
    /** Renders the current view again (after a button changed something). */
    refresh(): void;
}

/** A view of the inspector: a tab's content for the page as it is now. */
export type InspectorView = (context: ViewContext) => Node;

export interface Row {
    readonly cells: readonly Child[];
    readonly attributes?: Attributes;
}

/** Whether a row passes the search box. */
export function matches(context: ViewContext, text: string): boolean {
    return !context.filter || text.toLowerCase().includes(context.filter.toLowerCase());
}

/** A table of the view; rows the search box excludes are left out, `empty` says when none is left. */
export function table(context: ViewContext, headers: readonly string[], rows: readonly Row[], empty: string): HTMLElement {
    const document = context.document;
    const kept = rows.filter(row =>
        matches(context, row.cells.map(cell => (cell instanceof Node ? cell.textContent : String(cell ?? ''))).join(' '))
    );
    if (kept.length === 0) {
        return h(
            document,
            'p',
            { class: 'qa-summary' },
            context.filter && rows.length > 0 ? `Nothing matches "${context.filter}".` : empty
        );
    }
    const body = h(document, 'tbody');
    for (const row of kept) {
        const tr = h(document, 'tr', row.attributes);
        for (const cell of row.cells) {
            append(tr, [h(document, 'td', {}, cell)]);
        }
        body.appendChild(tr);
    }
    return h(
        document,
        'table',
        { class: 'qa-table' },
        h(document, 'thead', {}, h(document, 'tr', {}, ...headers.map(header => h(document, 'th', {}, header)))),
        body
    );
}

/** Milliseconds since the page started, as the views show times. */
export function pageTime(context: ViewContext, time: number): string {
    return `${Math.max(0, Math.round(time - context.pageStart))} ms`;
}
