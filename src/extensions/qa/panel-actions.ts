import type { BrowserWindow } from '../../services/browser-window';
import { h } from './dom';

/**
 * Puts text on the clipboard: the async clipboard where the page allows it, else a selected text
 * area and the copy command (plain http pages). Resolves whether it worked.
 */
export async function copyText(window: BrowserWindow, panel: HTMLElement | undefined, text: string): Promise<boolean> {
    try {
        await window.navigator.clipboard.writeText(text);
        return true;
    } catch {
        const area = h(window.document, 'textarea', {}, text) as HTMLTextAreaElement;
        panel?.appendChild(area);
        area.select();
        try {
            return window.document.execCommand('copy');
        } catch {
            return false;
        } finally {
            area.remove();
        }
    }
}

/** Tables as tab-separated rows, one blank line between tables: a spreadsheet pastes them as columns. */
export function tablesAsText(tables: readonly HTMLTableElement[]): string {
    return tables
        .map(table =>
            Array.from(table.rows)
                .map(row =>
                    Array.from(row.cells)
                        .map(cell => (cell.textContent ?? '').replace(/[\t\r\n]+/g, ' ').trim())
                        .join('\t')
                )
                .join('\n')
        )
        .join('\n\n');
}

/** Downloads text as a file, through a link in the panel. */
export function download(window: BrowserWindow, panel: HTMLElement | undefined, name: string, text: string): void {
    const url = window.URL.createObjectURL(new window.Blob([text], { type: 'application/json' }));
    const link = h(window.document, 'a', { href: url, download: name });
    panel?.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => window.URL.revokeObjectURL(url), 1000);
}
