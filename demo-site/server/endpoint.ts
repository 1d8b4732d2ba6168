import { RequestKind } from './captured-request';
import { DemoRequest } from './demo-request';
import { Reply } from './reply';

/**
 * One emulated service: what it answers and how it is classified in the request log.
 * Endpoints are asked in order; the first that matches answers.
 */
export interface Endpoint {
    readonly kind: RequestKind;
    matches(request: DemoRequest): boolean;
    handle(request: DemoRequest, reply: Reply): void | Promise<void>;
}
