import { expect } from 'chai';
import * as sinon from 'sinon';
import type { PanelHeaderActions } from '../../../../src/extensions/qa/panel-header';
import { panelHeader } from '../../../../src/extensions/qa/panel-header';
import { testDom } from '../../setup';

describe("The QA panel's header", () => {
    function header(): { element: HTMLElement; actions: sinon.SinonStubbedInstance<PanelHeaderActions> } {
        const actions = {
            tabs: ['rules', 'beacons'],
            open: sinon.stub(),
            filter: sinon.stub(),
            copyView: sinon.stub(),
            exportJournal: sinon.stub(),
            fold: sinon.stub()
        } as unknown as sinon.SinonStubbedInstance<PanelHeaderActions>;
        return { element: panelHeader(testDom.window.document, actions), actions };
    }

    it('has a button per tab that opens it', () => {
        const { element, actions } = header();
        const buttons = [...element.querySelectorAll<HTMLButtonElement>('nav button')];
        expect(buttons.map(button => button.dataset.tab)).to.deep.equal(['rules', 'beacons']);
        buttons[1].click();
        expect(actions.open.calledOnceWith('beacons')).to.equal(true);
    });

    it('filters by what QA typed, trimmed', () => {
        const { element, actions } = header();
        const search = element.querySelector<HTMLInputElement>('input[type="search"]')!;
        search.value = '  page-view ';
        search.dispatchEvent(new testDom.window.Event('input'));
        expect(actions.filter.calledOnceWith('page-view')).to.equal(true);
    });

    it('copies, exports and folds from its tools', () => {
        const { element, actions } = header();
        element.querySelector<HTMLButtonElement>('[data-action="copy-view"]')!.click();
        element.querySelector<HTMLButtonElement>('[data-action="export"]')!.click();
        element.querySelector<HTMLButtonElement>('button.toggle')!.click();
        expect([actions.copyView.callCount, actions.exportJournal.callCount, actions.fold.callCount]).to.deep.equal([1, 1, 1]);
        expect(element.querySelector('button.toggle')!.getAttribute('aria-label')).to.equal('Fold or unfold');
    });
});
