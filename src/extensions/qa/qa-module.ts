import { ContainerModule } from 'inversify';
import { bindLazyPart } from '../../runtime/bindings';
import { DataElementRegistry } from '../../runtime/data-element-registry';
import { RuleEngine } from '../../runtime/rule-engine';
import { BrowserWindow } from '../../services/browser-window';
import { ConsentService } from '../../services/consent-service';
import { CookieService } from '../../services/cookie-service';
import { Logger } from '../../services/logger';
import { QaInspectorProvider } from '../../services/qa-inspector';
import { QaJournal } from '../../services/qa-journal';
import { VisitorService } from '../../services/visitor-service';
import type { QaInspectorImpl } from './qa-inspector-impl';

/**
 * The QA inspector, in the `inspector` file beside the bundle: the runtime asks for it only on
 * pages with QA on, so no other page downloads it.
 */
export const qaModule = new ContainerModule(bind => {
    bindLazyPart(bind, QaInspectorProvider, {
        file: 'inspector',
        name: 'QaInspectorImpl',
        build: (Inspector: typeof QaInspectorImpl, container) =>
            new Inspector({
                window: container.get(BrowserWindow),
                journal: container.get(QaJournal),
                engine: container.get(RuleEngine),
                dataElements: container.get(DataElementRegistry),
                visitor: container.get(VisitorService),
                consent: container.get(ConsentService),
                cookies: container.get(CookieService),
                logger: container.get(Logger)
            })
    });
});
