/** A JSON Schema (draft-07) document, as plain data. */
export type JsonSchema = Record<string, unknown>;

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

/**
 * A schema for a data-layer item `{ event: '<name>', eventInfo: {...}, ...data }`: `event` is
 * always required, and each event adds the objects it carries.
 */
function eventSchema(eventName: string, description: string, properties: Record<string, JsonSchema>, required: string[]): JsonSchema {
    return {
        $schema: DRAFT_07,
        title: eventName,
        description,
        type: 'object',
        required: ['event', ...required],
        properties: {
            event: { type: 'string' },
            eventInfo: { type: 'object' },
            ...properties
        }
    };
}

/**
 * The schemas the schema server holds for the events the demo pages push, by event name. Only the
 * link object is closed (`additionalProperties: false`), so an extra key there is a violation
 * QA can provoke; the other objects accept more than they describe, as pages add fields over time.
 */
export const DATA_LAYER_SCHEMAS: Readonly<Record<string, JsonSchema>> = {
    'link-click': eventSchema('link-click', 'A click on a tracked link.', {
        eventInfo: {
            type: 'object',
            required: ['link'],
            properties: {
                link: {
                    type: 'object',
                    required: ['text'],
                    additionalProperties: false,
                    properties: {
                        text: { type: 'string', maxLength: 250 },
                        region: { type: 'string' },
                        target: { type: 'string' },
                        fileName: { type: 'string' }
                    }
                }
            }
        }
    }, ['eventInfo']),
    'job-view': eventSchema('job-view', 'A job posting was viewed.', {
        job: {
            type: 'object',
            required: ['id', 'title', 'location'],
            properties: {
                id: { type: 'string' },
                title: { type: 'string' },
                location: { type: 'string' },
                description: { type: 'string' }
            }
        }
    }, ['job']),
    'job-search': eventSchema('job-search', 'A job search was run.', {
        search: {
            type: 'object',
            required: ['keyword', 'location', 'radius'],
            properties: {
                keyword: { type: 'string' },
                location: { type: 'string' },
                radius: { type: 'number' }
            }
        }
    }, ['search']),
    'reservation-step': eventSchema('reservation-step', 'A step of the reservation funnel was reached.', {
        reservation: {
            type: 'object',
            required: ['step'],
            properties: {
                step: { type: 'integer', minimum: 1, maximum: 5 },
                pickUpLocation: { type: 'string' },
                vehicleClass: { type: 'string' }
            }
        }
    }, ['reservation'])
};
