import { VisitorSettings } from './visitor';

/**
 * How the property names itself to page code: `_satellite.property` and `_satellite.company`
 * (docs/protocols.md §3.4), and the schema path of the data layer (docs/requirements.md §7.2).
 */
export const PropertyIdentity = {
    name: 'MMG Websites',
    id: 'PR8b3c21f0e4a54d7c9a1e0f6b2d4c8e11',
    orgId: VisitorSettings.orgId
} as const;
