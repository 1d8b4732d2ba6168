import { expect } from 'chai';
import { HEALTH_REPORTS_KEPT, HealthReportStore } from '../../../demo-site/server/health-report-store';
import { generateReports } from '../../health/health-report-generator';
import { TWO_RELEASES } from '../../health/two-releases';

describe("The emulator's store of health reports", () => {
    const reports = generateReports(TWO_RELEASES, 2).slice(0, 5);

    it('keeps the reports oldest first, and past its bound lets the oldest go', () => {
        const store = new HealthReportStore(3);
        reports.forEach(report => store.add(report));
        expect(store.list()).to.deep.equal(reports.slice(2));
        store.clear();
        expect(store.list()).to.deep.equal([]);
    });

    it('keeps the last 10,000 by default, and hands out a copy', () => {
        expect(HEALTH_REPORTS_KEPT).to.equal(10000);
        const store = new HealthReportStore();
        for (let index = 0; index < HEALTH_REPORTS_KEPT + 2; index++) {
            store.add(reports[index % reports.length]);
        }
        const list = store.list();
        expect(list).to.have.length(HEALTH_REPORTS_KEPT);
        expect(list[0]).to.equal(reports[2]);
        (list as unknown[]).length = 0;
        expect(store.list()).to.have.length(HEALTH_REPORTS_KEPT);
    });
});
