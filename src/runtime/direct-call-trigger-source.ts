import { inject, injectable } from 'inversify';
import { Logger } from '../services/logger';
import { RuntimeMessages } from './messages';
import type { DirectCallTrigger } from './rule';
import type { TriggerOccurrence, TriggerSource, TriggerSubscription } from './trigger-source';

/** `_satellite.track(identifier, detail)`: page code names the rule to run. */
@injectable()
export class DirectCallTriggerSource implements TriggerSource {
    static readonly types = ['direct-call'] as const;
    /** Only `_satellite.track` fires it: the engine builds it at the first call, not at start. */
    static readonly onDemand = true;

    @inject(Logger) protected readonly logger!: Logger;

    protected subscriptions: readonly TriggerSubscription<DirectCallTrigger>[] = [];
    protected fire: ((occurrence: TriggerOccurrence) => void) | undefined;

    activate(subscriptions: readonly TriggerSubscription[], fire: (occurrence: TriggerOccurrence) => void): () => void {
        this.subscriptions = subscriptions as readonly TriggerSubscription<DirectCallTrigger>[];
        this.fire = fire;
        return () => {
            this.fire = undefined;
        };
    }

    track(identifier: unknown, detail?: unknown): void {
        const name = typeof identifier === 'string' ? identifier.trim() : String(identifier ?? '').trim();
        const matches = this.subscriptions
            .filter(subscription => subscription.spec.identifier === name)
            .map(subscription => ({ subscription }));
        if (matches.length === 0) {
            this.logger.log(RuntimeMessages.noDirectCallMatch(name));
        }
        this.fire?.({ type: 'direct-call', event: { identifier: name, detail }, matches });
    }
}
