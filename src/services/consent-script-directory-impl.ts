import { inject, injectable } from 'inversify';
import { CONSENT_SCRIPT_HOST, CONSENT_SCRIPT_PARAMETERS, CONSENT_SCRIPT_PATH, CONSENT_SCRIPTS, CONSENT_TEST_SUFFIX } from '../config/consent-scripts';
import { BuildEnvironment, BuildInfo } from '../runtime/build-info';
import { ConsentScript, ConsentScriptDirectory } from './consent-script-directory';
import { PageHost } from './page-host';
import { RegistrableDomain } from './registrable-domain';
import { ServiceUrl } from './service-url';

@injectable()
export class ConsentScriptDirectoryImpl implements ConsentScriptDirectory {

    @inject(PageHost) protected readonly pageHost!: PageHost;
    @inject(BuildInfo) protected readonly buildInfo!: BuildInfo;
    @inject(ServiceUrl) protected readonly serviceUrl!: ServiceUrl;

    protected readonly byDomain = new Map(CONSENT_SCRIPTS.map(row => [row.domain, row]));

    scriptFor(host: string, build: BuildEnvironment): ConsentScript | undefined {
        const domain = RegistrableDomain.of(host);
        const row = domain === undefined ? undefined : this.byDomain.get(domain);
        if (!row) {
            return undefined;
        }
        const scriptId = build === 'development' ? row.scriptId + CONSENT_TEST_SUFFIX : row.scriptId;
        const url = this.serviceUrl.of(CONSENT_SCRIPT_HOST, `${CONSENT_SCRIPT_PATH}?domain=${encodeURIComponent(scriptId)}&${CONSENT_SCRIPT_PARAMETERS}`);
        return { scriptId, country: row.country, tcf: row.tcf, url };
    }

    get current(): ConsentScript | undefined {
        return this.scriptFor(this.pageHost.hostname, this.buildInfo.environment);
    }
}
