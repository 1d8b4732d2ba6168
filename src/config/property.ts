import { CONSENT_SCRIPTS, ConsentScriptRow } from './consent-scripts';
import { conventionalConsentScriptId, conventionalSuite, PropertyExceptions } from './property-exceptions';
import { RegistrableDomain } from '../services/registrable-domain';
import { DOMAINS, DomainRow } from './domains';
import { GLOBAL_DEVELOPMENT_SUITE, GLOBAL_PRODUCTION_SUITE, REPORT_SUITES, ReportSuiteRow } from './report-suites';
import { VARIABLE_MAP, VariableMapRow } from './variable-map';

/** The whole property as one value: what the build checks and the reports print. */
export interface Property {
    readonly domains: readonly DomainRow[];
    readonly globalProductionSuite: string;
    readonly globalDevelopmentSuite: string;
    readonly reportSuites: readonly ReportSuiteRow[];
    readonly consentScripts: readonly ConsentScriptRow[];
    readonly variables: readonly VariableMapRow[];
}

export const PROPERTY: Property = {
    domains: DOMAINS,
    globalProductionSuite: GLOBAL_PRODUCTION_SUITE,
    globalDevelopmentSuite: GLOBAL_DEVELOPMENT_SUITE,
    reportSuites: REPORT_SUITES,
    consentScripts: CONSENT_SCRIPTS,
    variables: VARIABLE_MAP
};

/**
 * What the bundle needs of the suite and consent tables: the rows that break the naming
 * conventions, and the property's domains that have no banner. The build stamps it in.
 */
export function propertyExceptionsOf(property: Property): PropertyExceptions {
    const suites: Record<string, string> = {};
    for (const row of property.reportSuites) {
        if (row.suite !== conventionalSuite(row.brand, row.country, row.siteType)) {
            suites[`${row.brand}|${row.country}|${row.siteType}`] = row.suite;
        }
    }
    const consent: Record<string, [string, ConsentScriptRow['country'], boolean] | null> = {};
    for (const host of property.domains) {
        const domain = RegistrableDomain.of(host.host)!;
        const script = property.consentScripts.find(row => row.domain === domain);
        if (!script) {
            consent[domain] = null;
        } else if (script.tcf || script.country !== host.country || script.scriptId !== conventionalConsentScriptId(domain, host.country)) {
            consent[domain] = [script.scriptId, script.country, script.tcf];
        }
    }
    return { suites, consent };
}
