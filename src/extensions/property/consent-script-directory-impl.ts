import { CONSENT_SCRIPT_HOST, CONSENT_SCRIPT_PARAMETERS, CONSENT_SCRIPT_PATH, CONSENT_TEST_SUFFIX } from '../../config/consent-scripts';
import { PROPERTY_EXCEPTIONS } from '../../config/property-exceptions';
import type { BuildEnvironment, BuildInfo } from '../../services/build-info';
import type { ConsentScript, ConsentScriptDirectory } from '../../services/consent-script-directory';
import type { DomainDirectory } from '../../services/domain-directory';
import type { PageHost } from '../../services/page-host';
import { PropertyConventions } from '../../services/property-conventions';
import { RegistrableDomain } from '../../services/registrable-domain';
import type { ServiceUrl } from '../../services/service-url';

/** What the directory reads: the page's host and build, the service URLs, the property's domains. */
export interface ConsentScriptDirectoryOptions {
    readonly pageHost: PageHost;
    readonly buildInfo: BuildInfo;
    readonly serviceUrl: ServiceUrl;
    readonly domains: DomainDirectory;
}

export class ConsentScriptDirectoryImpl implements ConsentScriptDirectory {
    constructor(protected readonly options: ConsentScriptDirectoryOptions) {}

    /** The banner of a host of the property: its registrable domain's, by convention or as listed. */
    scriptFor(host: string, build: BuildEnvironment): ConsentScript | undefined {
        const row = this.options.domains.find(host);
        const domain = RegistrableDomain.of(host);
        if (!row || !domain) {
            return undefined;
        }
        const listed = PROPERTY_EXCEPTIONS.consent[domain];
        if (listed === null) {
            return undefined;
        }
        const [id, country, tcf] = listed ?? [PropertyConventions.consentScriptId(domain, row.country), row.country, false];
        const scriptId = build === 'development' ? id + CONSENT_TEST_SUFFIX : id;
        const url = this.options.serviceUrl.of(
            CONSENT_SCRIPT_HOST,
            `${CONSENT_SCRIPT_PATH}?domain=${encodeURIComponent(scriptId)}&${CONSENT_SCRIPT_PARAMETERS}`
        );
        return { scriptId, country, tcf, url };
    }

    get current(): ConsentScript | undefined {
        return this.scriptFor(this.options.pageHost.hostname, this.options.buildInfo.environment);
    }
}
