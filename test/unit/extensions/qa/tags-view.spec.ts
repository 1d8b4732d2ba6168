import { expect } from 'chai';
import { tagsView } from '../../../../src/extensions/qa/tags-view';
import type { ViewContext } from '../../../../src/extensions/qa/view-context';
import type { QaEntry } from '../../../../src/services/qa-journal';
import { testDom } from '../../setup';

describe("The QA inspector's tags view", () => {
    function render(entries: QaEntry[], filter = ''): HTMLElement {
        const context = {
            window: testDom.window,
            document: testDom.window.document,
            entries,
            filter,
            pageStart: 1000
        } as unknown as ViewContext;
        return tagsView(context) as HTMLElement;
    }

    /** Each row as tag, status, why, since. */
    function rows(view: HTMLElement): string[][] {
        return [...view.querySelectorAll('tbody tr')].map(row => [...row.querySelectorAll('td')].map(cell => cell.textContent ?? ''));
    }

    it('shows each tag once, with its latest status, what it waits for or why it failed, and since when', () => {
        const view = render([
            { kind: 'tag', time: 1200, id: 'ad-pixel', status: 'waiting for consent', detail: 'advertising' },
            { kind: 'rule', time: 1210 } as unknown as QaEntry,
            { kind: 'tag', time: 1250, id: 'chat-widget', status: 'failed', detail: 'the script did not load in 30000 ms' },
            { kind: 'tag', time: 1900, id: 'ad-pixel', status: 'loaded' }
        ]);
        expect(rows(view)).to.deep.equal([
            ['ad-pixel', 'loaded', '', '900 ms'],
            ['chat-widget', 'failed', 'the script did not load in 30000 ms', '250 ms']
        ]);
        expect(view.querySelector('tr[data-tag="ad-pixel"]')?.getAttribute('data-status')).to.equal('loaded');
    });

    it('keeps the rows the search box matches, and says when no tag was decided yet', () => {
        const entries: QaEntry[] = [
            { kind: 'tag', time: 1100, id: 'site-health', status: 'loaded' },
            { kind: 'tag', time: 1100, id: 'ad-pixel', status: 'not applicable' }
        ];
        expect(rows(render(entries, 'HEALTH')).map(([id]) => id)).to.deep.equal(['site-health']);
        expect(render([]).textContent).to.equal('No tag decided yet: the tags are looked at once the window has loaded.');
    });
});
