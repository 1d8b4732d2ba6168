import { inject, injectable } from 'inversify';
import { PersonalizationSettings } from '../../config/personalization';
import type { StartupContribution } from '../../runtime/startup-contribution';
import { BrowserWindow } from '../../services/browser-window';
import { BuildInfo } from '../../services/build-info';
import { CookieService } from '../../services/cookie-service';
import { HttpClient } from '../../services/http-client';
import { lazyClass, LazyFeatures } from '../../services/lazy-features';
import { Logger } from '../../services/logger';
import type { OnFirstUse } from '../../services/on-first-use';
import type { PageNavigation } from '../../services/page-navigation';
import { PageNavigationFactory } from '../../services/page-navigation';
import type { PersonalizationClient, PersonalizationService } from '../../services/personalization-service';
import { QaJournal } from '../../services/qa-journal';
import { TrackingServer } from '../../services/tracking-server';
import { VisitorService } from '../../services/visitor-service';

/** The id of the hiding style: the pre-hiding snippet sites may have uses it too, and it goes with ours. */
const HIDING_STYLE_ID = 'at-body-style';

/**
 * The part of the personalization client every personalized page carries: it waits for the
 * target category, hides the page's personalized parts at once, takes the supplemental data id
 * the page view will share (A4T), and hands the call to the client, which comes in a file of its
 * own while the visitor's ids are read. The hiding undoes itself after the call's timeout, so the
 * page is never left hidden, whatever happens after.
 */
@injectable()
export class PersonalizationServiceImpl implements PersonalizationService, StartupContribution {
    /**
     * After the visitor-ID service, whose ids and opt-in it needs: the page-load call goes as early
     * as the visitor's consent allows, not at DOM ready.
     */
    readonly startupStep = { id: 'personalization', order: 25 };

    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(VisitorService) protected readonly visitor!: VisitorService;
    @inject(CookieService) protected readonly cookies!: CookieService;
    @inject(HttpClient) protected readonly http!: HttpClient;
    @inject(TrackingServer) protected readonly trackingServer!: TrackingServer;
    @inject(BuildInfo) protected readonly buildInfo!: BuildInfo;
    @inject(PageNavigationFactory) protected readonly navigation!: OnFirstUse<PageNavigation>;
    @inject(QaJournal) protected readonly journal!: QaJournal;
    @inject(LazyFeatures) protected readonly lazyFiles!: LazyFeatures;

    protected loadingClient: Promise<PersonalizationClient> | undefined;
    @inject(Logger) protected readonly logger!: Logger;

    protected started = false;
    /** What shows the page again after the hiding of the bundle's own task; taken once. */
    protected prehidden: (() => void) | undefined;

    /**
     * Hides the personalized parts in the task that evaluated the bundle, as the vendor's pre-hiding
     * snippet does: this step's start comes in a later task, when the body may already be drawn.
     */
    beforeFirstPaint(): void {
        this.prehidden ??= this.hide();
    }

    start(): void {
        if (!this.started) {
            this.started = true;
            let approved = false;
            void this.visitor.whenApproved(PersonalizationSettings.consentCategory).then(() => {
                approved = true;
                this.pageLoad();
            });
            // Queued after an approval the step already has: without one (no choice yet, or a refusal)
            // the page shows now, and an approval later hides it again for its own call.
            void Promise.resolve().then(() => {
                if (!approved) {
                    this.takePrehidden()?.();
                }
            });
        }
    }

    protected takePrehidden(): (() => void) | undefined {
        const reveal = this.prehidden;
        this.prehidden = undefined;
        return reveal;
    }

    /** The delivery client, built with `new` once the personalization file is in; one per page. */
    protected client(): Promise<PersonalizationClient> {
        return (this.loadingClient ??= lazyClass(this.lazyFiles, 'personalization', 'PersonalizationClientImpl').then(
            Client =>
                new Client({
                    window: this.window,
                    visitor: this.visitor,
                    cookies: this.cookies,
                    http: this.http,
                    trackingServer: this.trackingServer,
                    logger: this.logger,
                    buildInfo: this.buildInfo,
                    navigation: this.navigation,
                    journal: this.journal
                })
        ));
    }

    protected pageLoad(): void {
        const reveal = this.takePrehidden() ?? this.hide();
        try {
            // Taken now, before the page view asks: the analytics hit then carries the same id.
            const sdid = this.visitor.instance?.getSupplementalDataID(`payload:${PersonalizationSettings.globalMbox}`) ?? '';
            this.client()
                .then(client => client.pageLoad(sdid, reveal))
                .catch(error => {
                    this.logger.warn('The personalization call failed; the page shows its default content.', error);
                    reveal();
                });
        } catch (error) {
            this.logger.warn('The personalization call failed; the page shows its default content.', error);
            reveal();
        }
    }

    /**
     * Hides the personalized parts with a style element; returns what shows them again. The timer
     * that shows them after the timeout is set here, before anything else can fail.
     */
    protected hide(): () => void {
        const document = this.window.document;
        const style = document.createElement('style');
        style.id = HIDING_STYLE_ID;
        const selectors = [...PersonalizationSettings.prehidingSelectors].join(', ') || 'body';
        style.textContent = `${selectors} { ${PersonalizationSettings.hiddenStyle} }`;
        const nonce = document.querySelector<HTMLElement>('style[nonce], script[nonce]')?.nonce;
        if (nonce) {
            style.nonce = nonce;
        }
        const reveal = () => {
            clearTimeout(timer);
            style.remove();
        };
        const timer = setTimeout(reveal, PersonalizationSettings.timeoutMs);
        (document.head ?? document.documentElement).appendChild(style);
        return reveal;
    }
}
