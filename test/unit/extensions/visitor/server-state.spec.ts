import { expect } from 'chai';
import { parseServerState } from '../../../../src/extensions/visitor/server-state';

describe('parseServerState', () => {
    it('takes serverState as an object or JSON text, and refuses what is no object', () => {
        expect(parseServerState(undefined)).to.equal(undefined);
        expect(parseServerState({ a: 1 })).to.deep.equal({ a: 1 });
        expect(parseServerState('{"a":1}')).to.deep.equal({ a: 1 });
        for (const invalid of ['null', '7', 7, null, '']) {
            expect(() => parseServerState(invalid), String(invalid)).to.throw('serverState has an invalid format.');
        }
    });
});
