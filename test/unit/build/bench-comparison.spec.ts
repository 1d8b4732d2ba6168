import { expect } from 'chai';
import type { Comparison } from '../../../scripts/bench/comparison';
import { compareCell, comparisonReport, comparisonRows, contentionRows, factsRows, ratio } from '../../../scripts/bench/comparison';
import type { FileCacheFacts } from '../../../scripts/bench/file-cache';
import type { LoadMeasure } from '../../../scripts/bench/load-summary';
import { fileCacheTotals, median, quantile, summarise } from '../../../scripts/bench/load-summary';

/** A load that measured `containerMs`, with the activation log's counts when given. */
function load(containerMs: number, classes?: { beforeLoad: number; total: number }): LoadMeasure {
    // A quarter of each load's container time in inversify, the rest in the runtime.
    const containerParts = { inversify: containerMs / 4, 'src/runtime': (containerMs * 3) / 4 };
    return {
        scriptMs: containerMs * 2,
        containerMs,
        containerParts,
        containerLongTasks: 0,
        classesBeforeLoad: classes?.beforeLoad,
        classesTotal: classes?.total
    };
}

describe("The bench's summaries and the comparison of two builds", () => {
    describe('median and quantiles', () => {
        it('takes the middle value of an odd count, whatever the order of the loads', () => {
            expect(median([30, 10, 20])).to.equal(20);
            expect(median([5, 1000, 6])).to.equal(6);
        });

        it('averages the two middle values of an even count, to a tenth', () => {
            expect(median([1, 2, 3, 4])).to.equal(2.5);
            expect(median([10.04, 10.1])).to.equal(10.1);
        });

        it('leaves out loads that measured nothing, and is null when none did', () => {
            expect(median([undefined, 4, undefined, 8])).to.equal(6);
            expect(median([undefined, undefined])).to.equal(null);
            expect(median([])).to.equal(null);
        });

        it('interpolates quartiles between neighbours', () => {
            expect(quantile([1, 2, 3, 4, 5], 0.25)).to.equal(2);
            expect(quantile([10, 20], 0.75)).to.equal(17.5);
            expect(quantile([7], 0.25)).to.equal(7);
        });

        it('summarises loads into their medians', () => {
            const summary = summarise([
                load(10, { beforeLoad: 40, total: 50 }),
                load(30, { beforeLoad: 42, total: 52 }),
                load(20, { beforeLoad: 41, total: 60 })
            ]);
            expect(summary).to.include({
                loads: 3,
                containerMs: 20,
                scriptMs: 40,
                classesBeforeLoad: 41,
                classesTotal: 52,
                pageViewMs: null
            });
        });
    });

    describe('ratio', () => {
        it('is current over baseline, to 2 decimals', () => {
            expect(ratio(150, 100)).to.equal(1.5);
            expect(ratio(100, 300)).to.equal(0.33);
            expect(ratio(200, 300)).to.equal(0.67);
        });

        it('is null when either build has no figure or the baseline took no time', () => {
            expect(ratio(null, 100)).to.equal(null);
            expect(ratio(100, null)).to.equal(null);
            expect(ratio(100, 0)).to.equal(null);
        });
    });

    describe('a cell', () => {
        it("holds each build's median, quartiles, constructions and every load, and the ratio of the medians", () => {
            const cell = compareCell('home', 'firstVisit', {
                baseline: [
                    load(200, { beforeLoad: 61, total: 70 }),
                    load(220, { beforeLoad: 61, total: 70 }),
                    load(210, { beforeLoad: 61, total: 70 })
                ],
                current: [
                    load(100, { beforeLoad: 40, total: 55 }),
                    load(130, { beforeLoad: 40, total: 56 }),
                    load(105, { beforeLoad: 40, total: 56 })
                ]
            });
            expect(cell.baseline).to.deep.equal({
                containerMs: 210,
                containerMsQuartiles: [205, 215],
                classesBeforeLoad: 61,
                classesTotal: 70,
                containerMsLoads: [200, 220, 210],
                parts: { inversify: 52.5, 'src/runtime': 157.5 }
            });
            expect(cell.current.containerMs).to.equal(105);
            expect(cell.current.classesTotal).to.equal(56);
            expect(cell.ratio).to.equal(0.5);
        });

        it('has no construction counts for a build without the activation log', () => {
            const cell = compareCell('home', 'returningVisit', {
                baseline: [load(100), load(100)],
                current: [load(90, { beforeLoad: 3, total: 4 })]
            });
            expect(cell.baseline.classesBeforeLoad).to.equal(null);
            expect(cell.baseline.classesTotal).to.equal(null);
            expect(cell.current.classesBeforeLoad).to.equal(3);
            expect(cell.ratio).to.equal(0.9);
        });
    });

    describe('the printed table', () => {
        const comparison: Comparison = {
            baseline: { ref: 'main', commit: 'abc1234567' },
            current: { ref: 'working tree', commit: 'def7654321+' },
            loads: 2,
            cpuSlowdown: 4,
            cells: [
                compareCell('home', 'firstVisit', {
                    baseline: [load(200), load(200)],
                    current: [load(150, { beforeLoad: 40, total: 50 }), load(150, { beforeLoad: 40, total: 50 })]
                }),
                compareCell('home', 'returningVisit', {
                    baseline: [load(100), load(100)],
                    current: [load(125, { beforeLoad: 38, total: 44 }), load(125, { beforeLoad: 38, total: 44 })]
                })
            ]
        };

        it('has one row per page and kind of visit, "n/a" where the baseline has no activation log', () => {
            expect(comparisonRows(comparison)).to.deep.equal([
                ['home', 'first visit', '200', '150', '0.75', 'n/a', '40', 'n/a', '50'],
                ['home', 'returning visit', '100', '125', '1.25', 'n/a', '38', 'n/a', '44']
            ]);
        });

        it('says which commits it compares and how many loads each median stands for', () => {
            const text = comparisonReport(comparison);
            expect(text).to.match(
                /^Baseline main \(abc1234567\) against the working tree \(def7654321\+\): medians over 2 loads each, interleaved/
            );
            expect(text).to.include('| home | returning visit | 100 | 125 | 1.25 | n/a | 38 | n/a | 44 |');
            // The comparison's head, rule and two rows; then the page's parts: head, rule, two parts and the total.
            expect(text.split('\n').filter(line => line.startsWith('|'))).to.have.length(4 + 5);
            expect(text).to.include('| src/runtime | 150 | 75 % | 112.5 | 75 % | 75 | 75 % | 93.8 | 75 % |');
        });
    });

    describe('what the loads say besides the time', () => {
        /** A load with its long frames, page view and the cache facts of its container files. */
        const facts = (containerMs: number, longFrames: number, fileCache?: FileCacheFacts, pageViewMs = 700): LoadMeasure => ({
            ...load(containerMs),
            containerLongTasks: longFrames,
            pageViewMs,
            // The renderer's CPU on all threads: the container's main-thread ms and as much again elsewhere.
            rendererCpuMs: containerMs * 2,
            longestContainerScriptMs: containerMs / 2,
            ...(fileCache ? { fileCache } : {})
        });
        const cached: FileCacheFacts = { files: 3, fromHttpCache: 3, compiled: 3, fromCodeCache: 3 };
        const network: FileCacheFacts = { files: 3, fromHttpCache: 0, compiled: 3, fromCodeCache: 0 };

        it('adds up the file facts of every load, and has none when no load recorded them', () => {
            expect(
                fileCacheTotals([facts(10, 0, cached), facts(10, 0, { files: 4, fromHttpCache: 3, compiled: 4, fromCodeCache: 2 })])
            ).to.deep.equal({ files: 7, fromHttpCache: 6, compiled: 7, fromCodeCache: 5 });
            expect(fileCacheTotals([load(10), load(20)])).to.equal(null);
        });

        it('gives each cell the long frames per load (median and most), the page view, and the cache facts of each build', () => {
            const cell = compareCell('careers job', 'cachedVisit', {
                baseline: [facts(100, 3, cached, 800), facts(110, 2, cached, 820), facts(120, 4, cached, 810)],
                current: [facts(80, 1, cached, 790), facts(90, 0, cached, 800), facts(85, 1, cached, 805)]
            });
            expect(cell.facts).to.deep.equal({
                baseline: {
                    longFrames: 3,
                    longFramesMax: 4,
                    longestScriptMs: 55,
                    pageViewMs: 810,
                    rendererCpuMs: 220,
                    fileCache: { files: 9, fromHttpCache: 9, compiled: 9, fromCodeCache: 9 }
                },
                current: {
                    longFrames: 1,
                    longFramesMax: 1,
                    longestScriptMs: 42.5,
                    pageViewMs: 800,
                    rendererCpuMs: 170,
                    fileCache: { files: 9, fromHttpCache: 9, compiled: 9, fromCodeCache: 9 }
                }
            });
            expect(cell.contended).to.equal(undefined);
        });

        it('prints the facts as "k/n" of the files, and the long frames as "median (most)"', () => {
            const comparison: Comparison = {
                baseline: { ref: 'main', commit: 'abc' },
                current: { ref: 'working tree', commit: 'def' },
                loads: 2,
                cpuSlowdown: 4,
                cells: [
                    compareCell('home', 'firstVisit', {
                        baseline: [facts(200, 3, network), facts(200, 3, network)],
                        current: [facts(150, 2, network), facts(150, 1, network)]
                    }),
                    compareCell('home', 'cachedVisit', {
                        baseline: [facts(100, 2, cached), facts(100, 2, cached)],
                        current: [facts(90, 1, cached), facts(90, 1, cached)]
                    })
                ]
            };
            expect(factsRows(comparison)).to.deep.equal([
                ['home', 'first visit', '3 (3)', '1.5 (2)', '100', '75', '700', '700', '400', '300', '0/6', '0/6', '0/6', '0/6'],
                ['home', 'cached visit', '2 (2)', '1 (1)', '50', '45', '700', '700', '200', '180', '6/6', '6/6', '6/6', '6/6']
            ]);
            const text = comparisonReport(comparison);
            expect(text).to.include('| home | cached visit | 2 (2) | 1 (1) | 50 | 45 | 700 | 700 | 200 | 180 | 6/6 | 6/6 | 6/6 | 6/6 |');
            expect(text).to.include(
                '| part | first visit, baseline (ms) | first visit, baseline (share) | first visit, current (ms) | first visit, current (share) | cached, baseline (ms) |'
            );
            expect(text, 'no contention measured').not.to.include('contended/quiet');
        });

        it('gives each build its contended median over its quiet one, with the contended parts', () => {
            const cell = compareCell(
                'home',
                'cachedVisit',
                { baseline: [load(100), load(100)], current: [load(80), load(80)] },
                { baseline: [load(150), load(170)], current: [load(200), load(200)] }
            );
            expect(cell.contended!.baseline).to.deep.equal({ containerMs: 160, ratio: 1.6, parts: { inversify: 40, 'src/runtime': 120 } });
            expect(cell.contended!.current.ratio).to.equal(2.5);
            const comparison: Comparison = {
                baseline: { ref: 'main', commit: 'abc' },
                current: { ref: 'working tree', commit: 'def' },
                loads: 2,
                cpuSlowdown: 4,
                cells: [cell],
                contend: 2
            };
            expect(contentionRows(comparison)).to.deep.equal([['home', 'cached visit', '100', '160', '1.6', '80', '200', '2.5']]);
            expect(comparisonReport(comparison)).to.include('every load made again with 2 busy processes running beside the browser');
        });
    });
});
