import * as path from 'node:path';
import * as ts from 'typescript';

/** The module of the functions the bundles call instead of TypeScript's `__decorate` (src/runtime/inject-properties.ts). */
export const INJECT_PROPERTIES_MODULE = path.resolve(__dirname, '../../src/runtime/inject-properties.ts');

/** Inversify's member decorators: they only record metadata, whatever the member's descriptor. */
const MEMBER_DECORATORS = new Set(['inject', 'multiInject', 'optional', 'named', 'tagged', 'postConstruct', 'preDestroy']);
/** Those a method may carry and keep: TypeScript hands them its descriptor, which they ignore. */
const METHOD_DECORATORS = new Set(['postConstruct', 'preDestroy']);

/** One member's decorators as TypeScript emits them, `__decorate([...], Target.prototype, "key", void 0 | null);`. */
interface DecoratedMember {
    readonly target: string;
    readonly key: string;
    /** `id` for a lone `@inject(id)`; else the decorators as listed. */
    readonly value: ts.Expression;
}

function named(node: ts.Node, name: string): boolean {
    return ts.isIdentifier(node) && ts.idText(node) === name;
}

/** `C = __decorate([injectable()], C);` as TypeScript emits `@injectable()`: its class and its `injectable` identifier, or undefined. */
function injectableOf(statement: ts.Statement | undefined): { readonly target: string; readonly injectable: ts.Expression } | undefined {
    if (
        !statement ||
        !ts.isExpressionStatement(statement) ||
        !ts.isBinaryExpression(statement.expression) ||
        statement.expression.operatorToken.kind !== ts.SyntaxKind.EqualsToken
    ) {
        return undefined;
    }
    const { left, right } = statement.expression;
    if (!ts.isIdentifier(left) || !ts.isCallExpression(right) || !named(right.expression, '__decorate') || right.arguments.length !== 2) {
        return undefined;
    }
    const [decorators, target] = right.arguments;
    const decorator = ts.isArrayLiteralExpression(decorators) && decorators.elements.length === 1 ? decorators.elements[0] : undefined;
    if (
        !decorator ||
        !ts.isCallExpression(decorator) ||
        !named(decorator.expression, 'injectable') ||
        decorator.arguments.length !== 0 ||
        !ts.isIdentifier(target) ||
        ts.idText(target) !== ts.idText(left)
    ) {
        return undefined;
    }
    return { target: ts.idText(left), injectable: decorator.expression };
}

function memberOf(statement: ts.Statement | undefined): DecoratedMember | undefined {
    if (!statement || !ts.isExpressionStatement(statement) || !ts.isCallExpression(statement.expression)) {
        return undefined;
    }
    const call = statement.expression;
    const [decorators, target, key, descriptor] = call.arguments;
    if (
        !named(call.expression, '__decorate') ||
        call.arguments.length !== 4 ||
        !ts.isArrayLiteralExpression(decorators) ||
        !ts.isPropertyAccessExpression(target) ||
        ts.idText(target.name) !== 'prototype' ||
        !ts.isIdentifier(target.expression) ||
        !ts.isStringLiteral(key)
    ) {
        return undefined;
    }
    const method = descriptor.kind === ts.SyntaxKind.NullKeyword;
    const property = ts.isVoidExpression(descriptor) || named(descriptor, 'undefined');
    const known = decorators.elements.every(
        decorator =>
            ts.isCallExpression(decorator) &&
            ts.isIdentifier(decorator.expression) &&
            (method ? METHOD_DECORATORS : MEMBER_DECORATORS).has(ts.idText(decorator.expression))
    );
    if (!(method || property) || !known || decorators.elements.length === 0) {
        return undefined;
    }
    const first = decorators.elements[0] as ts.CallExpression;
    const lone = decorators.elements.length === 1 && named(first.expression, 'inject') && first.arguments.length === 1;
    return { target: ts.idText(target.expression), key: key.text, value: lone ? first.arguments[0] : decorators };
}

/**
 * A TypeScript transformer for the bundles (webpack.config.js, after TypeScript's own) that
 * writes inversify's decorators smaller: each run of one class's `__decorate([...],
 * C.prototype, "key", ...)` statements becomes one `injectProperties(C, { key: id, other: [...] })`
 * call, a lone `@inject(id)` as its id, any other inversify decorators as their list, which it
 * applies as TypeScript would (src/runtime/inject-properties.ts); with the class's `@injectable()`
 * right after the run, one `injectClass(C, { ... })` call; and an `@injectable()` alone,
 * `C = __decorate([injectable()], C)`, is `injectable()(C)`, the same since inversify's decorator
 * hands the class back. The container sees the same metadata; the sources keep their decorators,
 * which the tests run as written. tslib's `__decorate` then has no caller in the first file, which
 * is about 730 B gzip lighter. A decorator not of inversify's is left as TypeScript wrote it.
 */
export class InversifyDecorators {
    static transformer(context: ts.TransformationContext): ts.Transformer<ts.SourceFile> {
        const factory = context.factory;
        return source => {
            const helpers = {
                injectProperties: factory.createUniqueName('injectProperties'),
                injectClass: factory.createUniqueName('injectClass')
            };
            const used = new Set<keyof typeof helpers>();
            const statements: ts.Statement[] = [];
            const at = (index: number) => source.statements[index] as ts.Statement | undefined;
            for (let index = 0; index < source.statements.length;) {
                const first = memberOf(at(index));
                if (!first) {
                    const alone = injectableOf(at(index));
                    statements.push(
                        alone
                            ? factory.createExpressionStatement(
                                  factory.createCallExpression(factory.createCallExpression(alone.injectable, undefined, []), undefined, [
                                      factory.createIdentifier(alone.target)
                                  ])
                              )
                            : source.statements[index]
                    );
                    index++;
                    continue;
                }
                const run: DecoratedMember[] = [first];
                for (let next = memberOf(at(++index)); next?.target === first.target; next = memberOf(at(++index))) {
                    run.push(next);
                }
                const helper = injectableOf(at(index))?.target === first.target ? 'injectClass' : 'injectProperties';
                if (helper === 'injectClass') {
                    index++;
                }
                used.add(helper);
                statements.push(
                    factory.createExpressionStatement(
                        factory.createCallExpression(helpers[helper], undefined, [
                            factory.createIdentifier(first.target),
                            factory.createObjectLiteralExpression(
                                run.map(member => factory.createPropertyAssignment(factory.createStringLiteral(member.key), member.value))
                            )
                        ])
                    )
                );
            }
            if (used.size === 0) {
                return statements.every((statement, index) => statement === source.statements[index])
                    ? source
                    : factory.updateSourceFile(source, statements);
            }
            const importHelpers = factory.createImportDeclaration(
                undefined,
                factory.createImportClause(
                    false,
                    undefined,
                    factory.createNamedImports(
                        [...used].map(name => factory.createImportSpecifier(false, factory.createIdentifier(name), helpers[name]))
                    )
                ),
                factory.createStringLiteral(INJECT_PROPERTIES_MODULE.split(path.sep).join('/'))
            );
            return factory.updateSourceFile(source, [importHelpers, ...statements]);
        };
    }
}
