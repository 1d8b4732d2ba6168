import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { GVL, TCModel, TCString } from '@iabtechlabtcf/core';
import installStub from '@iabtechlabtcf/stub';
import vendorList from './vendor-list.json';

/**
 * A real IAB TCF v2.2 CMP for the demo pages of the property's TCF hosts, built from the IAB Tech
 * Lab's own libraries with a small vendor list that holds vendor 565. It starts with the consent UI
 * "shown" (GDPR applies, no choice yet); QA people and tests decide through `window.__demoCmp`.
 */
declare global {
    interface Window {
        __demoCmp?: { consent(purposes: readonly number[], vendors: readonly number[]): string };
    }
}

installStub();
const CMP_ID = 10;
const cmp = new CmpApi(CMP_ID, 1, false);
const gvl = new GVL(vendorList as unknown as ConstructorParameters<typeof GVL>[0]);
cmp.update('', true);

window.__demoCmp = {
    consent(purposes, vendors) {
        const model = new TCModel(gvl);
        model.cmpId = CMP_ID;
        model.cmpVersion = 1;
        model.publisherCountryCode = 'DE';
        model.purposeConsents.set([...purposes]);
        model.vendorConsents.set([...vendors]);
        const tcString = TCString.encode(model);
        cmp.update(tcString, false);
        return tcString;
    }
};
