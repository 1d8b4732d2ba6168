import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { EXTERNAL_TAGS } from '../../../src/config/external-tags';

const STUBS = path.resolve(__dirname, '../../../demo-site/public/external-tags');

describe("The demo's stand-ins for the external tags", () => {
    it('answer the bytes each tag row names by its integrity hash: a stub rewritten (by a formatter, say) would be blocked', () => {
        const pinned = EXTERNAL_TAGS.filter(row => row.integrity !== undefined);
        expect(pinned).not.to.be.empty;
        for (const row of pinned) {
            const bytes = readFileSync(path.join(STUBS, `${row.id}.js`));
            expect(`sha384-${createHash('sha384').update(bytes).digest('base64')}`, row.id).to.equal(row.integrity);
        }
    });
});
