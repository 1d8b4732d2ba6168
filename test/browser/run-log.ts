import type { CapturedRequest } from '../../demo-site/server/captured-request';
import type { DemoServer } from '../../demo-site/server/demo-server';
import type { RequestFilter } from '../../demo-site/server/request-log';
import { waitFor } from './patience';

/**
 * What both benches read of the emulator: the requests of their current run, whose pages send a
 * User-Agent that ends with the run's tag, and the waits for them. A page of an earlier test that
 * is somehow still busy can neither add to a later test's requests nor be counted by it.
 */
export abstract class RunLog {
    abstract readonly server: DemoServer;

    /** The current run's tag: the last word of the User-Agent of its requests. */
    abstract get runTag(): string;

    /** Whether the request came from the current run: its User-Agent's last word is the run's tag. */
    ofThisRun(request: CapturedRequest): boolean {
        return (request.userAgent ?? '').split(' ').pop() === this.runTag;
    }

    /** The requests the emulator received from the current run's pages (and its calls from Node). */
    requests(filter: RequestFilter = {}): CapturedRequest[] {
        return this.server.log.list(filter).filter(request => this.ofThisRun(request));
    }

    /** Waits until the emulator received a request of the current run that satisfies `predicate`. */
    waitForRequest(
        filter: RequestFilter,
        predicate: (request: CapturedRequest) => boolean = () => true,
        timeoutMs = 10000
    ): Promise<CapturedRequest> {
        return waitFor(
            () => `a request matching ${JSON.stringify(filter)}; received: ${this.received()}`,
            () => this.requests(filter).find(predicate),
            timeoutMs
        );
    }

    /** Waits until the emulator received `count` requests of the current run that satisfy the filter and predicate. */
    waitForRequests(
        filter: RequestFilter,
        count: number,
        predicate: (request: CapturedRequest) => boolean = () => true,
        timeoutMs = 10000
    ): Promise<CapturedRequest[]> {
        return waitFor(
            () => `${count} requests matching ${JSON.stringify(filter)}; received: ${this.received()}`,
            () => {
                const matching = this.requests(filter).filter(predicate);
                return matching.length >= count ? matching : undefined;
            },
            timeoutMs
        );
    }

    /** What the emulator received of the current run, as a failed wait names it. */
    protected received(): string {
        return this.requests()
            .map(request => `${request.kind} ${request.host}${request.path}`)
            .join(', ');
    }
}
