import { ContainerModule } from 'inversify';
import { bindLazyProvider } from '../../runtime/bindings';
import { DataElementRegistry } from '../../runtime/data-element-registry';
import { RuleEngine } from '../../runtime/rule-engine';
import { BrowserWindow } from '../../services/browser-window';
import { ConsentService } from '../../services/consent-service';
import { CookieService } from '../../services/cookie-service';
import { Logger } from '../../services/logger';
import { QaInspectorProvider } from '../../services/qa-inspector';
import { QaJournal } from '../../services/qa-journal';
import { VisitorService } from '../../services/visitor-service';

/**
 * The QA inspector, in the `inspector` file beside the bundle: the runtime asks for it only on
 * pages with QA on, so no other page downloads it.
 */
export const qaModule = new ContainerModule(bind => {
    bindLazyProvider(bind, QaInspectorProvider, {
        file: 'inspector', name: 'QaInspectorImpl',
        injections: {
            window: BrowserWindow, journal: QaJournal, engine: RuleEngine, dataElements: DataElementRegistry,
            visitor: VisitorService, consent: ConsentService, cookies: CookieService, logger: Logger
        }
    });
});
