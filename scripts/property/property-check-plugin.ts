import type { Compiler } from 'webpack';
import type { Property } from '../../src/config/property';
import { PropertyChecker } from './property-checker';

/** Fails the build when the property config is invalid, with every bad row named. */
export class PropertyCheckPlugin {
    constructor(protected readonly property: Property) {}

    apply(compiler: Compiler): void {
        compiler.hooks.thisCompilation.tap('PropertyCheckPlugin', compilation => {
            const problems = new PropertyChecker().check(this.property);
            if (problems.length > 0) {
                const error = new compiler.webpack.WebpackError(`The property config is invalid:\n  - ${problems.join('\n  - ')}`);
                error.name = 'PropertyConfigError';
                compilation.errors.push(error);
            }
        });
    }
}
