import type { HealthReport } from '../../src/services/health-report';

/** Reports kept at most: enough for a p95 per site type of several builds, and at most 20 MB of the server's memory. */
export const HEALTH_REPORTS_KEPT = 10000;

/**
 * The health reports the emulated tag-monitoring service accepted, oldest first, for the health
 * page and for tests. Past its bound the oldest go first, as a service's retention would.
 */
export class HealthReportStore {
    protected readonly reports: HealthReport[] = [];

    constructor(protected readonly capacity = HEALTH_REPORTS_KEPT) {}

    add(report: HealthReport): void {
        this.reports.push(report);
        if (this.reports.length > this.capacity) {
            this.reports.splice(0, this.reports.length - this.capacity);
        }
    }

    list(): readonly HealthReport[] {
        return [...this.reports];
    }

    clear(): void {
        this.reports.length = 0;
    }
}
