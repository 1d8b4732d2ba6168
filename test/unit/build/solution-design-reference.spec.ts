import { expect } from 'chai';
import { Container } from 'inversify';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { renderSdr } from '../../../scripts/sdr';
import { VARIABLE_MAP } from '../../../src/config/variable-map';
import { consentModule } from '../../../src/extensions/consent/consent-module';
import { RULE_MODULES } from '../../../src/rules/rules-module';
import { ContainerRuntime } from '../../../src/runtime/container-runtime';
import { DataElementRegistry } from '../../../src/runtime/data-element-registry';
import type { RuleClass } from '../../../src/runtime/rule';
import { RuleContribution } from '../../../src/runtime/rule';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import { createTestContainer, resetTestPage } from '../test-container';

/** Every tracked value of docs/requirements.md §3, by the key the variable map gives it. */
const SPEC_TRACKED_VALUES: Record<string, string> = {
    'page name': 'pageName',
    'loyalty id': 'loyaltyId',
    'loyalty number': 'loyaltyNumber',
    'loyalty email': 'loyaltyEmail',
    'loyalty city': 'loyaltyCity',
    'loyalty postal code': 'loyaltyPostalCode',
    'loyalty state/province': 'loyaltyStateProvince',
    'loyalty country': 'loyaltyCountry',
    'coupon code': 'couponCode',
    'new-registrant flag': 'newRegistrant',
    'funnel start marker': 'funnelStart',
    'first data-layer item (job description)': 'jobDescription',
    referrer: 'referrer',
    gclid: 'gclid',
    et_rid: 'etRid',
    et_cid: 'etCid',
    'login/register button text': 'loyaltyButtonText',
    'URL hash': 'urlHash',
    'error text': 'errorText',
    'assistant-modal status': 'assistantStatus',
    'vehicle make': 'vehicleMake',
    'vehicle model': 'vehicleModel',
    'vehicle series': 'vehicleSeries',
    'vehicle VIN': 'vehicleVin',
    'FAQ question text': 'faqQuestion',
    'data-track attribute': 'dataTrack',
    'child reporting suite id': 'childSuite',
    environment: 'environment',
    'approved-domain lookup': 'approvedDomain',
    'GDPR consent': 'gdprConsent',
    'page-view: server host': 'server',
    'page-view: campaign code': 'campaign',
    'page-view: internal-campaign id': 'internalCampaign',
    'page-view: previous page': 'previousPage',
    'page-view: percent of page viewed': 'percentViewed',
    'page-view: consent geolocation': 'consentGeolocation',
    'page-view: consent groups': 'consentGroups',
    'page-view: visit-start timing': 'visitStart',
    'data-layer event: event name': 'dataLayerEvent',
    'data-layer event: link text': 'linkText',
    'data-layer event: link region': 'linkRegion',
    'data-layer event: link target': 'linkTarget',
    'data-layer event: link file name': 'linkFileName',
    'data-layer event: validation metadata': 'dataLayerValidation'
};

/** docs/requirements.md §9.5's fixed event numbers. */
const FIXED_EVENTS: Record<string, string> = {
    consentAccept: 'event297',
    consentPolicyLink: 'event298',
    consentManage: 'event299',
    consentReject: 'event201',
    loyaltyRegistration: 'event375',
    careersApply: 'event413'
};

describe('Solution design reference', () => {
    after(() => resetTestPage());

    it('has a row for every tracked value of docs/requirements.md §3', () => {
        const keys = new Set(VARIABLE_MAP.map(row => row.key));
        const missing = Object.entries(SPEC_TRACKED_VALUES)
            .filter(([, key]) => !keys.has(key))
            .map(([value]) => value);
        expect(missing).to.deep.equal([]);
    });

    it('keeps the event numbers docs/requirements.md §9.5 fixes', () => {
        for (const [key, variable] of Object.entries(FIXED_EVENTS)) {
            expect(VARIABLE_MAP.find(row => row.key === key)?.variable, key).to.equal(variable);
        }
    });

    it('names only data elements the container registers', () => {
        const container = createTestContainer({ modules: [consentModule] });
        container.get<ContainerRuntime>(ContainerRuntime).start();
        container.get<RuleEngine>(RuleEngine).stop();
        const registered = new Set(container.get<DataElementRegistry>(DataElementRegistry).names());
        const unknown = VARIABLE_MAP.filter(row => row.source.kind === 'data element' && !registered.has(row.source.name)).map(
            row => row.source.name
        );
        expect(unknown).to.deep.equal([]);
    });

    it('names only rules that exist, in the rule lists of some site', () => {
        const probe = new Container();
        probe.load(...RULE_MODULES.map(entry => entry.module));
        const ids = new Set(probe.getAll<RuleClass>(RuleContribution).map(rule => rule.id));
        const named = VARIABLE_MAP.filter(row => row.source.kind === 'rule').map(row => row.source.name);
        expect(named.filter(name => !ids.has(name))).to.deep.equal([]);
        expect(named).to.include('data-layer-event');
    });

    it('is checked in as generated: docs/solution-design-reference.md equals `npm run sdr` output', () => {
        const file = readFileSync(path.resolve(__dirname, '../../../docs/solution-design-reference.md'), 'utf8');
        expect(file).to.equal(renderSdr());
    });

    it('lists every variable once, eVars before props before events, in number order', () => {
        const lines = renderSdr()
            .split('\n')
            .filter(line => line.startsWith('| eVar') || line.startsWith('| prop') || line.startsWith('| event'));
        const variables = lines.map(line => line.split('|')[1].trim());
        expect(new Set(variables).size).to.equal(variables.length);
        const firstProp = variables.findIndex(variable => variable.startsWith('prop'));
        const firstEvent = variables.findIndex(variable => variable.startsWith('event'));
        expect(variables.slice(0, firstProp).every(variable => variable.startsWith('eVar'))).to.equal(true);
        expect(variables.slice(firstProp, firstEvent).every(variable => variable.startsWith('prop'))).to.equal(true);
        const eVarNumbers = variables.slice(0, firstProp).map(variable => Number(variable.slice(4)));
        expect(eVarNumbers).to.deep.equal([...eVarNumbers].sort((a, b) => a - b));
    });
});
