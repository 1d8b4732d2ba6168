import * as ts from 'typescript';

/**
 * A TypeScript transformer for the production bundle (webpack.config.js): a service identifier,
 * `export const Logger = Symbol('Logger')`, loses its description, `Symbol()`. The container
 * tells identifiers apart by identity alone; the description only names the symbol in inversify's
 * messages about wiring that is missing, which the tests and the staging bundle (which keeps every
 * name) show. About 300 B gzip of the first file. A symbol whose description is not its constant's
 * name keeps it.
 */
export class SymbolDescriptions {
    static transformer(context: ts.TransformationContext): ts.Transformer<ts.SourceFile> {
        const factory = context.factory;
        const visit = (node: ts.Node): ts.Node => {
            if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isCallExpression(node.initializer)) {
                const call = node.initializer;
                const [description] = call.arguments;
                if (
                    ts.isIdentifier(call.expression) &&
                    ts.idText(call.expression) === 'Symbol' &&
                    call.arguments.length === 1 &&
                    ts.isStringLiteral(description) &&
                    description.text === ts.idText(node.name)
                ) {
                    return factory.updateVariableDeclaration(
                        node,
                        node.name,
                        node.exclamationToken,
                        node.type,
                        factory.updateCallExpression(call, call.expression, call.typeArguments, [])
                    );
                }
            }
            return ts.visitEachChild(node, visit, context);
        };
        return source => ts.visitEachChild(source, visit, context);
    }
}
