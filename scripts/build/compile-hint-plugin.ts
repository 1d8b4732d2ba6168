import type { Compiler } from 'webpack';
import { Compilation, sources } from 'webpack';

/**
 * V8's explicit compile hint: as a script's first line, it has V8 (Chrome 136 and later) compile
 * every function of the script at once, on a background thread while the file streams in, instead
 * of each on the main thread the first time it runs. Other engines read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The files that carry the hint: the bundle, and the lazy files whose code runs as they come in,
 * at load (the after-load file) or for the page view of a first visit (the identity file). The
 * bench (docs/performance.md) showed the gain with all three; the other lazy files run later, on
 * few pages, or only in part, where an eager compile would be work for nothing. `main` names
 * the bundle; `COMPILE_HINTED=main` (or empty) at build time measures another choice.
 */
export const COMPILE_HINTED_FILES: readonly string[] = ['main', 'after-load', 'identity'];

/**
 * Puts the compile hint first in the named files, after the minifier (which would drop a comment)
 * and before the source maps are written (which then count the line). Only for files whose code
 * mostly runs at load: an eager compile of code that never runs is work for nothing.
 */
export class CompileHintPlugin {
    constructor(protected readonly files: readonly string[]) {}

    apply(compiler: Compiler): void {
        compiler.hooks.thisCompilation.tap('CompileHintPlugin', compilation => {
            compilation.hooks.processAssets.tap(
                { name: 'CompileHintPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
                () => {
                    for (const file of this.files) {
                        if (compilation.getAsset(file)) {
                            compilation.updateAsset(file, source => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
                        }
                    }
                }
            );
        });
    }
}
