import * as path from 'node:path';
import type { Endpoint } from '../endpoint';
import type { FaultRegistry } from '../fault-registry';
import type { HealthReportStore } from '../health-report-store';
import type { RequestLog } from '../request-log';
import { AnalyticsEndpoint } from './analytics-endpoint';
import { BundleEndpoint } from './bundle-endpoint';
import { ConsentBannerEndpoint } from './consent-banner-endpoint';
import { DemoAssetEndpoint } from './demo-asset-endpoint';
import { ExternalTagEndpoint } from './external-tag-endpoint';
import { HealthReportEndpoint } from './health-report-endpoint';
import { IdSyncEndpoint } from './id-sync-endpoint';
import { OptOutStatusEndpoint } from './opt-out-status-endpoint';
import { PageEndpoint } from './page-endpoint';
import { PersonalizationEndpoint } from './personalization-endpoint';
import { QaEndpoint } from './qa-endpoint';
import { SchemaEndpoint } from './schema-endpoint';
import { ViolationReportEndpoint } from './violation-report-endpoint';
import { VisitorIdEndpoint } from './visitor-id-endpoint';

/** What endpoints may use of the server. */
export interface EmulatorContext {
    readonly log: RequestLog;
    readonly faults: FaultRegistry;
    /** The health reports the tag-monitoring service accepted, for the health page. */
    readonly healthReports: HealthReportStore;
    /** Switches set by tests or the QA user through POST /__qa/settings (e.g. consentRegion). */
    readonly settings: Map<string, string>;
    /** The wire diff's report file the wire-diff page draws, asked at each request (DemoServer.wireDiffReport). */
    readonly wireDiffReport: () => string;
    /** Where the container bundles are. */
    readonly distDir: string;
    /** Where the demo site's own bundle is. */
    readonly demoDir: string;
}

/**
 * Every endpoint of the demo server, in the order they are asked: the QA API, the emulated
 * services, the bundles, and the pages last (they answer any other GET).
 */
export function createEndpoints(context: EmulatorContext): Endpoint[] {
    return [
        new QaEndpoint(context),
        new AnalyticsEndpoint(),
        new VisitorIdEndpoint(context.settings),
        new OptOutStatusEndpoint(context.settings),
        new IdSyncEndpoint(),
        new SchemaEndpoint(),
        new ViolationReportEndpoint(),
        new HealthReportEndpoint(context.healthReports),
        new PersonalizationEndpoint(),
        new ConsentBannerEndpoint(context.settings),
        new ExternalTagEndpoint(context.settings, path.resolve(__dirname, '../../public/external-tags')),
        new BundleEndpoint(context.distDir, context.settings),
        new DemoAssetEndpoint(context.demoDir, path.resolve(__dirname, '../../public')),
        new PageEndpoint(context.distDir, context.settings)
    ];
}
