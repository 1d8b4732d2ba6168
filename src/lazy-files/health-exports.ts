import { HealthReporter } from '../extensions/health/health-reporter';

/**
 * The classes of the health file, by name: the reporter, with its facts, its meter and the
 * report's builder. The health module's provider builds it with `new` on a page drawn for a report.
 */
export const HEALTH_EXPORTS = { HealthReporter };

declare module '../services/lazy-features' {
    interface LazyFileExports {
        health: typeof HEALTH_EXPORTS;
    }
}
