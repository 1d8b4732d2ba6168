import { DATA_LAYER_SCHEMAS, JsonSchema } from '../../../src/config/data-layer-schemas';

/**
 * Schemas the analytics team published on the schema server after the container was built: the
 * bundle has no validator for these events, so a page that pushes one fetches its schema and
 * compiles it (docs/requirements.md §7.2). The emulator serves them beside the property's own.
 */
export const PUBLISHED_AFTER_BUILD: Readonly<Record<string, JsonSchema>> = {
    'job-alert': {
        $schema: 'http://json-schema.org/draft-07/schema#',
        title: 'job-alert',
        description: 'The visitor subscribed to alerts for jobs like this one.',
        type: 'object',
        required: ['event', 'job'],
        properties: {
            event: { type: 'string' },
            eventInfo: { type: 'object' },
            job: {
                type: 'object',
                required: ['id', 'title', 'location'],
                properties: { id: { type: 'string' }, title: { type: 'string' }, location: { type: 'string' } }
            }
        }
    },
    'job-share': {
        $schema: 'http://json-schema.org/draft-07/schema#',
        title: 'job-share',
        description: 'The visitor shared a job posting.',
        type: 'object',
        required: ['event', 'job'],
        properties: {
            event: { type: 'string' },
            eventInfo: { type: 'object' },
            job: {
                type: 'object',
                required: ['id', 'title'],
                properties: { id: { type: 'string' }, title: { type: 'string' }, channel: { type: 'string' } }
            }
        }
    }
};

/** Every schema the schema server publishes, by event name: the property's own and those published since. */
export const PUBLISHED_SCHEMAS: Readonly<Record<string, JsonSchema>> = { ...DATA_LAYER_SCHEMAS, ...PUBLISHED_AFTER_BUILD };
