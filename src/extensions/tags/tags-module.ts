import { ContainerModule } from 'inversify';
import { bindLazyPart } from '../../runtime/bindings';
import { BrowserWindow } from '../../services/browser-window';
import { ConsentScriptDirectory } from '../../services/consent-script-directory';
import { ConsentService } from '../../services/consent-service';
import { DomainDirectory } from '../../services/domain-directory';
import { ExternalTagsProvider } from '../../services/external-tags';
import { Logger } from '../../services/logger';
import { QaJournal } from '../../services/qa-journal';
import { ScriptLoader } from '../../services/script-loader';
import { TcfReaderProvider } from '../../services/tcf-reader';
import { TrackerService } from '../../services/tracker-service';
import type { TagLoader } from './tag-loader';

/**
 * The property's external tags (src/config/external-tags.ts): their loader and its consent check
 * are in the after-load file with the table, built once the external-tags rule first asks; the
 * bundle carries only the moments the rule subscribes to and this binding.
 */
export const tagsModule = new ContainerModule(bind => {
    bindLazyPart(bind, ExternalTagsProvider, {
        file: 'after-load',
        name: 'TagLoader',
        build: (Loader: typeof TagLoader, container) =>
            new Loader({
                domains: container.get(DomainDirectory),
                consentScripts: container.get(ConsentScriptDirectory),
                window: container.get(BrowserWindow),
                consent: container.get(ConsentService),
                scripts: container.get(ScriptLoader),
                tracker: container.get(TrackerService),
                journal: container.get(QaJournal),
                logger: container.get(Logger),
                tcf: container.get(TcfReaderProvider)
            })
    });
});
