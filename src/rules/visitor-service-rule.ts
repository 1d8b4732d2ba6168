import { inject, injectable } from 'inversify';
import { Rule } from '../runtime/rule';
import { VisitorService } from '../services/visitor-service';

/**
 * Starts the visitor-ID service when the container loads, after the consent banner was asked
 * for: identity waits behind the opt-in, and beacons wait (briefly) for identity.
 */
@injectable()
export class VisitorServiceRule implements Rule {

    static readonly id = 'visitor-id-service';
    static readonly order = 20;
    static readonly trigger = { type: 'library-loaded' } as const;

    @inject(VisitorService) protected readonly visitor!: VisitorService;

    action(): void {
        this.visitor.start();
    }
}
