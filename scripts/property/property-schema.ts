import { BRANDS, COUNTRIES, SITE_TYPES, SUBDOMAIN_ROLES } from '../../src/config/domains';
import { REPORT_SUITE_ID_PATTERN } from '../../src/config/report-suites';

const HOST_PATTERN = '^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,}$';
const suiteId = { type: 'string', pattern: REPORT_SUITE_ID_PATTERN };
const country = { enum: COUNTRIES };
const brand = { enum: Object.keys(BRANDS) };
const siteType = { enum: SITE_TYPES };

/**
 * JSON schema of the property (src/config/property.ts). `uniqueBy` is our ajv keyword: no two
 * items of the array may share the values of the listed properties.
 */
export const PROPERTY_SCHEMA = {
    type: 'object',
    required: ['domains', 'globalProductionSuite', 'globalDevelopmentSuite', 'reportSuites', 'consentScripts', 'variables', 'externalTags'],
    properties: {
        globalProductionSuite: suiteId,
        globalDevelopmentSuite: suiteId,
        domains: {
            type: 'array',
            uniqueBy: ['host'],
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['host', 'brand', 'country', 'siteType', 'role', 'preProduction'],
                properties: {
                    host: { type: 'string', pattern: HOST_PATTERN },
                    brand,
                    country,
                    siteType,
                    role: { enum: SUBDOMAIN_ROLES },
                    preProduction: { type: 'boolean' }
                }
            }
        },
        reportSuites: {
            type: 'array',
            uniqueBy: ['brand', 'country', 'siteType'],
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['brand', 'country', 'siteType', 'suite'],
                properties: { brand, country, siteType, suite: suiteId }
            }
        },
        consentScripts: {
            type: 'array',
            uniqueBy: ['domain'],
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['domain', 'scriptId', 'country', 'tcf'],
                properties: {
                    domain: { type: 'string', pattern: HOST_PATTERN },
                    scriptId: { type: 'string', pattern: '^[a-z0-9_]{3,40}$' },
                    country,
                    tcf: { type: 'boolean' }
                }
            }
        },
        // Row by row in external-tag-checker.ts: its messages say why a URL or a category is refused.
        externalTags: { type: 'array' },
        variables: {
            type: 'array',
            uniqueBy: ['variable'],
            items: {
                type: 'object',
                additionalProperties: false,
                required: ['key', 'variable', 'name', 'source'],
                properties: {
                    key: { type: 'string', pattern: '^[a-zA-Z][a-zA-Z0-9]*$' },
                    variable: {
                        type: 'string',
                        pattern:
                            '^(pageName|server|campaign|pageType|channel|events|products|eVar([1-9]\\d?|1\\d\\d|2[0-4]\\d|250)|prop([1-9]|[1-6]\\d|7[0-5])|event\\d{1,4}|list[1-3]|contextData\\.[A-Za-z0-9_.]+)$'
                    },
                    name: { type: 'string', minLength: 1 },
                    source: {
                        type: 'object',
                        required: ['kind', 'name'],
                        properties: {
                            kind: { enum: ['data element', 'rule', 'plug-in', 'tracker'] },
                            name: { type: 'string', minLength: 1 }
                        }
                    },
                    note: { type: 'string' }
                }
            }
        }
    }
} as const;
