import { SchemaSettings } from '../../config/data-layer';
import type { BrowserWindow } from '../../services/browser-window';
import type { ConsentService } from '../../services/consent-service';
import type { HttpClient } from '../../services/http-client';
import type { Logger } from '../../services/logger';
import type { ValidationOutcome } from '../../services/schema-validator';

/** What the reports take: the page (its address goes in them), HTTP, consent and the logger. */
export interface ViolationReportsOptions {
    readonly window: BrowserWindow;
    readonly http: HttpClient;
    readonly consent: ConsentService;
    readonly logger: Logger;
}

/**
 * The data-layer events that did not match their schema: each goes to the console at once, and
 * each round of the data layer's work sends what it found in one request to the violation report
 * URL, without cookies and only with consent, like every request of the container.
 */
export class ViolationReports {
    protected pending: Array<{ event: string; violations: readonly { message: string; path: string }[] }> = [];

    constructor(protected readonly options: ViolationReportsOptions) {}

    /** A violation goes to the console, and to the report of this round. */
    record(name: string, outcome: ValidationOutcome): void {
        if (outcome.status !== 'invalid') {
            return;
        }
        const violations = outcome.violations
            .map(violation => (violation.path ? `${violation.message}: ${violation.path}` : violation.message))
            .join('; ');
        this.options.logger.warn(`Data-layer event "${name}" does not match its schema: ${violations}`);
        this.pending.push({ event: name, violations: outcome.violations });
    }

    /** The violations of the round in one request; none is kept for the next. */
    send(): void {
        const url = SchemaSettings.violationReportUrl;
        if (this.pending.length === 0) {
            return;
        }
        const events = this.pending;
        this.pending = [];
        if (!url || !this.options.consent.hasConsent) {
            return;
        }
        const { origin, pathname } = this.options.window.location;
        const body = JSON.stringify({ page: `${origin}${pathname}`, time: new Date().toISOString(), events });
        this.options.http
            .post(url, body, 'text/plain;charset=UTF-8', SchemaSettings.schemaTimeoutMs, { withCredentials: false })
            .catch(error => this.options.logger.warn('The data-layer violation report did not go.', error));
    }
}
