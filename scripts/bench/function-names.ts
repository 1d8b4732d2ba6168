import * as ts from 'typescript';

/**
 * Names the function of a TypeScript source that encloses a position, for a part the bench
 * splits by what its code does: the method (`insert`), or the nested function and the methods
 * around it (`insert › append`). A function without a name of its own (a callback) is
 * `(callback)` in the function that holds it. Each source is parsed once.
 */
export class FunctionNames {

    protected readonly files = new Map<string, ts.SourceFile>();

    /** The name of the function around `line` (1-based) and `column` (0-based) of `content`; "(top level)" outside every function. */
    nameAt(source: string, content: string, line: number, column: number): string {
        let file = this.files.get(source);
        if (!file) {
            file = ts.createSourceFile(source, content, ts.ScriptTarget.Latest, true);
            this.files.set(source, file);
        }
        const lines = file.getLineStarts();
        if (line < 1 || line > lines.length) {
            return '(top level)';
        }
        const position = Math.min(lines[line - 1] + column, line < lines.length ? lines[line] - 1 : file.end);
        const names: string[] = [];
        const visit = (node: ts.Node): void => {
            if (position < node.getStart(file) || position >= node.end) {
                return;
            }
            if (isFunction(node)) {
                names.push(nameOf(node));
            }
            ts.forEachChild(node, visit);
        };
        visit(file);
        return names.length ? names.join(' › ') : '(top level)';
    }
}

type FunctionNode = ts.FunctionLikeDeclaration;

function isFunction(node: ts.Node): node is FunctionNode {
    return ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node)
        || ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node);
}

function nameOf(node: FunctionNode): string {
    if (ts.isConstructorDeclaration(node)) {
        return 'constructor';
    }
    const prefix = ts.isGetAccessorDeclaration(node) ? 'get ' : ts.isSetAccessorDeclaration(node) ? 'set ' : '';
    if (node.name) {
        return prefix + node.name.getText();
    }
    // A function expression takes the name of what it is assigned to: a variable, a property, a class field.
    const parent = node.parent;
    if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name) {
        return parent.name.getText();
    }
    return '(callback)';
}
