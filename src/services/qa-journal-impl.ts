import { inject, injectable } from 'inversify';
import { BrowserWindow } from './browser-window';
import { BuildInfo } from './build-info';
import type { CookieService } from './cookie-service';
import { CookieServiceFactory } from './cookie-service';
import { HealthSample } from './health-sample';
import type { OnFirstUse } from './on-first-use';
import type { QaEntry, QaJournal } from './qa-journal';
import { QA_SESSION_COOKIE, QA_SWITCH_KEY } from './qa-journal';
import { QueryMasker } from './query-masker';

@injectable()
export class QaJournalImpl implements QaJournal {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;
    @inject(BuildInfo) protected readonly buildInfo!: BuildInfo;
    @inject(CookieServiceFactory) protected readonly cookies!: OnFirstUse<CookieService>;
    @inject(HealthSample) protected readonly health!: HealthSample;

    protected on: boolean | undefined;
    /** What the journal keeps is masked as what leaves: the inspector's history goes to sessionStorage. */
    protected masker: QueryMasker | undefined;
    protected readonly kept: QaEntry[] = [];
    protected readonly listeners = new Set<(entry: QaEntry) => void>();

    get active(): boolean {
        // The switch first: a page with QA on keeps entries whatever the draw.
        return this.inspecting || this.health.sampled;
    }

    get inspecting(): boolean {
        return (this.on ??= this.readSwitch());
    }

    get entries(): readonly QaEntry[] {
        return this.kept;
    }

    record(entry: QaEntry): void {
        if (!this.active) {
            return;
        }
        this.kept.push(entry);
        for (const listener of this.listeners) {
            try {
                listener(entry);
            } catch {
                // The inspector's trouble is not the page's: the journal goes on.
            }
        }
    }

    request(transport: string, method: 'GET' | 'POST', url: string, body?: string): void {
        if (this.active) {
            const masker = (this.masker ??= QueryMasker.ofProperty());
            this.record({
                kind: 'request',
                time: Date.now(),
                transport,
                method,
                url: masker.maskText(url)!,
                body: masker.maskText(body),
                page: masker.maskText(this.window.location.href)!
            });
        }
    }

    subscribe(listener: (entry: QaEntry) => void): () => void {
        this.listeners.add(listener);
        return () => this.listeners.delete(listener);
    }

    /** `?qa=1` / `?qa=0` set the tab's switch; without one, non-production bundles are on. */
    protected readSwitch(): boolean {
        const asked = /[?&]qa=([01])(?:&|#|$)/.exec(this.window.location.search)?.[1];
        if (!asked && this.buildInfo.environment === 'production' && this.cookies().get(QA_SESSION_COOKIE) !== '1') {
            // Most pages: opening sessionStorage is a trip to the browser that a production page without QA need not make.
            return false;
        }
        try {
            const storage = this.window.sessionStorage;
            if (asked) {
                storage.setItem(QA_SWITCH_KEY, asked);
                const cookies = this.cookies();
                if (asked === '1') {
                    cookies.set(QA_SESSION_COOKIE, '1');
                } else {
                    cookies.remove(QA_SESSION_COOKIE);
                }
                // At once, not at the end of the task: a tester's switch is rare, and the next page must see it.
                cookies.flush();
            }
            const stored = storage.getItem(QA_SWITCH_KEY);
            return stored ? stored === '1' : this.buildInfo.environment !== 'production';
        } catch {
            // Storage refused: the address alone decides, for this page.
            return asked ? asked === '1' : this.buildInfo.environment !== 'production';
        }
    }
}
