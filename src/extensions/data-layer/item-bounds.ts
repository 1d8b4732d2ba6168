import { DataLayerSettings } from '../../config/data-layer';
import { DepthLimit } from '../../services/depth-limit';
import type { Logger } from '../../services/logger';
import { eventNameOf } from './data-layer-items';

/** The console line of an item cut at the depth limit. */
const cutMessage = (event: string | undefined, limit: number) =>
    `${event === undefined ? 'A data-layer item' : `Data-layer event "${event}"`} refers to itself or is nested deeper than ${limit} levels: it is kept cut at ${limit} levels.`;

export interface ItemBoundsOptions {
    /** Where an item cut at the limit is said. */
    readonly logger: Logger;
}

/**
 * Data-layer items within DataLayerSettings.maxItemDepth levels (DepthLimit): ACDL's merge, and
 * the copies handed to the rules and the validator, recurse without end on an item that refers
 * to itself. One bounds each item as it is pushed, and again as it is handed on.
 */
export class ItemBounds {
    constructor(protected readonly options: ItemBoundsOptions) {}

    protected readonly depth = new DepthLimit(DataLayerSettings.maxItemDepth);

    /**
     * `item`, or its copy cut at the depth limit (one console error) when ACDL's merge would
     * recurse without end on it: the page's push then throws nothing, and the data layer goes on.
     */
    bound(item: unknown): unknown {
        try {
            const { value, cut } = this.depth.apply(item);
            if (cut) {
                this.options.logger.error(cutMessage(eventNameOf(item), DataLayerSettings.maxItemDepth));
            }
            return value;
        } catch {
            return item;
        }
    }

    /**
     * The rules and the validator get the item as pushed: a copy, so a page that changes its object
     * later changes nothing; bounded again, for an item that reached the array past the container's push.
     */
    copy(item: Record<string, unknown>): Record<string, unknown> {
        item = this.depth.apply(item).value as Record<string, unknown>;
        try {
            return structuredClone(item);
        } catch {
            return { ...item };
        }
    }
}
