import { expect } from 'chai';
import { DataLayerSettings } from '../../../../src/config/data-layer';
import { ItemBounds } from '../../../../src/extensions/data-layer/item-bounds';
import type { Logger } from '../../../../src/services/logger';

describe('ItemBounds', () => {
    function bounds(): { bounds: ItemBounds; errors: string[] } {
        const errors: string[] = [];
        const logger = { error: (...args: unknown[]) => errors.push(args.join(' ')) } as unknown as Logger;
        return { bounds: new ItemBounds({ logger }), errors };
    }

    /** An item whose `inner` holds the item itself. */
    function cyclic(event?: string): Record<string, unknown> {
        const item: Record<string, unknown> = event === undefined ? { page: { name: 'home' } } : { event, page: { name: 'home' } };
        (item.page as Record<string, unknown>).inner = item;
        return item;
    }

    function depthOf(value: unknown): number {
        return value !== null && typeof value === 'object' ? 1 + Math.max(0, ...Object.values(value).map(depthOf)) : 0;
    }

    it('leaves an item within the limit as it is, saying nothing', () => {
        const { bounds: subject, errors } = bounds();
        const item = { event: 'page loaded', page: { name: 'home' } };
        expect(subject.bound(item)).to.equal(item);
        expect(errors).to.deep.equal([]);
    });

    it('cuts an item that refers to itself at the limit, saying so once with its event name', () => {
        const { bounds: subject, errors } = bounds();
        const item = cyclic('page loaded');
        const cut = subject.bound(item);
        expect(cut).not.to.equal(item);
        expect(depthOf(cut)).to.equal(DataLayerSettings.maxItemDepth);
        subject.bound(cyclic());
        expect(errors).to.deep.equal([
            `Data-layer event "page loaded" refers to itself or is nested deeper than ${DataLayerSettings.maxItemDepth} levels: it is kept cut at ${DataLayerSettings.maxItemDepth} levels.`,
            `A data-layer item refers to itself or is nested deeper than ${DataLayerSettings.maxItemDepth} levels: it is kept cut at ${DataLayerSettings.maxItemDepth} levels.`
        ]);
    });

    it('hands on a copy, so a page that changes its object later changes nothing; cut again where it must, silently', () => {
        const { bounds: subject, errors } = bounds();
        const item = { event: 'page loaded', page: { name: 'home' } };
        const copy = subject.copy(item);
        item.page.name = 'changed';
        expect(copy).to.deep.equal({ event: 'page loaded', page: { name: 'home' } });
        expect(depthOf(subject.copy(cyclic('page loaded')))).to.equal(DataLayerSettings.maxItemDepth);
        expect(errors).to.deep.equal([]);
    });

    it('copies an item the browser cannot clone (a function in it) one level deep', () => {
        const { bounds: subject } = bounds();
        const handler = () => undefined;
        const item = { event: 'clicked', handler };
        const copy = subject.copy(item);
        expect(copy).not.to.equal(item);
        expect(copy.handler).to.equal(handler);
    });
});
