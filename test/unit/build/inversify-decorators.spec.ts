import { expect } from 'chai';
import { Container, inject, injectable, named, optional, postConstruct } from 'inversify';
import * as ts from 'typescript';
import { INJECT_PROPERTIES_MODULE, InversifyDecorators } from '../../../scripts/build/inversify-decorators';
import { injectClass, injectProperties } from '../../../src/runtime/inject-properties';

const SOURCE = `
import { inject, injectable, multiInject, optional, postConstruct } from 'inversify';
@injectable()
export class Service {
    @inject(Window) protected readonly window!: Window;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(Steps) @optional() protected readonly maybe: unknown;
    @multiInject(Step) protected readonly steps!: unknown[];
    @logged protected readonly theirs = 1;
    @inject(Cookies) protected readonly cookies!: Cookies;
    @postConstruct()
    protected init(): void { }
}
@injectable()
export class Plain {
    protected readonly nothing = 1;
}`;

/** The bundles' TypeScript output of `source` (webpack.config.js: ESM, tslib's helpers). */
function emitted(source: string): string {
    return ts.transpileModule(source, {
        compilerOptions: {
            target: ts.ScriptTarget.ES2020,
            module: ts.ModuleKind.ESNext,
            experimentalDecorators: true,
            importHelpers: true,
            useDefineForClassFields: false
        },
        transformers: { after: [context => InversifyDecorators.transformer(context)] }
    }).outputText;
}

describe("InversifyDecorators (inversify's decorators in the bundles, one call per class)", () => {
    it("makes each run of a class's inversify decorators one call, the class's @injectable() with the last, and leaves other decorators as written", () => {
        const output = emitted(SOURCE);
        expect(output).to.contain(`from "${INJECT_PROPERTIES_MODULE.split('\\').join('/')}"`);
        const calls = output.match(/inject(Properties|Class)_1\(Service, \{[\s\S]*?\}\);/g)?.map(call => call.replace(/\s+/g, ' '));
        expect(calls).to.deep.equal([
            'injectProperties_1(Service, { "window": Window, "logger": Logger, "maybe": [ inject(Steps), optional() ], "steps": [ multiInject(Step) ] });',
            'injectClass_1(Service, { "cookies": Cookies, "init": [ postConstruct() ] });'
        ]);
        expect(output, "not inversify's: as TypeScript wrote it").to.match(
            /__decorate\(\[\s*logged\s*\], Service\.prototype, "theirs", void 0\)/
        );
        expect(output.match(/__decorate/g), 'the one left, and its import').to.have.length(2);
        expect(output, '@injectable() went with the last run').not.to.match(/Service = __decorate/);
        expect(output, 'an @injectable() alone').to.contain('injectable()(Plain);');
    });

    it('leaves a module without decorators as it was', () => {
        const source = 'export class Plain { protected readonly nothing = 1; }';
        expect(emitted(source)).to.equal(
            ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext } }).outputText
        );
    });

    it('gives the container what the decorators would: properties, an optional one, a named one, and the post-construct method', () => {
        const Name = Symbol('Name');
        const Count = Symbol('Count');
        const Missing = Symbol('Missing');
        const Tagged = Symbol('Tagged');
        @injectable()
        class Decorated {
            @inject(Name) readonly name!: string;
            @inject(Missing) @optional() readonly missing: unknown;
            @inject(Tagged) @named('second') readonly tagged!: string;
            @inject(Count) readonly count!: number;
            started = false;
            @postConstruct()
            start(): void {
                this.started = true;
            }
        }
        class Called {
            declare readonly name: string;
            declare readonly missing: unknown;
            declare readonly tagged: string;
            declare readonly count: number;
            started = false;
            start(): void {
                this.started = true;
            }
        }
        injectProperties(Called, { name: Name, missing: [inject(Missing), optional()], tagged: [inject(Tagged), named('second')] });
        injectClass(Called, { count: Count, start: [postConstruct()] });
        const container = new Container();
        container.bind(Name).toConstantValue('page view');
        container.bind(Count).toConstantValue(3);
        container.bind(Tagged).toConstantValue('first').whenTargetNamed('first');
        container.bind(Tagged).toConstantValue('second').whenTargetNamed('second');
        container.bind(Decorated).toSelf();
        container.bind(Called).toSelf();
        expect({ ...container.get(Called) })
            .to.deep.equal({ ...container.get(Decorated) })
            .and.to.deep.equal({ name: 'page view', tagged: 'second', count: 3, started: true });
        expect(() => injectable()(Called), 'injectable, as @injectable() would make it: once').to.throw();
    });
});
