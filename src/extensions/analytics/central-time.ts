import { AnalyticsSettings } from '../../config/analytics';

/**
 * The clock of the company's reporting zone, America/Chicago, from the US daylight-saving rules
 * (since 2007): daylight time from the second Sunday of March, 2:00 standard time, to the first
 * Sunday of November, 2:00 daylight time. Worked out here rather than from Intl's time-zone data,
 * whose loading cost a page 25 ms of main thread.
 */
export class CentralTime {
    /** Hours to add to UTC at `time`. */
    static offsetHours(time: Date): number {
        const year = time.getUTCFullYear();
        const { standardOffsetHours, daylightOffsetHours } = AnalyticsSettings.timeParting;
        // Daylight time starts at 2:00 standard time (8:00 UTC) and ends at 2:00 daylight time (7:00 UTC).
        const starts = Date.UTC(year, 2, CentralTime.sundayOf(year, 2, 2), 2 - standardOffsetHours);
        const ends = Date.UTC(year, 10, CentralTime.sundayOf(year, 10, 1), 2 - daylightOffsetHours);
        return time.getTime() >= starts && time.getTime() < ends ? daylightOffsetHours : standardOffsetHours;
    }

    /** The day of the month of the `nth` Sunday of a month (0-based, UTC). */
    protected static sundayOf(year: number, month: number, nth: number): number {
        return 1 + ((7 - new Date(Date.UTC(year, month, 1)).getUTCDay()) % 7) + (nth - 1) * 7;
    }
}
