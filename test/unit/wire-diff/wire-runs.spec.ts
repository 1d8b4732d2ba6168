import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import type { WireRun } from '../../../scripts/wire-diff/wire-records';
import { loadRun, mergeRuns, shardFileName } from '../../../scripts/wire-diff/wire-runs';
import { facts, PAGE_VIEW, record, run } from './wire-fixtures';

/** Seven journeys of the catalogue, in its order. */
const CATALOGUE = [
    'www.alderway.com rental-home /',
    'www.alderway.com reserve-car /reserve-car.html',
    'www.alderway.com specials /specials.html',
    'www.alderway.com faq /faq.html',
    'careers.alderway.com job /jobs/J-1042',
    'funnel reservations.alderway.com',
    'exit link www.alderway.ca'
];

/** Shard `index` of `count`: the catalogue's journeys index-1, index-1+count, ..., taken on both builds. */
function shard(index: number, count: number, wallMs = 1000): WireRun {
    const ids = CATALOGUE.filter((_id, at) => at % count === index - 1);
    const records = ids.map(id => record(facts(id), { 'page load': [PAGE_VIEW] }));
    return { ...run(records, records, ids), shard: { index, count }, wallMs };
}

describe("The wire diff's saved runs", () => {
    it('saves a shard under its place in the split', () => {
        expect(shardFileName({ index: 2, count: 4 })).to.equal('shard-2-of-4.json');
    });

    describe('merged', () => {
        it('deal the journeys back into the order of the catalogue, whatever the order of the shards', () => {
            const merged = mergeRuns([shard(3, 3), shard(1, 3), shard(2, 3)]);
            expect(merged.asked).to.deep.equal(CATALOGUE);
            expect(merged.journeys.baseline.map(journey => journey.id)).to.have.members(CATALOGUE);
            expect(merged.journeys.current.map(journey => journey.id)).to.have.members(CATALOGUE);
        });

        it('are one run of the same builds, no shard, that took the longest shard its time', () => {
            const merged = mergeRuns([shard(1, 2, 120_000), shard(2, 2, 95_000)]);
            expect(merged).to.include({ format: 1, wallMs: 120_000 });
            expect(merged).not.to.have.property('shard');
            expect(merged.baseline).to.deep.equal(shard(1, 2).baseline);
            expect(merged.current).to.deep.equal(shard(1, 2).current);
        });

        it('refuse a shard numbered beyond the count', () => {
            expect(() => mergeRuns([shard(1, 2), shard(2, 2), shard(3, 2)])).to.throw('A shard numbered 3/2 is none of the 2 shards.');
        });

        it('of one shard of one are that shard', () => {
            expect(mergeRuns([shard(1, 1)]).asked).to.deep.equal(CATALOGUE);
        });

        it('refuse shards of different builds, naming both', () => {
            const other = { ...shard(2, 2), current: { ref: 'feature', commit: 'aa11bb2' } };
            expect(() => mergeRuns([shard(1, 2), other])).to.throw(
                'The shards compare different builds: main (3f2a9c1) → HEAD (8d41e07+) and main (3f2a9c1) → feature (aa11bb2).'
            );
        });

        it('refuse a missing shard, naming it', () => {
            expect(() => mergeRuns([shard(1, 3), shard(3, 3)])).to.throw('Shard 2/3 missing: the report would leave out their journeys.');
            expect(() => mergeRuns([shard(2, 4)])).to.throw('Shards 1/4, 3/4, 4/4 missing');
        });

        it('refuse a shard given twice', () => {
            expect(() => mergeRuns([shard(1, 2), shard(2, 2), shard(1, 2)])).to.throw('Shard 1/2 is given twice.');
        });

        it('refuse shards of splits into different counts', () => {
            expect(() => mergeRuns([shard(1, 2), shard(2, 3)])).to.throw('The shards split the journeys differently: into 2 and into 3.');
        });

        it('refuse a run that took all its journeys', () => {
            const whole = run([], [], []);
            expect(() => mergeRuns([shard(1, 2), whole])).to.throw('A run that took all its journeys is no shard');
            expect(() => mergeRuns([whole])).to.throw('is no shard');
        });

        it('refuse nothing to merge', () => {
            expect(() => mergeRuns([])).to.throw('No shard to merge.');
        });
    });

    describe('loaded', () => {
        let folder: string;
        before(() => {
            folder = mkdtempSync(path.join(tmpdir(), 'wire-runs-'));
        });
        after(() => {
            rmSync(folder, { recursive: true, force: true });
        });

        const saved = (name: string, content: string) => {
            const file = path.join(folder, name);
            writeFileSync(file, content);
            return file;
        };

        it('are the run saved', () => {
            const file = saved(shardFileName({ index: 2, count: 3 }), `${JSON.stringify(shard(2, 3))}\n`);
            expect(loadRun(file)).to.deep.equal(shard(2, 3));
        });

        it('refuse a file that is not JSON, naming it', () => {
            const file = saved('report.md', '# What changes on the wire\n');
            expect(() => loadRun(file)).to.throw(`${file} is not a saved run of the wire diff: `);
        });

        it('refuse a file that does not exist, naming it', () => {
            const file = path.join(folder, 'shard-9-of-9.json');
            expect(() => loadRun(file)).to.throw(`${file} is not a saved run of the wire diff: `);
        });

        it('refuse JSON that is not a run: a report, a list, null', () => {
            const report = { format: 1, baseline: {}, current: {}, summary: {}, groups: [], journeys: [] };
            for (const [name, content] of [
                ['report.json', report],
                ['list.json', []],
                ['null.json', null],
                ['format-2.json', { ...shard(1, 1), format: 2 }]
            ] as const) {
                const file = saved(name, JSON.stringify(content));
                expect(() => loadRun(file), name).to.throw(`${file} is not a saved run of the wire diff (format 1).`);
            }
        });
    });
});
