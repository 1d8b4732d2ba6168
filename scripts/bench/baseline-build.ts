import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** A build, as the comparison names it: the ref asked for and the commit it was. */
export interface BuildIdentity {
    readonly ref: string;
    /** Abbreviated commit; `+` when the checkout had uncommitted changes. */
    readonly commit: string;
}

/**
 * The bundles of another commit (`--baseline <ref>`), built in a temporary git worktree outside
 * the project so the checkout being measured is never touched. `remove()` deletes the worktree;
 * call it in a `finally`. An interrupted bench (Ctrl-C) removes it too.
 */
export class BaselineBuild {

    protected removed = false;
    protected readonly onSignal = (signal: NodeJS.Signals) => {
        this.remove();
        process.exit(signal === 'SIGINT' ? 130 : 143);
    };

    protected constructor(readonly root: string, readonly identity: BuildIdentity, protected readonly folder: string, readonly tree: string) {
        process.once('SIGINT', this.onSignal);
        process.once('SIGTERM', this.onSignal);
    }

    /** The built bundles, as DemoServer's `distDir`. */
    get distDir(): string {
        return path.join(this.tree, 'dist');
    }

    /**
     * Checks out `ref` in a temporary worktree, installs its dependencies and builds it; removes
     * the worktree again if any step fails.
     */
    static prepare(
        root: string,
        ref: string,
        log: (line: string) => void = console.log,
        commands: ReadonlyArray<readonly string[]> = [['npm', 'run', '-s', 'build']]
    ): BaselineBuild {
        const commit = resolveCommit(root, ref);
        const folder = mkdtempSync(path.join(os.tmpdir(), 'tag-container-baseline-'));
        const tree = path.join(folder, 'tree');
        log(`Checking out ${ref} (${commit.slice(0, 10)}) in ${tree} ...`);
        git(root, ['worktree', 'add', '--detach', tree, commit]);
        const build = new BaselineBuild(root, { ref, commit: commit.slice(0, 10) }, folder, tree);
        try {
            build.install(log);
            build.build(commands, log);
            if (!existsSync(path.join(build.distDir, 'container.min.js'))) {
                throw new Error(`The build of ${ref} wrote no dist/container.min.js.`);
            }
        } catch (error) {
            build.remove();
            throw error;
        }
        return build;
    }

    /**
     * Builds with the first of `commands` that succeeds: a narrow build (one bundle) where the ref's
     * webpack config has it, the whole build where an older one does not.
     */
    protected build(commands: ReadonlyArray<readonly string[]>, log: (line: string) => void): void {
        for (const [index, [command, ...args]] of commands.entries()) {
            log(`Building ${this.identity.ref}: ${[command, ...args].join(' ')} ...`);
            try {
                execFileSync(command, args, { cwd: this.tree, stdio: 'inherit' });
                return;
            } catch (error) {
                if (index === commands.length - 1) {
                    throw error;
                }
            }
        }
    }

    /**
     * With the same package-lock.json, the project's node_modules is exactly what `npm ci` would
     * install: link it (seconds instead of a minute). Otherwise install the ref's own.
     */
    protected install(log: (line: string) => void): void {
        const lock = (dir: string) => readFileSync(path.join(dir, 'package-lock.json'));
        const modules = path.join(this.root, 'node_modules');
        if (existsSync(modules) && existsSync(path.join(this.tree, 'package-lock.json')) && lock(this.root).equals(lock(this.tree))) {
            log('Same package-lock.json: linking node_modules.');
            symlinkSync(modules, this.linkedModules, 'dir');
        } else {
            log('Different package-lock.json: npm ci in the worktree ...');
            execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: this.tree, stdio: 'inherit' });
        }
    }

    protected get linkedModules(): string {
        return path.join(this.tree, 'node_modules');
    }

    /** Deletes the worktree and git's record of it; safe to call twice. */
    remove(): void {
        if (this.removed) {
            return;
        }
        this.removed = true;
        process.removeListener('SIGINT', this.onSignal);
        process.removeListener('SIGTERM', this.onSignal);
        // Unlink the shared node_modules first, so nothing that deletes the tree can reach into the project's own.
        try {
            unlinkSync(this.linkedModules);
        } catch {
            // Not a link (npm ci installed it) or not there: deleted with the tree.
        }
        try {
            git(this.root, ['worktree', 'remove', '--force', this.tree]);
        } catch {
            // A half-made worktree: delete the folder and let git forget it below.
        }
        rmSync(this.folder, { recursive: true, force: true });
        try {
            git(this.root, ['worktree', 'prune']);
        } catch {
            // Nothing left to forget.
        }
    }
}

/** The commit a ref names, or an error that says the ref is unknown. */
export function resolveCommit(root: string, ref: string): string {
    try {
        return git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
    } catch {
        throw new Error(`--baseline ${ref}: not a commit of this repository.`);
    }
}

/** The checkout being measured: its commit, `+` when it has uncommitted changes. */
export function currentIdentity(root: string): BuildIdentity {
    try {
        const commit = git(root, ['rev-parse', '--short=10', 'HEAD']).trim();
        const dirty = git(root, ['status', '--porcelain', '--untracked-files=no']).trim() !== '';
        return { ref: 'working tree', commit: dirty ? `${commit}+` : commit };
    } catch {
        return { ref: 'working tree', commit: 'unknown' };
    }
}

function git(cwd: string, args: readonly string[]): string {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
