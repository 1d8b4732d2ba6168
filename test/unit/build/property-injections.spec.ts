import { expect } from 'chai';
import { Container, inject, injectable } from 'inversify';
import * as ts from 'typescript';
import { INJECT_PROPERTIES_MODULE, PropertyInjections } from '../../../scripts/build/property-injections';
import { injectClass, injectProperties } from '../../../src/runtime/inject-properties';

const SOURCE = `
import { inject, injectable, multiInject, optional } from 'inversify';
@injectable()
export class Service {
    @inject(Window) protected readonly window!: Window;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(Steps) @optional() protected readonly maybe: unknown;
    @multiInject(Step) protected readonly steps!: unknown[];
    @inject(Cookies) protected readonly cookies!: Cookies;
}
@injectable()
export class Plain {
    protected readonly nothing = 1;
}`;

/** The bundles' TypeScript output of `source` (webpack.config.js: ESM, tslib's helpers). */
function emitted(source: string): string {
    return ts.transpileModule(source, {
        compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, experimentalDecorators: true, importHelpers: true, useDefineForClassFields: false },
        transformers: { after: [PropertyInjections.transformer] }
    }).outputText;
}

describe('PropertyInjections (the bundles\' plain @inject properties, one call per class)', () => {
    it('makes each run of plain @inject properties one call, in their order, the class\'s @injectable() with the last, and leaves the others their decorators', () => {
        const output = emitted(SOURCE);
        expect(output).to.contain(`from "${INJECT_PROPERTIES_MODULE.split('\\').join('/')}"`);
        expect(output.match(/inject(Properties|Class)_1\(Service, \{[^}]*\}\)/g)).to.deep.equal([
            'injectProperties_1(Service, { "window": Window, "logger": Logger })', 'injectClass_1(Service, { "cookies": Cookies })'
        ]);
        expect(output).to.match(/__decorate\(\[\s*inject\(Steps\),\s*optional\(\)\s*\], Service\.prototype, "maybe", void 0\)/);
        expect(output).to.match(/__decorate\(\[\s*multiInject\(Step\)\s*\], Service\.prototype, "steps", void 0\)/);
        expect(output).not.to.match(/__decorate\(\[\s*inject\((Window|Logger|Cookies)\)/);
        expect(output, '@injectable() went with the last run').not.to.match(/Service = __decorate/);
        expect(output, 'an @injectable() alone').to.contain('injectable()(Plain);');
    });

    it('leaves a module without decorators as it was', () => {
        const source = 'export class Plain { protected readonly nothing = 1; }';
        expect(emitted(source)).to.equal(ts.transpileModule(source, { compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext } }).outputText);
    });

    it('injects what the decorators would: the container fills the properties in', () => {
        const Name = Symbol('Name');
        const Count = Symbol('Count');
        @injectable()
        class Decorated {
            @inject(Name) readonly name!: string;
            @inject(Count) readonly count!: number;
        }
        class Called {
            declare readonly name: string;
            declare readonly count: number;
        }
        injectProperties(Called, { name: Name });
        injectClass(Called, { count: Count });
        const container = new Container();
        container.bind(Name).toConstantValue('page view');
        container.bind(Count).toConstantValue(3);
        container.bind(Decorated).toSelf();
        container.bind(Called).toSelf();
        expect({ ...container.get(Called) }).to.deep.equal({ ...container.get(Decorated) }).and.to.deep.equal({ name: 'page view', count: 3 });
        expect(() => injectable()(Called), 'injectable, as @injectable() would make it: once').to.throw();
    });
});
