import { expect } from 'chai';
import { HealthMeter } from '../../../../src/extensions/health/health-meter';
import type { BrowserWindow } from '../../../../src/services/browser-window';

const BUNDLE = 'https://www.alderway.com/tag/container.min.js?v=3';

type Frame = { scripts: Array<{ sourceURL: string; duration: number }> };

/** A window whose resource timing and long-animation-frame observer the test fills. */
function windowWith(resources: Array<Partial<PerformanceResourceTiming>>, buffered: Frame[] | undefined, pending: Frame[] = []) {
    let deliver: ((list: { getEntries(): unknown[] }) => void) | undefined;
    class FakeObserver {
        static readonly supportedEntryTypes = buffered ? ['long-animation-frame', 'resource'] : ['resource'];
        constructor(callback: (list: { getEntries(): unknown[] }) => void) {
            deliver = callback;
        }
        observe(options: { type: string; buffered: boolean }) {
            expect(options).to.deep.equal({ type: 'long-animation-frame', buffered: true });
        }
        takeRecords() {
            return pending;
        }
    }
    const window = {
        PerformanceObserver: FakeObserver,
        performance: { getEntriesByType: (type: string) => (type === 'resource' ? resources : []) }
    } as unknown as BrowserWindow;
    return { window, deliverBuffered: () => deliver?.({ getEntries: () => buffered ?? [] }) };
}

describe('HealthMeter', () => {
    it("counts the long frames with the container's scripts in them and its ms there, buffered and not yet delivered", () => {
        const ours = (file: string, duration: number) => ({ sourceURL: `https://www.alderway.com/tag/container.min${file}.js`, duration });
        const { window, deliverBuffered } = windowWith(
            [],
            [
                { scripts: [ours('', 40.5), { sourceURL: 'https://www.alderway.com/app.js', duration: 90 }] },
                { scripts: [{ sourceURL: 'https://www.alderway.com/app.js', duration: 120 }] }
            ],
            [{ scripts: [ours('.after-load', 22)] }]
        );
        const meter = new HealthMeter({ window, scriptUrl: BUNDLE });
        deliverBuffered();
        expect(meter.measure()).to.deep.include({ longFrames: 2, longFrameMs: 62.5 });
    });

    it('counts no frame where the browser has no long-animation-frame entries (Firefox, WebKit)', () => {
        const { window } = windowWith([], undefined);
        expect(new HealthMeter({ window, scriptUrl: BUNDLE }).measure()).to.deep.equal({ longFrames: 0, longFrameMs: 0, lazyBytes: {} });
    });

    it('says the bytes of each lazy file the page loaded: transferred, or its size when the cache served it', () => {
        const { window } = windowWith(
            [
                { name: 'https://www.alderway.com/tag/container.min.js?v=3', transferSize: 48000, encodedBodySize: 48000 },
                { name: 'https://www.alderway.com/tag/container.min.after-load.js?v=3', transferSize: 11800, encodedBodySize: 11500 },
                { name: 'https://www.alderway.com/tag/container.min.outbox.js?v=3', transferSize: 0, encodedBodySize: 4100 },
                { name: 'https://cdn.example/container.min.after-load.js', transferSize: 99, encodedBodySize: 99 },
                { name: 'https://www.alderway.com/app.js', transferSize: 5000, encodedBodySize: 5000 }
            ],
            undefined
        );
        expect(new HealthMeter({ window, scriptUrl: BUNDLE }).measure().lazyBytes).to.deep.equal({ 'after-load': 11800, outbox: 4100 });
    });

    it('measures nothing of a bundle whose URL it does not know', () => {
        const { window } = windowWith(
            [{ name: 'https://www.alderway.com/tag/container.min.after-load.js', transferSize: 1 }],
            [{ scripts: [] }]
        );
        expect(new HealthMeter({ window, scriptUrl: undefined }).measure()).to.deep.equal({ longFrames: 0, longFrameMs: 0, lazyBytes: {} });
    });
});
