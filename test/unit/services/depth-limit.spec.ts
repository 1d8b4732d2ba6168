import { expect } from 'chai';
import { DepthLimit } from '../../../src/services/depth-limit';

/** An object nested `levels` deep: { a: { a: ... { leaf: true } } }, the item itself being level 1. */
function nested(levels: number): Record<string, unknown> {
    let value: Record<string, unknown> = { leaf: true };
    for (let level = 1; level < levels; level++) {
        value = { a: value };
    }
    return value;
}

function depthOf(value: unknown): number {
    if (typeof value !== 'object' || value === null) {
        return 0;
    }
    return 1 + Math.max(0, ...Object.values(value).map(depthOf));
}

describe('DepthLimit', () => {
    const limit = new DepthLimit(10);

    it('gives an item within the limit back as it is, not a copy', () => {
        const item = { event: 'page-view', page: nested(9), list: [1, { x: 2 }] };
        const { value, cut } = limit.apply(item);
        expect(cut).to.equal(false);
        expect(value).to.equal(item);
    });

    it('keeps an object shared by two branches: sharing is no cycle', () => {
        const shared = { name: 'x' };
        expect(limit.exceeds({ a: shared, b: shared, c: [shared, shared] })).to.equal(false);
    });

    it('cuts an item nested deeper than the limit at the limit, and leaves the item itself untouched', () => {
        const item = { event: 'deep', data: nested(20) };
        const { value, cut } = limit.apply(item);
        expect(cut).to.equal(true);
        expect(value).not.to.equal(item);
        expect(depthOf(value)).to.equal(10);
        expect(depthOf(item)).to.equal(21);
        expect((value as { event: string }).event).to.equal('deep');
    });

    it('unrolls a cycle to the limit and stops there, arrays included', () => {
        const item: Record<string, unknown> = { event: 'loop', name: 'n' };
        item.self = item;
        item.list = [item, 'text'];
        const { value, cut } = limit.apply(item);
        expect(cut).to.equal(true);
        expect(depthOf(value)).to.equal(10);
        expect(() => JSON.stringify(value)).not.to.throw();
        const self = (value as { self: { self: { name: string } } }).self.self;
        expect(self.name).to.equal('n');
    });

    it('copies no more than its budget of objects when a cycle branches at every level', () => {
        const item: Record<string, unknown> = {};
        for (const key of 'abcdefghij') {
            item[key] = item;
        }
        const started = Date.now();
        const { value, cut } = limit.apply(item);
        expect(cut).to.equal(true);
        expect(Date.now() - started).to.be.below(1000);
        let objects = 0;
        const count = (current: unknown): void => {
            if (typeof current === 'object' && current !== null) {
                objects++;
                Object.values(current).forEach(count);
            }
        };
        count(value);
        expect(objects).to.be.at.most(DepthLimit.COPY_BUDGET);
    });

    it('leaves out a property whose getter throws, and keeps functions as they are', () => {
        const callback = () => undefined;
        const item: Record<string, unknown> = { callback, data: nested(12) };
        Object.defineProperty(item, 'bad', {
            enumerable: true,
            get: () => {
                throw new Error('no');
            }
        });
        const { value } = limit.apply(item);
        expect((value as { callback: unknown }).callback).to.equal(callback);
        expect(value).not.to.have.property('bad');
    });

    it('passes primitives through', () => {
        expect(limit.apply('text')).to.deep.equal({ value: 'text', cut: false });
        expect(limit.apply(null)).to.deep.equal({ value: null, cut: false });
    });
});
