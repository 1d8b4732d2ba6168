import 'reflect-metadata';
import '../build-time-globals';
import type { Container } from 'inversify';
import { createContainer } from '../../src/index';
import type { BrowserWindow } from '../../src/services/browser-window';
import { ConsentScriptDirectory } from '../../src/services/consent-script-directory';
import { DomainDirectory } from '../../src/services/domain-directory';
import { ReportSuiteResolver } from '../../src/services/report-suite-resolver';

/**
 * The container's own lookups, outside a browser: the reports print what the bundle would do on
 * each host, not what a second implementation thinks it does.
 */
export class PropertyLookup {
    protected readonly container: Container;

    constructor() {
        const window = {
            location: { hostname: 'localhost', protocol: 'https:', pathname: '/', search: '', hash: '' }
        } as unknown as BrowserWindow;
        this.container = createContainer(
            window,
            { version: 'report', buildDate: new Date().toISOString(), environment: 'production', minified: false },
            { url: undefined }
        );
    }

    get suites(): ReportSuiteResolver {
        return this.container.get<ReportSuiteResolver>(ReportSuiteResolver);
    }

    get domains(): DomainDirectory {
        return this.container.get<DomainDirectory>(DomainDirectory);
    }

    get consentScripts(): ConsentScriptDirectory {
        return this.container.get<ConsentScriptDirectory>(ConsentScriptDirectory);
    }
}
