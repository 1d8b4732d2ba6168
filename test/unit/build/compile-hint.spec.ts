import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { RawSourceMap } from 'source-map';
import { SourceMapConsumer } from 'source-map';
import { COMPILE_HINT, COMPILE_HINTED_FILES } from '../../../scripts/build/compile-hint-plugin';
import { CONTAINER_BUNDLES, LAZY_FILES, lazyFileName } from '../../../scripts/build/container-bundles';

const DIST = path.resolve(__dirname, '../../../dist');
const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8');

/** V8's explicit compile hint in the built files (run after `npm run build`). */
describe("The bundles' compile hint", () => {
    for (const { filename } of CONTAINER_BUNDLES) {
        it(`is the first line of ${filename}, where the minifier cannot drop it, and the source map counts it`, () => {
            const code = read(filename);
            expect(code.split('\n')[0]).to.equal(COMPILE_HINT);
            // A message of the runtime maps to the runtime's code where it is used: the map counts the hint's line.
            const lines = code.split('\n');
            const text = 'This library is not authorized for this domain';
            const line = lines.findIndex(each => each.includes(text));
            const map = new SourceMapConsumer(JSON.parse(read(`${filename}.map`)) as RawSourceMap);
            const found = map.originalPositionFor({ line: line + 1, column: lines[line].indexOf(text) });
            expect(line, 'below the hint').to.be.greaterThan(0);
            expect(found.source).to.match(/webpack:\/\/tag-container\/src\/runtime\//);
            expect(map.originalPositionFor({ line: 1, column: 5 }).source, 'the hint maps to nothing').to.equal(null);
        });
    }

    it('is on the lazy files whose code runs as they come in (after-load, identity), and on no other', () => {
        expect(COMPILE_HINTED_FILES).to.deep.equal(['main', 'after-load', 'identity']);
        for (const { filename } of CONTAINER_BUNDLES) {
            for (const file of LAZY_FILES) {
                const hinted = COMPILE_HINTED_FILES.includes(file);
                const code = read(lazyFileName(filename, file));
                expect(code.startsWith(`${COMPILE_HINT}\n`), lazyFileName(filename, file)).to.equal(hinted);
                expect(code.split('\n').slice(1).join('\n'), 'one hint at most').not.to.contain(COMPILE_HINT);
            }
        }
    });
});
