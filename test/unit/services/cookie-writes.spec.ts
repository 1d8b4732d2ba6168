import { expect } from 'chai';
import { CookieWrites } from '../../../src/services/cookie-writes';

describe('CookieWrites', () => {
    /** Ends the current task: what was deferred to its end runs. */
    const endOfTask = () => Promise.resolve();

    function writesRecorded(): { writes: CookieWrites; made: string[] } {
        const made: string[] = [];
        return { writes: new CookieWrites({ endOfTask: () => made.push('end of task') }), made };
    }

    it('makes the writes at the end of the task, the last per cookie only, a cookie written again going last', async () => {
        const { writes, made } = writesRecorded();
        writes.defer('a', '1', () => made.push('a=1'));
        writes.defer('b', '1', () => made.push('b=1'));
        writes.defer('a', '2', () => made.push('a=2'));
        writes.defer('c', undefined, () => made.push('c removed'));
        expect(made, 'not before the end of the task').to.deep.equal([]);
        await endOfTask();
        expect(made).to.deep.equal(['b=1', 'a=2', 'c removed', 'end of task']);
    });

    it('says which cookies have a write pending, and lets a read see them as written', async () => {
        const { writes } = writesRecorded();
        writes.defer('a', '2', () => undefined);
        writes.defer('gone', undefined, () => undefined);
        expect([writes.has('a'), writes.has('gone'), writes.has('other')]).to.deep.equal([true, true, false]);
        const read = new Map([
            ['a', '1'],
            ['gone', 'x'],
            ['other', 'y']
        ]);
        expect(writes.applyTo(read), 'the map read, changed in place').to.equal(read);
        expect([...read]).to.deep.equal([
            ['a', '2'],
            ['other', 'y']
        ]);
        await endOfTask();
        expect(writes.has('a'), 'once made').to.equal(false);
    });

    it('makes the writes at once on flush, each contained: one the page refuses does not stop the others', async () => {
        const { writes, made } = writesRecorded();
        writes.defer('a', '1', () => {
            throw new Error('refused by policy');
        });
        writes.defer('b', '1', () => made.push('b=1'));
        writes.flush();
        expect(made).to.deep.equal(['b=1']);
        await endOfTask();
        expect(made, 'nothing is written twice').to.deep.equal(['b=1', 'end of task']);
    });

    it('runs the end of the task once however often it is asked, and again in the next task', async () => {
        const { writes, made } = writesRecorded();
        writes.atEndOfTask();
        writes.atEndOfTask();
        writes.defer('a', '1', () => made.push('a=1'));
        await endOfTask();
        writes.atEndOfTask();
        await endOfTask();
        expect(made).to.deep.equal(['a=1', 'end of task', 'end of task']);
    });
});
