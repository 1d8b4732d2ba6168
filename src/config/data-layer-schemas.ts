import jobApply from './data-layer-schemas/job-apply.json';
import jobSearch from './data-layer-schemas/job-search.json';
import jobView from './data-layer-schemas/job-view.json';
import linkClick from './data-layer-schemas/link-click.json';
import loyaltyRegistration from './data-layer-schemas/loyalty-registration.json';
import pageView from './data-layer-schemas/page-view.json';
import reservationStep from './data-layer-schemas/reservation-step.json';

/** A JSON Schema (draft-07) document, as plain data. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/**
 * The schema of each data-layer event the company's pages push, by event name: what a pushed item
 * `{ event: '<name>', eventInfo: {...}, ...data }` must look like. The after-load file carries
 * every one of them as validator code made at build time (`SchemaSettings.builtInSchemas`); the
 * schema server publishes them too, with those published after the build (the demo's emulator
 * serves both). The bundle never imports this table.
 */
export const DATA_LAYER_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
    'page-view': pageView,
    'link-click': linkClick,
    'reservation-step': reservationStep,
    'job-view': jobView,
    'job-apply': jobApply,
    'job-search': jobSearch,
    'loyalty-registration': loyaltyRegistration
};
