import { expect } from 'chai';
import { JSDOM } from 'jsdom';
import type { BuildCell, Comparison } from '../../../scripts/bench/comparison';
import { compareCell } from '../../../scripts/bench/comparison';
import { escapeHtml, niceCeiling, renderHtmlReport } from '../../../scripts/bench/html-report';
import type { LoadMeasure } from '../../../scripts/bench/load-summary';

function build(containerMs: number | null, classes: number | null = 40): BuildCell {
    return {
        containerMs,
        containerMsQuartiles: containerMs === null ? null : [containerMs - 10, containerMs + 10],
        classesBeforeLoad: classes,
        classesTotal: classes === null ? null : classes + 10,
        containerMsLoads: containerMs === null ? [] : [containerMs - 10, containerMs, containerMs + 10],
        // A fifth of the time in inversify, the rest in the rules: the parts add up to the median here.
        parts: containerMs === null ? {} : { inversify: containerMs / 5, 'src/rules': (containerMs * 4) / 5 }
    };
}

const COMPARISON: Comparison = {
    baseline: { ref: 'release/<1.4>', commit: 'abc1234567' },
    current: { ref: 'working tree', commit: 'def7654321' },
    loads: 15,
    cpuSlowdown: 4,
    cells: [
        { page: 'home', visit: 'firstVisit', baseline: build(200, null), current: build(100), ratio: 0.5 },
        { page: 'home', visit: 'returningVisit', baseline: build(150, null), current: build(150), ratio: 1 },
        { page: 'careers & jobs', visit: 'firstVisit', baseline: build(null, null), current: build(90), ratio: null }
    ]
};

function open(html: string): Document {
    return new JSDOM(html).window.document;
}

