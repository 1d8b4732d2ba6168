import { expect } from 'chai';
import type { Container } from 'inversify';
import type { HostAuthorization } from '../../../src/runtime/host-authorization';
import { HostAuthorizationImpl } from '../../../src/runtime/host-authorization-impl';
import type { BuildEnvironment } from '../../../src/services/build-info';
import { DomainDirectory } from '../../../src/services/domain-directory';
import { PageHost } from '../../../src/services/page-host';
import { createTestContainer, resetTestPage } from '../test-container';

/** The authorization the container runtime builds at start, from the property's domains and host. */
function hostAuthorizationOf(container: Container): HostAuthorization {
    return new HostAuthorizationImpl(container.get<DomainDirectory>(DomainDirectory), container.get<PageHost>(PageHost));
}

describe('HostAuthorization', () => {
    function authorizedOn(url: string, environment: BuildEnvironment = 'production'): boolean {
        resetTestPage(url);
        return hostAuthorizationOf(createTestContainer({ buildInfo: { environment } })).isAuthorized();
    }

    after(() => resetTestPage());

    it('authorizes hosts of the property, production and pre-production', () => {
        expect(authorizedOn('https://www.alderway.com/')).to.equal(true);
        expect(authorizedOn('http://beta.alderway.com/reserve-car.html')).to.equal(true);
    });

    it("refuses hosts that are not the property's, even look-alikes", () => {
        expect(authorizedOn('https://www.not-alderway.com/')).to.equal(false);
        expect(authorizedOn('https://alderway.com.evil.example/')).to.equal(false);
        expect(authorizedOn('https://localhost/')).to.equal(false);
    });

    it('accepts <real host>.localhost in non-production builds only', () => {
        expect(authorizedOn('http://www.alderway.com.localhost:8080/', 'development')).to.equal(true);
        expect(authorizedOn('http://www.alderway.com.localhost:8080/', 'staging')).to.equal(true);
        expect(authorizedOn('http://www.alderway.com.localhost:8080/', 'production')).to.equal(false);
    });

    it('sees the real host through PageHost, whatever the case', () => {
        resetTestPage('http://WWW.Alderway.CO.UK.localhost:8080/path');
        const pageHost = createTestContainer({ buildInfo: { environment: 'development' } }).get<PageHost>(PageHost);
        expect(pageHost.hostname).to.equal('www.alderway.co.uk');
        expect(pageHost.browserHostname).to.equal('www.alderway.co.uk.localhost');
        expect(pageHost.isHttps).to.equal(false);
        expect(pageHost.pathname).to.equal('/path');
    });
});
