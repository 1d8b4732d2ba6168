import { expect } from 'chai';
import type { BuildEnvironment } from '../../../src/services/build-info';
import { ServiceUrl } from '../../../src/services/service-url';
import { createTestContainer, resetTestPage } from '../test-container';

describe('ServiceUrl', () => {
    function on(url: string, environment: BuildEnvironment): ServiceUrl {
        resetTestPage(url);
        return createTestContainer({ buildInfo: { environment } }).get<ServiceUrl>(ServiceUrl);
    }

    it('addresses the real service over https', () => {
        expect(on('http://beta.alderway.com/', 'staging').of('dpm.demdex.net', '/id?x=1')).to.equal('https://dpm.demdex.net/id?x=1');
        expect(on('https://www.alderway.com/', 'production').of('smetrics.alderway.com', '/b/ss/a/1/JS-2.27.0/s1', 'http:')).to.equal(
            'http://smetrics.alderway.com/b/ss/a/1/JS-2.27.0/s1'
        );
    });

    it('aliases every service like the page on a QA alias page of a non-production bundle', () => {
        expect(on('http://www.alderway.com.localhost:8080/', 'staging').of('dpm.demdex.net', '/id')).to.equal(
            'http://dpm.demdex.net.localhost:8080/id'
        );
        expect(on('https://careers.alderway.ca.localhost/', 'development').of('consent.trustarc.com', '/notice')).to.equal(
            'https://consent.trustarc.com.localhost/notice'
        );
    });

    it('never aliases in the production bundle', () => {
        expect(on('http://www.alderway.com.localhost:8080/', 'production').of('dpm.demdex.net', '/id')).to.equal(
            'https://dpm.demdex.net/id'
        );
    });
});
