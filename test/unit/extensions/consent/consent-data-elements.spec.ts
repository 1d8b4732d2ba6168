import { expect } from 'chai';
import { consentModule } from '../../../../src/extensions/consent/consent-module';
import { ContainerRuntime } from '../../../../src/runtime/container-runtime';
import { DataElementRegistry } from '../../../../src/runtime/data-element-registry';
import { RuleEngine } from '../../../../src/runtime/rule-engine';
import { testDom } from '../../setup';
import { createTestContainer, resetTestPage } from '../../test-container';

describe('Consent data elements (docs/requirements.md §5.1)', () => {
    function consentWith(cookies: Record<string, string>): Record<string, unknown> {
        resetTestPage('https://www.alderway.co.uk/');
        for (const [name, value] of Object.entries(cookies)) {
            testDom.window.document.cookie = `${name}=${value}; path=/`;
        }
        const container = createTestContainer({ modules: [consentModule] });
        container.get<ContainerRuntime>(ContainerRuntime).start();
        container.get<RuleEngine>(RuleEngine).stop();
        const elements = container.get<DataElementRegistry>(DataElementRegistry);
        return Object.fromEntries(
            ['gdpr consent', 'reversed consent', 'consent geolocation', 'consent groups'].map(name => [name, elements.getValue(name)])
        );
    }

    after(() => resetTestPage());

    const cases: Array<[string, Record<string, string>, boolean, string | undefined, string | undefined]> = [
        ['no banner cookies at all', {}, false, undefined, undefined],
        ['an EU visitor who accepted all', { notice_behavior: 'implied,eu', notice_gdpr_prefs: '0,1,2:' }, true, 'eu', '0,1,2'],
        ['an EU visitor who kept required only', { notice_behavior: 'expressed,eu', notice_gdpr_prefs: '0:' }, false, 'eu', '0'],
        ['an EU visitor before any choice', { notice_behavior: 'implied,eu' }, false, 'eu', undefined],
        ['a US visitor (opt-out region) with no choice', { notice_behavior: 'implied,us' }, true, 'us', undefined],
        // Managers whose regime is not known count as no consent (an opt-in regime is never read as consent).
        ['an unprovisioned location', { notice_behavior: 'none' }, false, 'none', undefined],
        ['a bare expressed behaviour', { notice_behavior: 'expressed' }, false, 'expressed', undefined],
        ['an empty behaviour', { notice_behavior: '' }, false, undefined, undefined],
        ['an opt-in Oceania manager', { notice_behavior: 'expressed,oc' }, false, 'oc', undefined],
        ['an opt-in Asia manager, accepted', { notice_behavior: 'expressed,as', notice_gdpr_prefs: '0,1,2:' }, true, 'as', '0,1,2'],
        ['an opt-out North America manager', { notice_behavior: 'implied,na' }, true, 'na', undefined],
        [
            'an opt-out region after a refusal (docs/requirements.md §5.1 keeps it tracked)',
            { notice_behavior: 'implied,us', notice_gdpr_prefs: '0:' },
            true,
            'us',
            '0'
        ],
        ['the pipe-delimited form', { notice_behavior: 'expressed|eu', notice_gdpr_prefs: '0|1|2:a1b2' }, true, 'eu', '0,1,2'],
        ['category 12 is not category 2', { notice_behavior: 'implied,eu', notice_gdpr_prefs: '0,1,12:' }, false, 'eu', '0,1,12'],
        ['a 2 in the record id is not consent', { notice_behavior: 'implied,eu', notice_gdpr_prefs: '0:2b2' }, false, 'eu', '0']
    ];
    for (const [label, cookies, given, geolocation, groups] of cases) {
        it(`${given ? 'gives' : 'withholds'} consent for ${label}`, () => {
            expect(consentWith(cookies)).to.deep.equal({
                'gdpr consent': given,
                'reversed consent': !given,
                'consent geolocation': geolocation,
                'consent groups': groups
            });
        });
    }
});
