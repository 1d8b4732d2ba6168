import type { ConsentScriptRow } from './consent-scripts';
import { CONSENT_SCRIPTS } from './consent-scripts';
import type { DomainRow } from './domains';
import { DOMAINS } from './domains';
import type { ExternalTagRow } from './external-tags';
import { EXTERNAL_TAGS } from './external-tags';
import type { ReportSuiteRow } from './report-suites';
import { GLOBAL_DEVELOPMENT_SUITE, GLOBAL_PRODUCTION_SUITE, REPORT_SUITES } from './report-suites';
import type { VariableMapRow } from './variable-map';
import { VARIABLE_MAP } from './variable-map';

/** The whole property as one value: what the build checks and the reports print. */
export interface Property {
    readonly domains: readonly DomainRow[];
    readonly globalProductionSuite: string;
    readonly globalDevelopmentSuite: string;
    readonly reportSuites: readonly ReportSuiteRow[];
    readonly consentScripts: readonly ConsentScriptRow[];
    readonly variables: readonly VariableMapRow[];
    readonly externalTags: readonly ExternalTagRow[];
}

export const PROPERTY: Property = {
    domains: DOMAINS,
    globalProductionSuite: GLOBAL_PRODUCTION_SUITE,
    globalDevelopmentSuite: GLOBAL_DEVELOPMENT_SUITE,
    reportSuites: REPORT_SUITES,
    consentScripts: CONSENT_SCRIPTS,
    variables: VARIABLE_MAP,
    externalTags: EXTERNAL_TAGS
};
