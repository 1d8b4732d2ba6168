import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/** A change made by hand: the one place in a file where `find` stands becomes `replace`. */
export interface HandMadeChange {
    readonly file: string;
    readonly find: string;
    readonly replace: string;
}

/**
 * The production bundle of this checkout as it is (its files, committed or not), with hand-made
 * changes, built in a temporary folder beside the project: what a person's edit would build. A
 * change whose `find` no longer stands exactly once fails at once, so a test of the wire diff
 * never compares two equal builds by accident. `remove()` deletes the folder.
 */
export class PatchedBuild {
    protected constructor(protected readonly folder: string) {}

    get distDir(): string {
        return path.join(this.folder, 'dist');
    }

    static prepare(changes: readonly HandMadeChange[]): PatchedBuild {
        const folder = mkdtempSync(path.join(os.tmpdir(), 'tag-container-patched-'));
        const build = new PatchedBuild(folder);
        try {
            const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
                .split('\n')
                .filter(Boolean);
            for (const file of files) {
                mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
                cpSync(path.join(ROOT, file), path.join(folder, file));
            }
            symlinkSync(path.join(ROOT, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
            for (const change of changes) {
                const file = path.join(folder, change.file);
                const text = readFileSync(file, 'utf8');
                const count = text.split(change.find).length - 1;
                if (count !== 1) {
                    throw new Error(
                        `${change.file} has ${count} places with ${JSON.stringify(change.find)}: a hand-made change needs exactly one.`
                    );
                }
                writeFileSync(file, text.replace(change.find, change.replace));
            }
            execFileSync('npx', ['webpack', '--config-name', 'container-production'], { cwd: folder, stdio: 'pipe' });
        } catch (error) {
            build.remove();
            throw error;
        }
        return build;
    }

    remove(): void {
        rmSync(this.folder, { recursive: true, force: true });
    }
}
