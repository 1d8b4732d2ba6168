import { expect } from 'chai';
import * as ts from 'typescript';
import { SymbolDescriptions } from '../../../scripts/build/symbol-descriptions';

function emitted(source: string): string {
    return ts.transpileModule(source, {
        compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext },
        transformers: { after: [context => SymbolDescriptions.transformer(context)] }
    }).outputText;
}

describe("SymbolDescriptions (the production bundle's service identifiers, without their names)", () => {
    it('drops the description of a symbol named after its constant, and keeps every other', () => {
        const output = emitted(`
            export const Logger = Symbol('Logger');
            export interface Logger { warn(message: string): void; }
            const UNREADABLE = Symbol('unreadable');
            const tagged = Symbol.for('inversify');
            function later() { const Inner = Symbol('Inner'); return Inner; }`);
        expect(output).to.contain('export const Logger = Symbol();');
        expect(output).to.contain("const UNREADABLE = Symbol('unreadable');");
        expect(output).to.contain("Symbol.for('inversify')");
        expect(output).to.contain('const Inner = Symbol();');
    });

    it('gives identifiers that are told apart by identity, as before', () => {
        const output = emitted("export const A = Symbol('A'); export const B = Symbol('B');");
        // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the emitted code runs, to tell its symbols apart
        const [a, b] = (new Function(`${output.replace(/export /g, '')}; return [A, B];`) as () => symbol[])();
        expect(a).not.to.equal(b);
        expect(typeof a).to.equal('symbol');
    });
});
