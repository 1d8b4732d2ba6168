import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

interface Manifest {
    readonly name?: string;
    readonly version?: string;
    readonly dependencies?: Record<string, string>;
    readonly devDependencies?: Record<string, string>;
}

interface LockEntry extends Manifest {
    readonly dev?: boolean;
}

function readJson<T>(file: string): T {
    return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
}

/**
 * `npm ci` (the README's install step and CI's) refuses a lock file that disagrees with
 * package.json, and a dependency that moved between dependencies and devDependencies in only one
 * of them is the kind of drift it trips on. Checked here, in seconds, rather than by CI's install.
 */
describe('package.json and package-lock.json', () => {
    const manifest = readJson<Manifest>('package.json');
    const lock = readJson<{ lockfileVersion: number; packages: Record<string, LockEntry> }>('package-lock.json');
    const root = lock.packages[''];

    it('name the same dependencies and devDependencies, at the same versions', () => {
        expect(lock.lockfileVersion).to.be.at.least(2);
        expect({ name: root.name, version: root.version }).to.deep.equal({ name: manifest.name, version: manifest.version });
        expect(root.dependencies ?? {}, 'dependencies').to.deep.equal(manifest.dependencies ?? {});
        expect(root.devDependencies ?? {}, 'devDependencies').to.deep.equal(manifest.devDependencies ?? {});
    });

    it('lock every direct dependency at the version package.json pins, runtime ones not marked dev', () => {
        const problems: string[] = [];
        for (const [kind, dependencies] of [
            ['dependency', manifest.dependencies],
            ['devDependency', manifest.devDependencies]
        ] as const) {
            for (const [name, version] of Object.entries(dependencies ?? {})) {
                const entry = lock.packages[`node_modules/${name}`];
                if (!entry) {
                    problems.push(`${name}: not in the lock file`);
                } else if (entry.version !== version) {
                    problems.push(`${name}: package.json pins ${version}, the lock has ${entry.version}`);
                } else if (kind === 'dependency' && entry.dev) {
                    problems.push(`${name}: a runtime dependency marked dev in the lock file`);
                }
            }
        }
        const both = Object.keys(manifest.dependencies ?? {}).filter(name => name in (manifest.devDependencies ?? {}));
        expect(both, 'in both dependencies and devDependencies').to.deep.equal([]);
        expect(problems).to.deep.equal([]);
    });
});
