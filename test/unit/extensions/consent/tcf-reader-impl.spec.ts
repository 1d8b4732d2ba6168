import { expect } from 'chai';
import { TcfReaderImpl } from '../../../../src/extensions/consent/tcf-reader-impl';
import type { BrowserWindow } from '../../../../src/services/browser-window';
import type { TcData } from '../../../../src/services/tcf-reader';

type Callback = (data: TcData, success: boolean) => void;

/** The page's CMP (an edge): counts its `addEventListener` calls and answers when the test says. */
function cmp(): { window: BrowserWindow; registrations: () => number; answer(data: TcData, success?: boolean): void } {
    const callbacks: Callback[] = [];
    const __tcfapi = (command: string, version: number, callback: Callback) => {
        expect([command, version]).to.deep.equal(['addEventListener', 2]);
        callbacks.push(callback);
    };
    return {
        window: { __tcfapi } as unknown as BrowserWindow,
        registrations: () => callbacks.length,
        answer: (data, success = true) => callbacks.forEach(callback => callback(data, success))
    };
}

const DECIDED: TcData = { gdprApplies: true, eventStatus: 'useractioncomplete', tcString: 'CQ', vendor: { consents: { 565: true } } };

describe("TcfReaderImpl (the page's one reader of the IAB TCF CMP)", () => {
    it('listens to the CMP once, however many listen to it, and tells each of them every answer', () => {
        const page = cmp();
        const reader = new TcfReaderImpl({ window: page.window });
        const first: Array<TcData | undefined> = [];
        const second: Array<TcData | undefined> = [];
        expect(reader.subscribe(data => first.push(data))).to.equal(true);
        expect(reader.subscribe(data => second.push(data))).to.equal(true);
        page.answer(DECIDED);
        expect(page.registrations()).to.equal(1);
        expect(first).to.deep.equal([DECIDED]);
        expect(second).to.deep.equal([DECIDED]);
    });

    it("counts the CMP's UI shown, and a failed answer, as no decision", () => {
        const page = cmp();
        const heard: Array<TcData | undefined> = [];
        new TcfReaderImpl({ window: page.window }).subscribe(data => heard.push(data));
        page.answer({ gdprApplies: true, eventStatus: 'cmpuishown' });
        page.answer(DECIDED, false);
        page.answer(DECIDED);
        expect(heard).to.deep.equal([undefined, undefined, DECIDED]);
    });

    it('tells a listener that comes later the last answer at once, and nothing before the CMP answered', () => {
        const page = cmp();
        const reader = new TcfReaderImpl({ window: page.window });
        reader.subscribe(() => undefined);
        const early: Array<TcData | undefined> = [];
        reader.subscribe(data => early.push(data));
        expect(early, 'no answer yet').to.deep.equal([]);
        page.answer(DECIDED);
        const late: Array<TcData | undefined> = [];
        reader.subscribe(data => late.push(data));
        expect(late).to.deep.equal([DECIDED]);
        expect(page.registrations()).to.equal(1);
    });

    it('says false and keeps nothing where the page has no CMP, and listens once one is there', () => {
        const window = {} as BrowserWindow & { __tcfapi?: unknown };
        const reader = new TcfReaderImpl({ window });
        const heard: Array<TcData | undefined> = [];
        expect(reader.subscribe(data => heard.push(data))).to.equal(false);
        const page = cmp();
        window.__tcfapi = (page.window as unknown as { __tcfapi: unknown }).__tcfapi;
        expect(reader.subscribe(data => heard.push(data))).to.equal(true);
        page.answer(DECIDED);
        expect(heard, 'only the listener the reader kept').to.deep.equal([DECIDED]);
    });
});
