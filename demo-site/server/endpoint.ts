import type { RequestKind } from './captured-request';
import type { DemoRequest } from './demo-request';
import type { Reply } from './reply';

/**
 * One emulated service: what it answers and how it is classified in the request log.
 * Endpoints are asked in order; the first that matches answers.
 */
export interface Endpoint {
    readonly kind: RequestKind;
    matches(request: DemoRequest): boolean;
    handle(request: DemoRequest, reply: Reply): void | Promise<void>;
    /**
     * The `invalid` fault: a 200 answer the service's client cannot use, in the form it expects
     * (a script that does not parse, an image that is not one). Without it: unparsable JSON.
     */
    invalid?(request: DemoRequest, reply: Reply): void;
}