describe('bench/report.html', () => {
    const html = renderHtmlReport(COMPARISON, '2026-11-26T10:00:00.000Z');
    const document = open(html);

    it('is a self-contained page: no script, no stylesheet or image from elsewhere', () => {
        expect(document.querySelectorAll('script')).to.have.length(0);
        expect(document.querySelectorAll('link, img, iframe')).to.have.length(0);
        expect(html).not.to.match(/(?:src|href)=["']?(?:https?:)?\/\//);
        // The comparison's chart, then one chart of parts per page.
        expect(document.querySelectorAll('svg')).to.have.length(3);
    });

    it("draws one bar per build and cell that has a figure, in the baseline's and the current build's colours", () => {
        const bars = [...document.querySelector('svg')!.querySelectorAll('rect')].filter(rect => rect.querySelector('title'));
        expect(bars.map(bar => bar.querySelector('title')!.textContent)).to.deep.equal([
            'home, first visit, baseline: 200 ms',
            'home, first visit, current: 100 ms',
            'home, returning visit, baseline: 150 ms',
            'home, returning visit, current: 150 ms',
            'careers & jobs, first visit, current: 90 ms'
        ]);
        expect(bars[0].getAttribute('fill')).not.to.equal(bars[1].getAttribute('fill'));
        expect(bars[0].getAttribute('fill')).to.equal(bars[2].getAttribute('fill'));
    });

    it('scales the bars to their medians on one axis', () => {
        const bars = [...document.querySelector('svg')!.querySelectorAll('rect')].filter(rect => rect.querySelector('title'));
        const height = (index: number) => Number(bars[index].getAttribute('height'));
        expect(height(0)).to.be.closeTo(2 * height(1), 0.001);
        expect(height(2)).to.be.closeTo(height(3), 0.001);
        // The bars stand on the same baseline.
        const bottom = (index: number) => Number(bars[index].getAttribute('y')) + height(index);
        expect(bottom(0)).to.be.closeTo(bottom(4), 0.001);
    });

    it('labels each pair with its page, kind of visit and ratio, and says n/a for a build with no figure', () => {
        const texts = [...document.querySelector('svg')!.querySelectorAll('text')].map(text => text.textContent);
        expect(texts).to.include.members(['careers & jobs', 'returning visit', 'ratio 0.5', 'ratio 1', 'ratio n/a', 'n/a']);
    });

    it('has the table: one row per cell, n/a where a build has no activation log', () => {
        const rows = [...document.querySelector('table')!.querySelectorAll('tbody tr')].map(row =>
            [...row.querySelectorAll('td')].map(cell => cell.textContent)
        );
        expect(rows).to.deep.equal([
            ['home', 'first visit', '200', '100', '0.5', 'n/a', '40', 'n/a', '50'],
            ['home', 'returning visit', '150', '150', '1', 'n/a', '40', 'n/a', '50'],
            ['careers & jobs', 'first visit', 'n/a', '90', 'n/a', 'n/a', '40', 'n/a', '50']
        ]);
        expect(document.querySelector('table')!.querySelectorAll('thead th')).to.have.length(9);
    });

    it('escapes what it shows, so a ref or page name cannot break the page', () => {
        expect(document.querySelector('h1')!.textContent).to.equal('Container main-thread time: working tree against release/<1.4>');
        expect(html).not.to.include('release/<1.4>');
        expect(escapeHtml('<a href="x">\'&\'</a>')).to.equal('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    });

    it('says how many loads and which commits it compares', () => {
        const text = document.body.textContent;
        expect(text).to.include('abc1234567');
        expect(text).to.include('def7654321');
        expect(text).to.include('Medians over 15 loads');
    });

    it("has a section per page with each part's ms and share, for both builds and both kinds of visit", () => {
        const headings = [...document.querySelectorAll('h2')].map(heading => heading.textContent);
        expect(headings).to.deep.equal(['home: container ms per part', 'careers & jobs: container ms per part']);
        const homeTable = document.querySelectorAll('table')[1];
        const rows = [...homeTable.querySelectorAll('tbody tr')].map(row => [...row.querySelectorAll('td')].map(cell => cell.textContent));
        expect(rows).to.deep.equal([
            ['src/rules', '160', '80 %', '80', '80 %', '120', '80 %', '120', '80 %'],
            ['inversify', '40', '20 %', '20', '20 %', '30', '20 %', '30', '20 %'],
            ['all parts', '200', '100 %', '100', '100 %', '150', '100 %', '150', '100 %']
        ]);
        expect([...homeTable.querySelectorAll('thead th')].map(head => head.textContent).slice(0, 3)).to.deep.equal([
            'part',
            'first visit, baseline (ms)',
            'first visit, baseline (share)'
        ]);
    });

    it("draws each part's bars on one scale, and a page without a cell lacks those bars", () => {
        const chart = document.querySelectorAll('svg')[1];
        const bars = [...chart.querySelectorAll('rect')].filter(rect => rect.querySelector('title'));
        const width = (title: string) => Number(bars.find(bar => bar.querySelector('title')!.textContent === title)!.getAttribute('width'));
        expect(width('src/rules, first visit, baseline: 160 ms')).to.be.closeTo(2 * width('src/rules, first visit, current: 80 ms'), 0.001);
        expect(width('inversify, returning, current: 30 ms')).to.be.closeTo(
            (width('src/rules, first visit, current: 80 ms') * 30) / 80,
            0.001
        );
        const careers = [...document.querySelectorAll('svg')[2].querySelectorAll('rect title')].map(title => title.textContent);
        expect(careers).to.include('src/rules, first visit, current: 72 ms');
        expect(careers.filter(title => title.includes('returning'))).to.deep.equal([]);
    });

    it('tops the axis with a round number at or above the highest figure', () => {
        expect(niceCeiling(733.7)).to.equal(1000);
        expect(niceCeiling(210)).to.equal(250);
        expect(niceCeiling(180)).to.equal(200);
        expect(niceCeiling(40)).to.equal(50);
        expect(niceCeiling(0)).to.equal(1);
    });

    describe('with the cached visit, the facts of the loads and contention', () => {
        const measure = (containerMs: number, cached: boolean): LoadMeasure => ({
            scriptMs: containerMs * 2,
            containerMs,
            containerParts: { inversify: containerMs / 2, 'src/services/storage-service-impl': containerMs / 2 },
            containerLongTasks: cached ? 1 : 3,
            pageViewMs: 900,
            rendererCpuMs: cached ? 150 : 400,
            longestContainerScriptMs: cached ? 30 : 120,
            fileCache: { files: 3, fromHttpCache: cached ? 3 : 0, compiled: 3, fromCodeCache: cached ? 3 : 0 }
        });
        const report = open(
            renderHtmlReport(
                {
                    baseline: { ref: 'main', commit: 'abc' },
                    current: { ref: 'working tree', commit: 'def' },
                    loads: 2,
                    cpuSlowdown: 4,
                    contend: 2,
                    cells: [
                        compareCell(
                            'home',
                            'firstVisit',
                            { baseline: [measure(300, false), measure(300, false)], current: [measure(200, false), measure(200, false)] },
                            { baseline: [measure(450, false), measure(450, false)], current: [measure(260, false), measure(260, false)] }
                        ),
                        compareCell(
                            'home',
                            'cachedVisit',
                            { baseline: [measure(120, true), measure(120, true)], current: [measure(100, true), measure(100, true)] },
                            { baseline: [measure(240, true), measure(240, true)], current: [measure(130, true), measure(130, true)] }
                        )
                    ]
                },
                '2026-11-28T10:00:00.000Z'
            )
        );
        const rowsOf = (table: Element) =>
            [...table.querySelectorAll('tbody tr')].map(row => [...row.querySelectorAll('td')].map(cell => cell.textContent));

        it("draws the cached visit's bars beside the first visit's", () => {
            const titles = [...report.querySelector('svg')!.querySelectorAll('rect title')].map(title => title.textContent);
            expect(titles).to.include.members(['home, cached visit, baseline: 120 ms', 'home, cached visit, current: 100 ms']);
        });

        it('tables, after the comparison, where the files came from and the long frames, then contended over quiet per build', () => {
            const tables = [...report.querySelectorAll('table')];
            expect(rowsOf(tables[1])).to.deep.equal([
                ['home', 'first visit', '3 (3)', '3 (3)', '120', '120', '900', '900', '400', '400', '0/6', '0/6', '0/6', '0/6'],
                ['home', 'cached visit', '1 (1)', '1 (1)', '30', '30', '900', '900', '150', '150', '6/6', '6/6', '6/6', '6/6']
            ]);
            expect(rowsOf(tables[2])).to.deep.equal([
                ['home', 'first visit', '300', '450', '1.5', '200', '260', '1.3'],
                ['home', 'cached visit', '120', '240', '2', '100', '130', '1.3']
            ]);
            expect(report.body.textContent).to.include('with 2 busy processes running beside the browser');
        });

        it("has the cached visit's columns in the page's part table", () => {
            const heads = [...report.querySelectorAll('table')[3].querySelectorAll('thead th')].map(head => head.textContent);
            expect(heads).to.include.members(['cached, baseline (ms)', 'cached, current (share)']);
            expect(heads).not.to.include('returning, baseline (ms)');
        });
    });
});
