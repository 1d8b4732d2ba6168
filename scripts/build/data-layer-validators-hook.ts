import { DataLayerValidators } from './data-layer-validators';
import { MetaSchemaValidator } from './meta-schema-validator';

/**
 * For code that runs the sources in Node without webpack (the unit tests): `require` of the
 * built-in validators' stub, or of the meta-schema check's, gives what the build puts in its place, the generated standalone code,
 * compiled as the module's own. Importing this module installs the hook; import it after ts-node
 * is registered and before any module of the container.
 */
type Loader = (module: NodeJS.Module, filename: string) => unknown;
type CompilableModule = NodeJS.Module & { _compile(code: string, filename: string): void };

const loadTypeScript = require.extensions['.ts'] as Loader | undefined;
if (!loadTypeScript) {
    throw new Error('Register ts-node (scripts/register-ts.js) before the data-layer validators hook.');
}
/** The generated source of each stub, made on first use. */
const GENERATED: Record<string, () => string> = {
    [DataLayerValidators.module]: () => DataLayerValidators.source(),
    [MetaSchemaValidator.module]: () => MetaSchemaValidator.source()
};
require.extensions['.ts'] = (module: NodeJS.Module, filename: string) =>
    GENERATED[filename] ? (module as CompilableModule)._compile(GENERATED[filename](), filename) : loadTypeScript(module, filename);
