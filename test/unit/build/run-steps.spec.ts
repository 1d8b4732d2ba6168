import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { CONTAINER_BUNDLES } from '../../../scripts/build/container-bundles';

const ROOT = path.resolve(__dirname, '../../..');

interface Step {
    readonly title: string;
    readonly command: string;
}

// A plain script: npm test runs it before anything is type-checked or built.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- run-steps.js is CommonJS with no types of its own
const { PLANS, runSteps, duration } = require('../../../scripts/run-steps.js') as {
    PLANS: Record<'test' | 'start', Step[]>;
    runSteps: (steps: Step[], options: { write(text: string): void; now(): number; cwd?: string }) => Promise<number>;
    duration: (ms: number) => string;
};

/** A step that runs Node with `code`. */
const node = (title: string, code: string): Step => ({ title, command: `"${process.execPath}" -e "${code}"` });

describe('npm test and npm start: the steps with their banners (scripts/run-steps.js)', function () {
    // Child processes and builds end on their own: a slower machine only takes longer, so no wall-clock limit.
    this.timeout(0);

    it('runs the steps in order with a numbered banner and the duration of each', async () => {
        let output = '';
        let clock = 0;
        const code = await runSteps([node('first', 'process.exit(0)'), node('second', 'process.exit(0)')], {
            write: text => (output += text),
            now: () => (clock += 1500),
            cwd: ROOT
        });
        expect(code).to.equal(0);
        expect(output).to.equal('\n▶ [1/2] first\n✔ [1/2] first: 1.5 s\n\n▶ [2/2] second\n✔ [2/2] second: 1.5 s\n');
    });

    it('stops at the first step that fails, with its exit code', async () => {
        let output = '';
        const code = await runSteps([node('fails', 'process.exit(3)'), node('never', 'process.exit(0)')], {
            write: text => (output += text),
            now: () => 0,
            cwd: ROOT
        });
        expect(code).to.equal(3);
        expect(output).to.contain('✘ [1/2] fails: failed with exit code 3 after 0.0 s');
        expect(output).not.to.contain('never');
    });

    it('says minutes past a minute', () => {
        expect(duration(125_400)).to.equal('2 min 5 s');
    });

    it("runs what npm test always ran, in the same order, and names the build's bundles right", () => {
        const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
        expect(scripts.test).to.equal('node scripts/run-steps.js test');
        expect(PLANS.test.map(step => step.command)).to.deep.equal([
            'node scripts/ensure-browsers.js',
            'npm run -s typecheck',
            'npm run -s lint',
            'npm run -s build',
            'npm run -s test:unit',
            'npm run -s test:browser',
            'npm run -s test:engines'
        ]);
        for (const step of PLANS.test.filter(candidate => candidate.command.startsWith('npm run'))) {
            expect(scripts, step.command).to.have.property(step.command.split(' ').pop()!);
        }
        expect(PLANS.test[3].title).to.contain(`${CONTAINER_BUNDLES.length} containers`);
    });
});
