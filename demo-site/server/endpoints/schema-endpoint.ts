import type { DemoRequest } from '../demo-request';
import { PUBLISHED_SCHEMAS } from '../emulation/published-schemas';
import type { Endpoint } from '../endpoint';
import type { Reply } from '../reply';

/**
 * The data-layer schema server: `GET {host}/{prefix}/{organizationId}/{propertyId}/{buildId}/{eventName}.json`,
 * the prefix being one or more segments: the property's schemas and those published after the build. Schemas are public files, so any origin may read them
 * (`Access-Control-Allow-Origin: *`, no credentials); an event without a schema gets a 404.
 */
export class SchemaEndpoint implements Endpoint {
    readonly kind = 'schema' as const;

    matches(request: DemoRequest): boolean {
        return (
            request.method === 'GET' &&
            request.path.endsWith('.json') &&
            !request.path.startsWith('/b/ss/') &&
            this.segments(request).length >= 5
        );
    }

    handle(request: DemoRequest, reply: Reply): void {
        const segments = this.segments(request);
        const eventName = segments[segments.length - 1].slice(0, -'.json'.length);
        const schema = Object.prototype.hasOwnProperty.call(PUBLISHED_SCHEMAS, eventName) ? PUBLISHED_SCHEMAS[eventName] : undefined;
        const [organizationId, propertyId, buildId] = segments.slice(-4, -1);
        const body = schema ?? { error: `No schema for the event "${eventName}"`, event: eventName, organizationId, propertyId, buildId };
        reply.send(schema ? 200 : 404, JSON.stringify(body), 'application/json;charset=utf-8', { 'Access-Control-Allow-Origin': '*' });
    }

    protected segments(request: DemoRequest): string[] {
        return request.path.split('/').filter(Boolean);
    }
}
