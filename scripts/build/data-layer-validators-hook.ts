import { DataLayerValidators } from './data-layer-validators';

/**
 * For code that runs the sources in Node without webpack (the unit tests): `require` of the
 * built-in validators' stub gives what the build puts in its place, the generated standalone code,
 * compiled as the module's own. Importing this module installs the hook; import it after ts-node
 * is registered and before any module of the container.
 */
type Loader = (module: NodeJS.Module, filename: string) => unknown;
type CompilableModule = NodeJS.Module & { _compile(code: string, filename: string): void };

const loadTypeScript = require.extensions['.ts'] as Loader | undefined;
if (!loadTypeScript) {
    throw new Error('Register ts-node (scripts/register-ts.js) before the data-layer validators hook.');
}
require.extensions['.ts'] = (module: NodeJS.Module, filename: string) => filename === DataLayerValidators.module
    ? (module as CompilableModule)._compile(DataLayerValidators.source(), filename)
    : loadTypeScript(module, filename);
