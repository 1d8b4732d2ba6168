import { expect } from 'chai';
import { PageExits } from '../../../src/runtime/page-exits';
import { testDom } from '../setup';
import { resetTestPage } from '../test-container';

describe('PageExits (whether a click takes the page away)', () => {
    let exits: PageExits;

    beforeEach(() => {
        resetTestPage('https://www.alderway.com/');
        testDom.window.name = 'main';
        exits = new PageExits(testDom.window as unknown as Window);
    });

    after(() => resetTestPage());

    function element(html: string, selector = 'a, area, button, input, span'): Element {
        testDom.window.document.body.innerHTML = html;
        return testDom.window.document.querySelector(selector)!;
    }

    function click(init: MouseEventInit = {}): MouseEvent {
        return new testDom.window.MouseEvent('click', { button: 0, cancelable: true, ...init });
    }

    it('says a same-window link leaves, with its address for a link delay, by every name of this window', () => {
        for (const target of ['', '_self', 'main', '_top', '_parent']) {
            expect(exits.of(click(), element(`<a href="/cars.html" target="${target}">Cars</a>`)), target).to.deep.equal({
                leavesPage: true,
                link: 'https://www.alderway.com/cars.html'
            });
        }
        expect(
            exits.of(click(), element('<a href="/cars.html"><span>Cars</span></a>', 'span')).leavesPage,
            'from inside the link'
        ).to.equal(true);
    });

    it('says links that stay do not leave: in-page anchors, scripts, mail, phone, downloads and other windows', () => {
        for (const html of [
            '<a href="#top">Top</a>',
            '<a href="javascript:void(0)">x</a>',
            '<a href="mailto:a@b.c">Mail</a>',
            '<a href="tel:+15550100">Call</a>',
            '<a href="/brochure.pdf" download>PDF</a>',
            '<a href="/cars.html" target="_blank">Cars</a>',
            '<a href="/cars.html" target="other">Cars</a>'
        ]) {
            expect(exits.of(click(), element(html)), html).to.deep.equal({ leavesPage: false });
        }
    });

    it('says a click another button, a modifier key or a handler took does not leave', () => {
        const link = element('<a href="/cars.html">Cars</a>');
        for (const init of [{ button: 1 }, { ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }]) {
            expect(exits.of(click(init), link).leavesPage, JSON.stringify(init)).to.equal(false);
        }
        const handled = click();
        handled.preventDefault();
        expect(exits.of(handled, link).leavesPage, 'prevented').to.equal(false);
    });

    it("says a form's submit button leaves, with no link to hold, and a loose button does not", () => {
        expect(exits.of(click(), element('<form><button type="submit">Save</button></form>'))).to.deep.equal({ leavesPage: true });
        expect(exits.of(click(), element('<form><input type="submit" value="Go"></form>'))).to.deep.equal({ leavesPage: true });
        expect(exits.of(click(), element('<button>Open</button>'))).to.deep.equal({ leavesPage: false });
        expect(exits.of(undefined, undefined)).to.deep.equal({ leavesPage: false });
    });
});
