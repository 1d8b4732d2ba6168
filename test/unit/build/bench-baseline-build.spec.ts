import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { BaselineBuild, currentIdentity, resolveCommit } from '../../../scripts/bench/baseline-build';

/**
 * A throw-away repository standing in for the project: its `npm run build` writes
 * dist/container.min.js (or fails, with `fails`), and its node_modules holds one marker file.
 */
function project(fails = false): string {
    const root = mkdtempSync(path.join(os.tmpdir(), 'bench-baseline-spec-'));
    const git = (...args: string[]) =>
        execFileSync('git', ['-c', 'user.email=bench@example.com', '-c', 'user.name=Bench', ...args], { cwd: root, stdio: 'pipe' });
    git('init', '-q');
    writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'fixture', private: true, scripts: { build: 'node build.js' } }));
    writeFileSync(path.join(root, 'package-lock.json'), JSON.stringify({ name: 'fixture', lockfileVersion: 3, packages: {} }));
    writeFileSync(
        path.join(root, 'build.js'),
        fails
            ? 'process.exit(3);'
            : 'require("fs").mkdirSync("dist", { recursive: true }); require("fs").writeFileSync("dist/container.min.js", "built");'
    );
    writeFileSync(path.join(root, '.gitignore'), 'node_modules/\ndist/\n');
    git('add', '.');
    git('commit', '-q', '-m', 'fixture');
    mkdirSync(path.join(root, 'node_modules'));
    writeFileSync(path.join(root, 'node_modules', 'marker'), "the project's own");
    return root;
}

function worktrees(root: string): string[] {
    return execFileSync('git', ['worktree', 'list', '--porcelain'], { cwd: root, encoding: 'utf8' })
        .split('\n')
        .filter(line => line.startsWith('worktree '));
}

function baselineFolders(): string[] {
    return readdirSync(os.tmpdir()).filter(name => name.startsWith('tag-container-baseline-'));
}

describe('The baseline build of npm run bench -- --baseline', function () {
    // Child processes and builds end on their own: a slower machine only takes longer, so no wall-clock limit.
    this.timeout(0);
    const roots: string[] = [];
    const quiet = () => undefined;

    after(() => roots.forEach(root => rmSync(root, { recursive: true, force: true })));

    it("builds the ref in a worktree that links the project's node_modules, and removes it without touching them", () => {
        const root = project();
        roots.push(root);
        const build = BaselineBuild.prepare(root, 'HEAD', quiet);
        expect(existsSync(path.join(build.distDir, 'container.min.js'))).to.equal(true);
        expect(lstatSync(path.join(build.tree, 'node_modules')).isSymbolicLink(), 'same lock: linked, not installed').to.equal(true);
        expect(build.identity.ref).to.equal('HEAD');
        expect(build.identity.commit).to.have.length(10);
        expect(worktrees(root)).to.have.length(2);
        build.remove();
        build.remove();
        expect(existsSync(build.tree)).to.equal(false);
        expect(worktrees(root)).to.have.length(1);
        expect(existsSync(path.join(root, 'node_modules', 'marker')), "the project's node_modules survive").to.equal(true);
    });

    it('removes the worktree again when the ref does not build', () => {
        const root = project(true);
        roots.push(root);
        const before = baselineFolders();
        expect(() => BaselineBuild.prepare(root, 'HEAD', quiet)).to.throw(/npm run -s build/);
        expect(worktrees(root)).to.have.length(1);
        expect(baselineFolders()).to.deep.equal(before);
    });

    it('says so when the ref names no commit, before making anything', () => {
        const root = project();
        roots.push(root);
        const before = baselineFolders();
        expect(() => BaselineBuild.prepare(root, 'no-such-branch', quiet)).to.throw(
            '--baseline no-such-branch: not a commit of this repository.'
        );
        expect(baselineFolders()).to.deep.equal(before);
        expect(resolveCommit(root, 'HEAD')).to.match(/^[0-9a-f]{40}$/);
    });

    it('names the measured checkout by its commit, marked + when it has uncommitted changes', () => {
        const root = project();
        roots.push(root);
        const clean = currentIdentity(root);
        expect(clean.commit).to.match(/^[0-9a-f]{10}$/);
        writeFileSync(path.join(root, 'build.js'), '// changed');
        expect(currentIdentity(root)).to.deep.equal({ ref: 'working tree', commit: `${clean.commit}+` });
    });
});
