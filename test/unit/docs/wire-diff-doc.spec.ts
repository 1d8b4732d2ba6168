import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { VOLATILE_VALUES } from '../../../scripts/wire-diff/volatile-values';

const PAGE = path.resolve(__dirname, '../../../docs/wire-diff.md');

/** A table row of the page as a reader sees it: no code marks, links as their text. */
const plain = (line: string) => line.replace(/`/g, '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

describe('docs/wire-diff.md', () => {
    it('lists every volatile value of the code, with what it is replaced by and why it varies', () => {
        const rows = readFileSync(PAGE, 'utf8')
            .split('\n')
            .filter(line => line.startsWith('| `‹'))
            .map(plain);
        const missing = VOLATILE_VALUES.filter(value => !rows.some(row => row.startsWith(`| ${value.as} |`) && row.includes(value.why)));
        expect(missing.map(value => `${value.as}: ${value.why}`)).to.deep.equal([]);
        expect(rows, 'a row the code does not have').to.have.length(VOLATILE_VALUES.length);
    });
});
