import { inject, injectable } from 'inversify';
import { CONSENT_SCRIPT_PARAMETERS, CONSENT_SCRIPT_URL, CONSENT_SCRIPTS, CONSENT_TEST_SUFFIX } from '../config/consent-scripts';
import { BuildEnvironment, BuildInfo } from '../runtime/build-info';
import { ConsentScript, ConsentScriptDirectory } from './consent-script-directory';
import { PageHost } from './page-host';
import { RegistrableDomain } from './registrable-domain';

@injectable()
export class ConsentScriptDirectoryImpl implements ConsentScriptDirectory {

    @inject(PageHost) protected readonly pageHost!: PageHost;
    @inject(BuildInfo) protected readonly buildInfo!: BuildInfo;

    protected readonly byDomain = new Map(CONSENT_SCRIPTS.map(row => [row.domain, row]));

    scriptFor(host: string, build: BuildEnvironment): ConsentScript | undefined {
        const domain = RegistrableDomain.of(host);
        const row = domain === undefined ? undefined : this.byDomain.get(domain);
        if (!row) {
            return undefined;
        }
        const scriptId = build === 'development' ? row.scriptId + CONSENT_TEST_SUFFIX : row.scriptId;
        return { scriptId, country: row.country, url: `${CONSENT_SCRIPT_URL}?domain=${encodeURIComponent(scriptId)}&${CONSENT_SCRIPT_PARAMETERS}` };
    }

    get current(): ConsentScript | undefined {
        return this.scriptFor(this.pageHost.hostname, this.buildInfo.environment);
    }
}
