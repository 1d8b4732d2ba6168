import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';

/** Folders that hold installed, built or generated files, never the project's own text. */
const SKIPPED = new Set(['node_modules', 'dist', '.git', 'coverage', 'test-results', '.stryker-tmp', '.bench']);
/** Generated files that are committed: the mutation run's record holds copies of old sources. */
const GENERATED = new Set(['reports/stryker-incremental.json']);

function walk(root: string, folder: string): string[] {
    return readdirSync(folder).flatMap(name => {
        const file = path.join(folder, name);
        if (SKIPPED.has(name)) {
            return [];
        }
        return statSync(file).isDirectory() ? walk(root, file) : [path.relative(root, file)];
    });
}

/**
 * The repository's files, relative to `root`: what git tracks plus new files it does not ignore,
 * or, outside a git checkout, every file but those of the skipped folders.
 */
export function repositoryFiles(root: string): string[] {
    try {
        const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
            cwd: root,
            encoding: 'utf8'
        });
        return listed
            .split('\0')
            .filter(
                file =>
                    file && !GENERATED.has(file) && !file.split('/').some(part => SKIPPED.has(part)) && existsSync(path.join(root, file))
            );
    } catch {
        return walk(root, root).filter(file => !GENERATED.has(file.split(path.sep).join('/')));
    }
}

/** The files under `folder` (relative to `root`) whose names end with one of `extensions`. */
export function filesUnder(root: string, folder: string, extensions: readonly string[]): string[] {
    return walk(root, path.join(root, folder)).filter(file => extensions.some(extension => file.endsWith(extension)));
}
