import { expect } from 'chai';
import { Container } from 'inversify';
import { HealthMonitor, HealthReporterProvider } from '../../../../src/extensions/health/health-monitor';
import type { HealthReporter } from '../../../../src/extensions/health/health-reporter';
import { HealthSample } from '../../../../src/services/health-sample';
import { PageEvents } from '../../../../src/services/page-events';

/** The monitor with a drawn or undrawn page, a leaving signal the test aborts, and a reporter that counts. */
function monitorOf(sampled: boolean, reporter: () => Promise<Pick<HealthReporter, 'send'>>) {
    const leaving = new AbortController();
    let asked = 0;
    const container = new Container();
    container.bind(HealthSample).toConstantValue({ sampled, started: 0 });
    container.bind(PageEvents).toConstantValue({
        get leaving() {
            asked++;
            return leaving.signal;
        }
    });
    container.bind(HealthReporterProvider).toConstantValue(reporter);
    container.bind(HealthMonitor).toSelf();
    return { monitor: container.get(HealthMonitor), leave: () => leaving.abort(), askedForLeaving: () => asked };
}

const tick = () => new Promise(resolve => setTimeout(resolve, 0));

describe('HealthMonitor', () => {
    it("does nothing on a page not drawn: no reporter asked for, no listener on the page's leaving", () => {
        let asked = false;
        const { monitor, askedForLeaving } = monitorOf(false, () => {
            asked = true;
            return Promise.reject(new Error('not wanted'));
        });
        monitor.start();
        expect(asked).to.equal(false);
        expect(askedForLeaving()).to.equal(0);
    });

    it('sends the report when the page is left, once the after-load file brought the reporter', async () => {
        let sent = 0;
        const { monitor, leave } = monitorOf(true, () => Promise.resolve({ send: () => (sent++, true) }));
        monitor.start();
        await tick();
        leave();
        expect(sent).to.equal(1);
    });

    it('drops the report of a page left before the after-load file came, and of one whose file failed', async () => {
        let sent = 0;
        let bring: (reporter: Pick<HealthReporter, 'send'>) => void = () => undefined;
        const late = monitorOf(true, () => new Promise(resolve => (bring = resolve)));
        late.monitor.start();
        late.leave();
        bring({ send: () => (sent++, true) });
        await tick();
        expect(sent, 'not fetched for the report, not sent after leaving').to.equal(0);
        const failed = monitorOf(true, () => Promise.reject(new Error('The after-load file registered nothing.')));
        failed.monitor.start();
        await tick();
        expect(() => failed.leave()).not.to.throw();
    });
});
