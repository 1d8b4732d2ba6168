import { AFTER_LOAD_IDLE_TIMEOUT_MS } from '../../config/constants';
import type { ExternalTagRow } from '../../config/external-tags';
import { EXTERNAL_TAGS } from '../../config/external-tags';
import type { BrowserWindow } from '../../services/browser-window';
import type { DomainDirectory } from '../../services/domain-directory';
import type { ExternalTags, TagStatus, TagTriggerEvent } from '../../services/external-tags';
import { TagMessages } from '../../services/external-tags';
import type { Logger } from '../../services/logger';
import type { QaJournal } from '../../services/qa-journal';
import type { ScriptLoader } from '../../services/script-loader';
import type { TrackerService } from '../../services/tracker-service';
import type { TagConsentOptions } from './tag-consent';
import { TagConsent } from './tag-consent';

/** What the loader needs, and its consent check (built by the loader) with it. */
export interface TagLoaderOptions extends TagConsentOptions {
    /** Idle time, for the tags that can wait. */
    readonly window: BrowserWindow;
    /** Default: the property's (src/config/external-tags.ts), which only this file carries. */
    readonly tags?: readonly ExternalTagRow[];
    /** Where the page's host is in the domain table; a host that is not in it gets no tag. */
    readonly domains: DomainDirectory;
    readonly scripts: ScriptLoader;
    /** A tag that can wait goes after the page view has left. */
    readonly tracker: Pick<TrackerService, 'pageViewSettled'>;
    readonly journal: QaJournal;
    readonly logger: Logger;
}

/**
 * Loads the page's external tags, each at most once per page, through the script loader: never
 * holding the window's load, bounded by the load timeout, a failure said once on the console with
 * the tag's id. A tag waits for its moment (the window's load, which comes after the page view's
 * rule, or its named event), then for consent (again when the visitor chooses on the page), then,
 * unless its row is eager, for the page view to have left and for idle time; consent is asked
 * once more just before the script goes in, so nothing loads after a withdrawal.
 */
export class TagLoader implements ExternalTags {
    protected readonly applicable: readonly ExternalTagRow[];
    protected readonly due = new Set<ExternalTagRow>();
    protected readonly started = new Set<ExternalTagRow>();
    protected readonly statuses = new Map<string, string>();
    protected readonly consent: TagConsent;

    constructor(protected readonly options: TagLoaderOptions) {
        this.consent = new TagConsent(options);
        const { tags = EXTERNAL_TAGS } = options;
        const site = options.domains.current;
        this.applicable = tags.filter(
            row =>
                site !== undefined &&
                ('siteTypes' in row.appliesTo ? row.appliesTo.siteTypes.includes(site.siteType) : row.appliesTo.hosts.includes(site.host))
        );
        for (const row of tags) {
            this.report(row, this.applicable.includes(row) ? 'not due yet' : 'not applicable');
        }
        this.consent.onDidChange(() => this.review());
    }

    /**
     * At the window's load every page moment has come (page bottom and DOM ready come first); a
     * named event's tags are due when page code tracks the event.
     */
    reached(event: TagTriggerEvent): void {
        const named = event.$type === 'direct-call';
        for (const row of this.applicable) {
            if (named ? typeof row.loadsAt !== 'string' && row.loadsAt.event === event.identifier : typeof row.loadsAt === 'string') {
                this.due.add(row);
            }
        }
        this.review();
    }

    /** Starts every due tag that consent now allows; the others wait, saying for what. */
    protected review(): void {
        for (const row of this.due) {
            if (this.started.has(row)) {
                continue;
            }
            const missing = this.consent.missing(row);
            if (missing !== undefined) {
                this.report(row, 'waiting for consent', missing);
            } else {
                this.started.add(row);
                if (row.eager) {
                    this.load(row);
                } else {
                    void this.options.tracker.pageViewSettled().then(() => this.whenIdle(() => this.load(row)));
                }
            }
        }
    }

    protected load(row: ExternalTagRow): void {
        const { scripts, logger } = this.options;
        const fail = (error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error);
            this.report(row, 'failed', reason);
            logger.warn(TagMessages.failed(row.id, reason));
        };
        try {
            const missing = this.consent.missing(row);
            if (missing !== undefined) {
                // Withdrawn while it waited for idle time: it waits again, for a new choice.
                this.started.delete(row);
                this.report(row, 'waiting for consent', missing);
                return;
            }
            this.report(row, 'loading');
            scripts
                .loadScript(row.url, { integrity: row.integrity, delaysLoad: false })
                .then(() => (row.globalName === undefined ? undefined : scripts.waitForGlobal(row.globalName)))
                .then(() => this.report(row, 'loaded'), fail);
        } catch (error) {
            fail(error);
        }
    }

    /** The loader comes after the window's load: idle time is all a tag that can wait waits for. */
    protected whenIdle(callback: () => void): void {
        const window = this.options.window;
        if (typeof window.requestIdleCallback === 'function') {
            window.requestIdleCallback(callback, { timeout: AFTER_LOAD_IDLE_TIMEOUT_MS });
        } else {
            setTimeout(callback, 0);
        }
    }

    /** Tells the QA journal when a tag's status changes. */
    protected report(row: ExternalTagRow, status: TagStatus, detail?: string): void {
        const key = `${status}|${detail ?? ''}`;
        if (this.statuses.get(row.id) !== key) {
            this.statuses.set(row.id, key);
            this.options.journal.record({ kind: 'tag', time: Date.now(), id: row.id, status, detail });
        }
    }
}
