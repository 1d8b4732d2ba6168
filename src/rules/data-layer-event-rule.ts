import { injectable } from 'inversify';
import { AnalyticsSettings } from '../config/analytics';
import { isTrackedEventName } from '../extensions/data-layer/data-layer-items';
import { PageExits } from '../runtime/page-exits';
import type { RuleEvent } from '../runtime/rule';
import type { ValidationOutcome } from '../services/schema-validator';
import { validationSummary } from '../services/schema-validator';
import { TrackingRule } from './tracking-rule';

/**
 * The data-layer events the property tracks (link clicks, and the events the SDR names) as link
 * beacons: the event's name, the link it describes (`eventInfo.link`: text, region, target, file
 * name) and what validation found. Other events and data items send nothing: no data-layer item
 * ever becomes a second page view.
 */
@injectable()
export class DataLayerEventRule extends TrackingRule {
    static readonly id = 'data-layer-event';
    static readonly trigger = { type: 'data-layer-event' } as const;

    condition(event: RuleEvent): boolean {
        return isTrackedEventName(event.name);
    }

    action(event: RuleEvent): void {
        const name = String(event.name);
        const link = this.linkOf(event.item);
        // Cut by code point (docs/requirements.md §9.2), so an emoji at the limit is kept whole or left out, never split.
        const text =
            link.text === undefined
                ? undefined
                : [...link.text.replace(/\s+/g, ' ').trim()].slice(0, AnalyticsSettings.linkTextLimit).join('');
        this.sendLink({
            type: 'o',
            name: text || name,
            values: {
                [VARIABLE.dataLayerEvent]: name,
                [VARIABLE.linkText]: text,
                [VARIABLE.linkRegion]: link.region,
                [VARIABLE.linkTarget]: link.target,
                [VARIABLE.linkFileName]: link.fileName,
                [VARIABLE.dataLayerValidation]: validationSummary(event.validation as ValidationOutcome)
            },
            leavesPage: name === 'link-click' && PageExits.describedLinkLeaves(link.target)
        });
    }

    /** The string fields of `eventInfo.link`; anything else in them is not sent. */
    protected linkOf(item: unknown): { text?: string; region?: string; target?: string; fileName?: string } {
        const link = ((item as { eventInfo?: { link?: unknown } } | undefined)?.eventInfo?.link ?? {}) as Record<string, unknown>;
        const text = (key: string) => (typeof link[key] === 'string' ? link[key] : undefined);
        return { text: text('text'), region: text('region'), target: text('target'), fileName: text('fileName') };
    }
}
