import { expect } from 'chai';
import { PANEL_KEY, PanelState } from '../../../../src/extensions/qa/panel-state';
import type { Tab } from '../../../../src/extensions/qa/tab-counts';
import type { BrowserWindow } from '../../../../src/services/browser-window';
import { openTestPage } from '../../setup';

describe("The QA panel's state", () => {
    const TABS: Tab[] = ['rules', 'beacons', 'errors'];

    function stateOn(url: string): { state: PanelState; window: BrowserWindow } {
        const window = openTestPage(url).window as unknown as BrowserWindow;
        return { state: new PanelState(window, TABS), window };
    }

    it('opens folded on the first tab when the tab kept nothing', () => {
        const { state } = stateOn('https://www.alderway.com/');
        expect(state.restore('rules')).to.deep.equal({ tab: 'rules', collapsed: true });
    });

    it('opens as the last page left it, and kept what the next one needs', () => {
        const { state, window } = stateOn('https://www.alderway.com/');
        state.save({ tab: 'beacons', collapsed: false });
        expect(window.sessionStorage.getItem(PANEL_KEY)).to.equal('{"tab":"beacons","collapsed":false}');
        expect(state.restore('rules')).to.deep.equal({ tab: 'beacons', collapsed: false });
    });

    it('ignores a tab it does not have and a state it cannot read', () => {
        const { state, window } = stateOn('https://www.alderway.com/');
        window.sessionStorage.setItem(PANEL_KEY, '{"tab":"gone","collapsed":false}');
        expect(state.restore('rules')).to.deep.equal({ tab: 'rules', collapsed: false });
        window.sessionStorage.setItem(PANEL_KEY, '{not json');
        expect(state.restore('errors')).to.deep.equal({ tab: 'errors', collapsed: true });
    });

    it('opens unfolded with ?qa=1, and keeps it so', () => {
        const { state, window } = stateOn('https://www.alderway.com/?qa=1');
        window.sessionStorage.setItem(PANEL_KEY, '{"tab":"errors","collapsed":true}');
        expect(state.restore('rules')).to.deep.equal({ tab: 'errors', collapsed: false });
        expect(JSON.parse(window.sessionStorage.getItem(PANEL_KEY)!)).to.deep.equal({ tab: 'errors', collapsed: false });
    });

    it('works on without storage the page may not open', () => {
        const window = openTestPage('https://www.alderway.com/').window;
        Object.defineProperty(window, 'sessionStorage', {
            get() {
                throw new DOMException('denied', 'SecurityError');
            }
        });
        const state = new PanelState(window as unknown as BrowserWindow, TABS);
        expect(state.storage()).to.equal(undefined);
        state.save({ tab: 'beacons', collapsed: false });
        expect(state.restore('rules')).to.deep.equal({ tab: 'rules', collapsed: true });
    });
});
