import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { RawSourceMap } from 'source-map';
import { SourceMapConsumer } from 'source-map';
import { COMPILE_HINT } from '../../../scripts/build/compile-hint-plugin';
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

    it('is on no lazy file: their code runs after the page view, where an eager compile buys nothing', () => {
        for (const { filename } of CONTAINER_BUNDLES) {
            for (const file of LAZY_FILES) {
                expect(read(lazyFileName(filename, file)).startsWith(COMPILE_HINT), lazyFileName(filename, file)).to.equal(false);
            }
        }
    });
});
