import { expect } from 'chai';
import { Container, ContainerModule } from 'inversify';
import { ActivationLog } from '../../../src/runtime/activation-log';
import { bindLazyPart } from '../../../src/runtime/bindings';
import type { LazyExportsOf, LazyFile, LazyProvider } from '../../../src/services/lazy-features';
import { LazyFeatures } from '../../../src/services/lazy-features';
import { Logger } from '../../../src/services/logger';

/** A class of a lazy file: it takes what it needs by its constructor. */
class Greeter {
    static built = 0;
    constructor(readonly options: { readonly logger: Logger; readonly greeting: string }) {
        Greeter.built++;
    }
}

const Hello = Symbol('Hello');

/** The lazy files over the network, the edge: each load answers as the test says; the outbox file's HeldRequestStore is a Greeter here. */
class FakeLazyFiles implements LazyFeatures {
    loads: LazyFile[] = [];
    failNext = false;
    load<F extends LazyFile>(file: F): Promise<LazyExportsOf<F>> {
        this.loads.push(file);
        if (this.failNext) {
            this.failNext = false;
            return Promise.reject(new Error('the file did not load'));
        }
        return Promise.resolve({ HeldRequestStore: Greeter } as unknown as LazyExportsOf<F>);
    }
    hurry(): void {
        /* the file comes when loaded */
    }
}

describe('bindLazyPart', () => {
    let container: Container;
    let files: FakeLazyFiles;
    const logger = { log() {}, info() {}, debug() {}, warn() {}, error() {} };

    beforeEach(() => {
        Greeter.built = 0;
        files = new FakeLazyFiles();
        container = new Container();
        container.bind(LazyFeatures).toConstantValue(files);
        container.bind(Logger).toConstantValue(logger);
        container.load(
            new ContainerModule(bind =>
                bindLazyPart(bind, Hello, {
                    file: 'outbox',
                    name: 'HeldRequestStore',
                    build: (Part, from) => new (Part as unknown as typeof Greeter)({ logger: from.get(Logger), greeting: 'hello' })
                })
            )
        );
    });

    it('builds the part with new once its file is in, handing its constructor what it needs', async () => {
        const part = await container.get<LazyProvider<Greeter>>(Hello)();
        expect(part).to.be.instanceOf(Greeter);
        expect(part.options).to.deep.equal({ logger, greeting: 'hello' });
        expect(files.loads).to.deep.equal(['outbox']);
    });

    it('builds one for the page: every provider and every call gets the same', async () => {
        const first = container.get<LazyProvider<Greeter>>(Hello);
        const second = container.get<LazyProvider<Greeter>>(Hello);
        const [a, b, c] = await Promise.all([first(), second(), first()]);
        expect(a).to.equal(b);
        expect(b).to.equal(c);
        expect(Greeter.built).to.equal(1);
    });

    it('tries the file again at the next call when it did not load', async () => {
        files.failNext = true;
        const provider = container.get<LazyProvider<Greeter>>(Hello);
        let failure: unknown;
        await provider().catch(error => {
            failure = error;
        });
        expect(String(failure)).to.include('the file did not load');
        const part = await provider();
        expect(part).to.be.instanceOf(Greeter);
        expect(files.loads).to.have.length(2);
    });

    it('says which file lacks the class, and logs the construction where constructions are counted', async () => {
        await container.get<LazyProvider<Greeter>>(Hello)();
        expect(ActivationLog.of(container).entries.map(entry => entry.name)).to.include('HeldRequestStore');
        const other = new Container();
        // A file of another build, without the class this build names.
        other.bind(LazyFeatures).toConstantValue({ load: () => Promise.resolve({}), hurry: () => undefined });
        other.load(
            new ContainerModule(bind => bindLazyPart(bind, Hello, { file: 'inspector', name: 'QaInspectorImpl', build: () => 'never' }))
        );
        let failure: unknown;
        await other
            .get<LazyProvider<string>>(Hello)()
            .catch(error => {
                failure = error;
            });
        expect(String(failure)).to.include('The inspector file has no QaInspectorImpl.');
    });
});
