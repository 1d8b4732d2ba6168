import { expect } from 'chai';
import { PanelPlacement } from '../../../../src/extensions/qa/panel-placement';
import type { BrowserWindow } from '../../../../src/services/browser-window';
import { openTestPage } from '../../setup';

describe("The QA panel's placement", () => {
    /** A window whose stylesheets record what they were given, as jsdom has no constructed stylesheets. */
    function placementOn(bannerTop: number | undefined): {
        placement: PanelPlacement;
        sheets: string[][];
        root: { adoptedStyleSheets: unknown[] };
    } {
        const window = openTestPage('https://www.alderway.com/').window;
        const sheets: string[][] = [];
        class RecordingSheet {
            readonly texts: string[] = [];
            constructor() {
                sheets.push(this.texts);
            }
            replaceSync(text: string): void {
                this.texts.push(text);
            }
        }
        Object.assign(window, { CSSStyleSheet: RecordingSheet, innerHeight: 800 });
        if (bannerTop !== undefined) {
            const banner = window.document.createElement('div');
            banner.id = 'consent_blackbar';
            banner.getBoundingClientRect = () => ({ top: bannerTop, bottom: 800, height: 800 - bannerTop }) as DOMRect;
            window.document.body.appendChild(banner);
        }
        const root = { adoptedStyleSheets: [] as unknown[] };
        const placement = new PanelPlacement(window as unknown as BrowserWindow);
        placement.adopt(root as unknown as ShadowRoot);
        return { placement, sheets, root };
    }

    it("adopts the inspector's styles and a sheet of its own for the place", () => {
        const { root, sheets } = placementOn(undefined);
        expect(root.adoptedStyleSheets).to.have.length(2);
        expect(sheets[0][0]).to.contain('.qa-panel');
    });

    it('sits above a consent banner at the bottom of the window', () => {
        const { placement, sheets } = placementOn(650);
        placement.place();
        expect(sheets[1]).to.deep.equal([':host { bottom: 158px; } .qa-panel { max-height: 420px; }']);
    });

    it('sits in the corner without a banner, and writes its place only when it moves', () => {
        const { placement, sheets } = placementOn(undefined);
        placement.place();
        placement.place();
        expect(sheets[1]).to.deep.equal([':host { bottom: 8px; } .qa-panel { max-height: 420px; }']);
    });

    it('shows the panel unstyled where the browser has no constructed stylesheets', () => {
        const window = openTestPage('https://www.alderway.com/').window;
        Object.assign(window, { CSSStyleSheet: undefined });
        const placement = new PanelPlacement(window as unknown as BrowserWindow);
        expect(() => placement.adopt({} as ShadowRoot)).not.to.throw();
        expect(() => placement.place()).not.to.throw();
    });
});
