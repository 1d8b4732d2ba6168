import { injectable } from 'inversify';
import type { RuleEvent } from '../runtime/rule';
import { TrackingRule } from './tracking-rule';

/** A click on an element with a `data-track` attribute, which must be JSON (docs/requirements.md §5.6) or nothing fires. */
@injectable()
export class DataTrackClickRule extends TrackingRule {
    static readonly id = 'data-track-click';
    static readonly trigger = { type: 'click', selector: '[data-track]' } as const;

    condition(event: RuleEvent): boolean {
        return this.payloadOf(event) !== undefined;
    }

    action(event: RuleEvent): void {
        const payload = this.payloadOf(event)!;
        const name = typeof payload.cta === 'string' ? payload.cta : this.textOf(event);
        this.sendClick(event, { type: 'o', name, values: { [VARIABLE.dataTrack]: JSON.stringify(payload) } });
    }

    protected payloadOf(event: RuleEvent): Record<string, unknown> | undefined {
        try {
            const value: unknown = JSON.parse((event.element as Element).getAttribute('data-track') ?? '');
            return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
        } catch {
            return undefined;
        }
    }
}
