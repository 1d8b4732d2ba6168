import type { JsonSchema } from '../../../src/config/data-layer-schemas';
import { DATA_LAYER_SCHEMAS } from '../../../src/config/data-layer-schemas';

/** A careers event's schema: `{ event, eventInfo?, job }`, the job with string fields of which `required` must be there. */
function jobEvent(title: string, description: string, fields: readonly string[], required: readonly string[]): JsonSchema {
    return {
        $schema: 'http://json-schema.org/draft-07/schema#',
        title,
        description,
        type: 'object',
        required: ['event', 'job'],
        properties: {
            event: { type: 'string' },
            eventInfo: { type: 'object' },
            job: { type: 'object', required, properties: Object.fromEntries(fields.map(field => [field, { type: 'string' }])) }
        }
    };
}

/**
 * Schemas the analytics team published on the schema server after the container was built: the
 * bundle has no validator for these events, so a page that pushes one fetches its schema and
 * compiles it (docs/requirements.md §7.2). The emulator serves them beside the property's own.
 */
export const PUBLISHED_AFTER_BUILD: Readonly<Record<string, JsonSchema>> = {
    'job-alert': jobEvent(
        'job-alert',
        'The visitor subscribed to alerts for jobs like this one.',
        ['id', 'title', 'location'],
        ['id', 'title', 'location']
    ),
    'job-share': jobEvent('job-share', 'The visitor shared a job posting.', ['id', 'title', 'channel'], ['id', 'title'])
};

/** Every schema the schema server publishes, by event name: the property's own and those published since. */
export const PUBLISHED_SCHEMAS: Readonly<Record<string, JsonSchema>> = { ...DATA_LAYER_SCHEMAS, ...PUBLISHED_AFTER_BUILD };
