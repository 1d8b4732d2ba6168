import { expect } from 'chai';
import { ReflectMetadata } from '../../../src/runtime/reflect-metadata-shim';

describe("ReflectMetadata (the bundles' metadata shim)", () => {
    class Base {}
    class Derived extends Base {}

    it('keeps own metadata per target and property', () => {
        const metadata = new ReflectMetadata();
        metadata.defineMetadata('inversify:tagged_props', { window: ['inject'] }, Base);
        metadata.defineMetadata('post_construct', 'init', Base, 'init');
        expect(metadata.getOwnMetadata('inversify:tagged_props', Base)).to.deep.equal({ window: ['inject'] });
        expect(metadata.hasOwnMetadata('post_construct', Base)).to.equal(false);
        expect(metadata.getOwnMetadata('post_construct', Base, 'init')).to.equal('init');
        expect(metadata.hasOwnMetadata('inversify:tagged_props', Derived)).to.equal(false);
    });

    it("finds inherited metadata through the prototype chain, the subclass's own first", () => {
        const metadata = new ReflectMetadata();
        metadata.defineMetadata('key', 'base', Base);
        expect(metadata.hasMetadata('key', Derived)).to.equal(true);
        expect(metadata.getMetadata('key', Derived)).to.equal('base');
        metadata.defineMetadata('key', 'derived', Derived);
        expect(metadata.getMetadata('key', Derived)).to.equal('derived');
        expect(metadata.getMetadata('missing', Derived)).to.equal(undefined);
        expect(metadata.hasMetadata('missing', Derived)).to.equal(false);
    });

    it('installs itself on a Reflect without metadata, and leaves a full polyfill alone', () => {
        const bare: Record<string, unknown> = {};
        ReflectMetadata.install(bare);
        expect(typeof bare.getMetadata).to.equal('function');
        (bare.defineMetadata as (key: string, value: unknown, target: object) => void)('k', 1, Base);
        expect((bare.getMetadata as (key: string, target: object) => unknown)('k', Derived)).to.equal(1);
        const existing = { getMetadata: () => 'polyfill' };
        ReflectMetadata.install(existing);
        expect(existing.getMetadata()).to.equal('polyfill');
    });
});
