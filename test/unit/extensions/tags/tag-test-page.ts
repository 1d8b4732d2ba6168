import type { Container } from 'inversify';
import type { ExternalTagRow } from '../../../../src/config/external-tags';
import { consentModule } from '../../../../src/extensions/consent/consent-module';
import { TagLoader } from '../../../../src/extensions/tags/tag-loader';
import { BrowserWindow } from '../../../../src/services/browser-window';
import { ConsentScriptDirectory } from '../../../../src/services/consent-script-directory';
import { ConsentService } from '../../../../src/services/consent-service';
import { DomainDirectory } from '../../../../src/services/domain-directory';
import { Logger } from '../../../../src/services/logger';
import type { QaTagEntry } from '../../../../src/services/qa-journal';
import { QaJournal } from '../../../../src/services/qa-journal';
import { ScriptLoader } from '../../../../src/services/script-loader';
import { TcfReaderProvider } from '../../../../src/services/tcf-reader';
import { inProcessLazyFeaturesModule } from '../../in-process-lazy-features';
import { testDom } from '../../setup';
import { createTestContainer, resetTestPage } from '../../test-container';

export const ASSETS = 'https://assets.adobedtm.com/tags/test';

/** Rows of the tests' own, independent of the property's table. */
export const TEST_TAGS: readonly ExternalTagRow[] = [
    { id: 'health', url: `${ASSETS}/health.js`, loadsAt: 'window-loaded', appliesTo: { siteTypes: ['rental', 'careers'] }, category: 0 },
    { id: 'pixel', url: `${ASSETS}/pixel.js`, loadsAt: 'page-bottom', appliesTo: { siteTypes: ['rental'] }, category: 2, iabVendorId: 755 },
    {
        id: 'chat',
        url: `${ASSETS}/chat.js`,
        loadsAt: 'dom-ready',
        appliesTo: { hosts: ['www.alderway.com', 'www.alderway.de'] },
        category: 1,
        globalName: 'chat.ready'
    },
    {
        id: 'survey',
        url: `${ASSETS}/survey.js`,
        loadsAt: { event: 'survey due' },
        appliesTo: { siteTypes: ['careers'] },
        category: 1,
        eager: true
    }
];

export interface TagPageOptions {
    readonly tags?: readonly ExternalTagRow[];
    /** Prepares the page before the container starts: a CMP, a stub. */
    readonly setup?: (window: Window & Record<string, unknown>, container: Container) => void;
    /** The page view's delivery, as the tracker says it: left already, unless a test holds it. */
    readonly pageView?: () => Promise<void>;
}

/** A page of the property with the banner's cookies as given, and the loader built as its module builds it. */
export function tagPage(
    url: string,
    cookies: Record<string, string> = {},
    { tags = TEST_TAGS, setup, pageView = () => Promise.resolve() }: TagPageOptions = {}
): { loader: TagLoader; container: Container } {
    resetTestPage(url);
    for (const [name, value] of Object.entries(cookies)) {
        testDom.window.document.cookie = `${name}=${value}; path=/`;
    }
    const container = createTestContainer({
        buildInfo: { environment: 'development' },
        modules: [consentModule, inProcessLazyFeaturesModule]
    });
    setup?.(testDom.window as unknown as Window & Record<string, unknown>, container);
    const loader = new TagLoader({
        tags,
        domains: container.get(DomainDirectory),
        consentScripts: container.get(ConsentScriptDirectory),
        window: container.get(BrowserWindow),
        consent: container.get(ConsentService),
        scripts: container.get(ScriptLoader),
        tracker: { pageViewSettled: pageView },
        journal: container.get(QaJournal),
        logger: container.get(Logger),
        tcf: container.get(TcfReaderProvider)
    });
    return { loader, container };
}

/** The script elements the page holds, by URL: what would have gone to the network. */
export function scriptUrls(): string[] {
    return [...testDom.window.document.querySelectorAll('script')].map(script => script.src);
}

/** The network's answer to the script of `url`: it ran, or it failed. */
export function answer(url: string, outcome: 'load' | 'error'): void {
    const script = [...testDom.window.document.querySelectorAll('script')].find(element => element.src === url);
    if (!script) {
        throw new Error(`no script for ${url}: ${scriptUrls().join(', ')}`);
    }
    script.dispatchEvent(new testDom.window.Event(outcome));
}

/** The latest status of each tag, as the QA inspector reads them from the journal. */
export function statuses(container: Container): Record<string, string> {
    const latest: Record<string, string> = {};
    for (const entry of container.get<QaJournal>(QaJournal).entries.filter((entry): entry is QaTagEntry => entry.kind === 'tag')) {
        latest[entry.id] = entry.detail ? `${entry.status}: ${entry.detail}` : entry.status;
    }
    return latest;
}
