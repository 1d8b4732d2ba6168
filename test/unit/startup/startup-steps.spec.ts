import { expect } from 'chai';
import { ContainerModule } from 'inversify';
import { rulesView } from '../../../src/extensions/qa/rules-view';
import type { ViewContext } from '../../../src/extensions/qa/view-context';
import { ContainerRuntime } from '../../../src/runtime/container-runtime';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import { StartupContribution } from '../../../src/runtime/startup-contribution';
import type { QaEntry } from '../../../src/services/qa-journal';
import { QaJournal } from '../../../src/services/qa-journal';
import { captureConsole } from '../console-capture';
import { VisitorTestPage } from '../extensions/visitor/visitor-test-page';
import { testDom } from '../setup';
import { createTestContainer, resetTestPage } from '../test-container';

/** The part of the inspector's context the rules view reads. */
function contextOf(entries: readonly QaEntry[], rules: ViewContext['rules']): ViewContext {
    return { document: testDom.window.document, entries, rules, filter: '', pageStart: 0 } as unknown as ViewContext;
}

describe('Start-up steps', () => {
    let page: VisitorTestPage;

    afterEach(() => page.stop());

    function startedOn(url: string): readonly QaEntry[] {
        captureConsole();
        page = new VisitorTestPage(url).start('staging');
        return page.container.get<QaJournal>(QaJournal).entries;
    }

    it('run in their order before the rule engine starts, and the QA journal lists them apart from the rules', () => {
        const entries = startedOn('https://www.alderway.com/');
        const steps = entries.filter(entry => entry.kind === 'startup');
        expect(steps.map(entry => entry.kind === 'startup' && `${entry.id} ${entry.order} ${entry.failed}`)).to.deep.equal([
            'consent-state 5 false',
            'visitor-id-service 20 false',
            'personalization 25 false',
            'analytics-tracker 30 false',
            'health-monitor 35 false'
        ]);
        const firstRuleEntry = entries.findIndex(entry => entry.kind === 'rule');
        expect(firstRuleEntry, 'a rule before the last step').to.be.greaterThan(entries.indexOf(steps[steps.length - 1]));
        const ruleIds = page.container.get<RuleEngine>(RuleEngine).rules.map(rule => rule.id);
        expect(ruleIds).not.to.include.members(['consent-state']);
        expect(ruleIds.filter(id => steps.some(step => step.kind === 'startup' && step.id === id))).to.deep.equal([]);
    });

    it('has no personalization step on a site the company does not personalize', () => {
        const steps = startedOn('https://careers.alderway.com/jobs/J-1').filter(entry => entry.kind === 'startup');
        expect(steps.map(entry => entry.kind === 'startup' && entry.id)).to.deep.equal([
            'consent-state',
            'visitor-id-service',
            'analytics-tracker',
            'health-monitor'
        ]);
    });

    it('go on past one that throws: its failure is logged, the next runs, and the rule engine starts', () => {
        resetTestPage('https://www.alderway.com/');
        const console = captureConsole();
        const ran: string[] = [];
        const step = (id: string, order: number, start: () => void): StartupContribution => ({ startupStep: { id, order }, start });
        const container = createTestContainer({
            modules: [
                new ContainerModule(bind => {
                    bind(StartupContribution).toConstantValue(step('second', 20, () => ran.push('second')));
                    bind(StartupContribution).toConstantValue(
                        step('broken', 10, () => {
                            throw new Error('no service');
                        })
                    );
                })
            ]
        });
        page = { stop: () => container.get<RuleEngine>(RuleEngine).stop() } as VisitorTestPage;
        expect(container.get<ContainerRuntime>(ContainerRuntime).start()).to.equal(true);
        expect(ran).to.deep.equal(['second']);
        expect(console.lines('error').join('\n')).to.contain('Start-up step broken failed.');
    });

    it("appear in the inspector's own list beside the rules, a failed one marked", () => {
        const entries: QaEntry[] = [
            { kind: 'startup', time: 3, id: 'consent-state', order: 5, failed: false },
            { kind: 'startup', time: 4, id: 'visitor-id-service', order: 20, failed: true }
        ];
        const view = rulesView(contextOf(entries, [{ id: 'page-view', trigger: { type: 'page-bottom' } }])) as HTMLElement;
        const list = view.querySelector('#qa-startup-steps')!;
        expect(
            [...list.querySelectorAll('[data-startup-step]')].map(
                row => `${row.getAttribute('data-startup-step')} ${row.getAttribute('data-status')}`
            )
        ).to.deep.equal(['consent-state ran', 'visitor-id-service failed']);
        expect(list.querySelector('[data-rule]'), 'no rule in the steps').to.equal(null);
        expect(view.querySelector('[data-rule="page-view"]'), 'the rules list').not.to.equal(null);
    });
});
