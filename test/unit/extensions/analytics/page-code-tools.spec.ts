import { expect } from 'chai';
import { pageCodeLink, queryParameter } from '../../../../src/extensions/analytics/page-code-tools';
import type { BrowserWindow } from '../../../../src/services/browser-window';
import { testDom } from '../../setup';
import { resetTestPage } from '../../test-container';

/** The page-code side of the tracker: the query parameters of `s.Util` and the link of `s.tl()` (`s.Util` itself: tracker-installer.spec.ts). */
describe('Page-code tools of the tracker', () => {
    describe('queryParameter', () => {
        it('finds a name as written, decodes + and escapes, and stops at the fragment', () => {
            const url = 'https://www.alderway.com/?cid=spring+sale%2025&CID=upper&empty=&q=a#cid=fragment';
            expect(queryParameter('cid', url)).to.equal('spring sale 25');
            expect(queryParameter('CID', url)).to.equal('upper');
            expect(queryParameter('empty', url)).to.equal('');
            expect(queryParameter('ci', url), 'a prefix of a name is not the name').to.equal('');
            expect(queryParameter('q', url)).to.equal('a');
        });

        it('answers "" without a name or a query', () => {
            expect(queryParameter('', 'https://www.alderway.com/?=x')).to.equal('');
            expect(queryParameter('cid', 'https://www.alderway.com/cid=x')).to.equal('');
        });

        it('splits on the given delimiter, & when it is empty', () => {
            expect(queryParameter('b', 'https://x.example/?a=1;b=2', ';')).to.equal('2');
            expect(queryParameter('b', 'https://x.example/?a=1&b=2', '')).to.equal('2');
        });

        it('keeps a malformed escape as it stands', () => {
            expect(queryParameter('q', 'https://x.example/?q=100%+off')).to.equal('100%+off');
        });
    });

    describe('pageCodeLink', () => {
        let window: BrowserWindow;

        // The page of this test: links are elements of its window.
        beforeEach(() => {
            resetTestPage();
            window = testDom.window as unknown as BrowserWindow;
        });

        it('is a page view without a link type, or without a name and a URL', () => {
            expect(pageCodeLink({ linkName: 'n' }, window).link).to.equal(undefined);
            expect(pageCodeLink({ linkType: 'o' }, window).link).to.equal(undefined);
            expect(pageCodeLink({ linkType: '', linkName: 'n' }, window).link).to.equal(undefined);
        });

        it('takes d and e in any case, and o for any other type', () => {
            expect(pageCodeLink({ linkType: 'D', linkName: 'n' }, window).link).to.deep.equal({ type: 'd', name: 'n', url: undefined });
            expect(pageCodeLink({ linkType: 'e', linkName: 'n' }, window).link!.type).to.equal('e');
            expect(pageCodeLink({ linkType: 'x', linkName: 'n' }, window).link!.type).to.equal('o');
        });

        it("takes linkURL, else the link element's href, without the query unless linkLeaveQueryString", () => {
            const anchor = testDom.window.document.createElement('a');
            anchor.href = 'https://www.alderway.com/file.pdf?token=1';
            expect(pageCodeLink({ linkType: 'd', linkObject: anchor }, window)).to.deep.equal({
                link: { type: 'd', name: undefined, url: 'https://www.alderway.com/file.pdf' },
                href: 'https://www.alderway.com/file.pdf?token=1'
            });
            expect(pageCodeLink({ linkType: 'd', linkObject: anchor, linkLeaveQueryString: true }, window).link!.url).to.equal(
                'https://www.alderway.com/file.pdf?token=1'
            );
            expect(pageCodeLink({ linkType: 'e', linkObject: anchor, linkURL: 'https://partner.example/?a=1' }, window).link!.url).to.equal(
                'https://partner.example/'
            );
            expect(
                pageCodeLink({ linkType: 'e', linkObject: { href: 'https://not.an.element/' }, linkName: 'n' }, window).href,
                'only DOM elements count'
            ).to.equal(undefined);
        });
    });
});
