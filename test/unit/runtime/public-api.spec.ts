import { expect } from 'chai';
import type { Container } from 'inversify';
import { ContainerModule } from 'inversify';
import * as sinon from 'sinon';
import { DataElementRegistry } from '../../../src/runtime/data-element-registry';
import type { SatelliteApi, SatelliteWindow } from '../../../src/runtime/public-api';
import { PublicApi } from '../../../src/runtime/public-api';
import { RuleEngine } from '../../../src/runtime/rule-engine';
import { VisitorIdProvider } from '../../../src/runtime/visitor-id-provider';
import { captureConsole } from '../console-capture';
import { testDom } from '../setup';
import type { TestRule } from '../test-container';
import { createTestContainer, resetTestPage, withRules } from '../test-container';

describe('PublicApi (_satellite)', () => {
    let container: Container;
    let window: SatelliteWindow;
    let satellite: SatelliteApi;
    let tracked: unknown[];

    function install(modules: ContainerModule[] = []): void {
        const rule: TestRule = {
            id: 'apply',
            trigger: { type: 'direct-call', identifier: 'job-apply' },
            action: event => {
                tracked.push(event.detail);
            }
        };
        container = createTestContainer({
            modules: [withRules(rule), ...modules],
            buildInfo: { environment: 'staging', version: '1.2.3' }
        });
        container.get<PublicApi>(PublicApi).install();
        container.get<RuleEngine>(RuleEngine).start();
        satellite = window._satellite as SatelliteApi;
    }

    beforeEach(() => {
        resetTestPage();
        window = testDom.window as unknown as SatelliteWindow;
        tracked = [];
    });

    afterEach(() => {
        container.get<RuleEngine>(RuleEngine).stop();
        sinon.restore();
    });

    it('track() runs direct-call rules with the detail', () => {
        install();
        satellite.track('job-apply', { jobId: 'J-1' });
        expect(tracked).to.deep.equal([{ jobId: 'J-1' }]);
    });

    it('getVar() and setVar() read data elements and custom variables', () => {
        install();
        container.get<DataElementRegistry>(DataElementRegistry).register({ name: 'page name', get: () => 'careers:job' });
        satellite.setVar('coupon', 'SAVE10');
        satellite.setVar({ newRegistrant: 'Y' });
        expect(satellite.getVar('page name')).to.equal('careers:job');
        expect(satellite.getVar('coupon')).to.equal('SAVE10');
        expect(satellite.getVar('newRegistrant')).to.equal('Y');
    });

    it('cookie.get/set/remove work with days and on the registrable domain', () => {
        install();
        satellite.cookie.set('assistant_status', 'Y', { expires: 30 });
        expect(satellite.cookie.get('assistant_status')).to.equal('Y');
        expect(window.document.cookie).to.contain('assistant_status=Y');
        satellite.cookie.remove('assistant_status');
        expect(satellite.cookie.get('assistant_status')).to.equal(undefined);
        satellite.setCookie('legacy', 'v', 1);
        expect(satellite.readCookie('legacy')).to.equal('v');
        satellite.removeCookie('legacy');
        expect(satellite.readCookie('legacy')).to.equal(undefined);
    });

    it('setDebug() switches verbose logging and logger writes for page code', () => {
        install();
        const console = captureConsole();
        satellite.logger.log('hidden');
        satellite.setDebug(true);
        satellite.logger.log('shown');
        expect(console.lines('log')).to.deep.equal(['\u{1F680} [Custom Script] shown']);
        expect(window.localStorage.getItem('com.adobe.reactor.debug')).to.equal('true');
    });

    it('tells build info and environment', () => {
        install();
        expect(satellite.buildInfo).to.include({ environment: 'staging', version: '1.2.3' });
        expect(satellite.buildInfo.buildDate).to.match(/^\d{4}-\d\d-\d\dT/);
        expect(satellite.environment).to.deep.equal({ stage: 'staging', name: 'staging' });
    });

    it('getVisitorId() asks the visitor extension, and is null without one', () => {
        install();
        expect(satellite.getVisitorId()).to.equal(null);
        container.get<RuleEngine>(RuleEngine).stop();
        const visitor = { getMarketingCloudVisitorID: () => '123' };
        install([
            new ContainerModule(bind => {
                bind(VisitorIdProvider).toConstantValue({ getVisitorId: () => visitor });
            })
        ]);
        expect(satellite.getVisitorId()).to.equal(visitor);
    });

    it('keeps monitors page code registered before the container loaded', () => {
        const monitors = [{ ruleCompleted: () => undefined }];
        window._satellite = { _monitors: monitors };
        install();
        expect(satellite._monitors).to.equal(monitors);
        expect(typeof satellite.track).to.equal('function');
    });

    it('never throws into page code, whatever it passes', () => {
        install();
        const console = captureConsole();
        container.get<DataElementRegistry>(DataElementRegistry).register({ name: 'x', get: () => 1 });
        sinon.stub(container.get<DataElementRegistry>(DataElementRegistry), 'getVar').throws(new Error('registry broke'));
        expect(() => satellite.getVar('x')).not.to.throw();
        expect(() => satellite.track(undefined as unknown as string)).not.to.throw();
        expect(() => satellite.cookie.set(undefined as unknown as string, undefined as unknown as string)).not.to.throw();
        expect(console.lines('error')[0]).to.contain('_satellite.getVar failed.');
    });
});
