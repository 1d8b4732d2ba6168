import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { BUNDLE_FILES, ROOT, sizeBudget, sizeOf } from '../../../scripts/bundle-sizes';

/**
 * The production bundle as built (`npm test` builds before the unit tests): within the budget of
 * package.json, and fit for a strict CSP. Lower the budget as the code gets smaller; raising it
 * takes a line in the README saying why.
 */
describe('The built bundles', () => {
    const budget = sizeBudget();

    it(`load at most ${budget.initialGzipBytes} bytes gzip before window load`, () => {
        const initial = budget.initial.map(sizeOf);
        const total = initial.reduce((sum, file) => sum + file.gzip, 0);
        expect(total, initial.map(file => `${file.file} ${file.gzip} B gzip`).join(', ')).to.be.at.most(budget.initialGzipBytes);
    });

    it(`keep each lazy file (after-load, identity), which is not counted, under ${budget.lazyGzipBytes} bytes gzip`, () => {
        expect(budget.lazy).to.have.length(2);
        for (const file of budget.lazy.map(sizeOf)) {
            expect(file.gzip, file.file).to.be.at.most(budget.lazyGzipBytes);
        }
    });

    it('have no eval, no new Function, and nothing left of the build-time constants', () => {
        for (const file of BUNDLE_FILES) {
            const code = readFileSync(path.join(ROOT, file), 'utf8');
            expect(code, file).not.to.match(/\beval\(|new Function\(/);
            expect(code, `${file}: VARIABLE.<key> is replaced at build time`).not.to.match(/\bVARIABLE\b|__PAGE_VIEW_ELEMENTS__|__BUILD_INFO__/);
        }
    });
});
