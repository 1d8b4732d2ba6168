import { ContainerModule } from 'inversify';
import { HealthSettings } from '../../config/health';
import { bindLazyPart, bindSingleton } from '../../runtime/bindings';
import { StartupContribution } from '../../runtime/startup-contribution';
import { BrowserWindow } from '../../services/browser-window';
import { BuildInfo } from '../../services/build-info';
import { ConsentScriptDirectory } from '../../services/consent-script-directory';
import { ConsentService } from '../../services/consent-service';
import { DomainDirectory } from '../../services/domain-directory';
import { EmbedScript } from '../../services/embed-script';
import { HealthSample } from '../../services/health-sample';
import { QaJournal } from '../../services/qa-journal';
import { ServiceUrl } from '../../services/service-url';
import { TrackerService } from '../../services/tracker-service';
import { HEALTH_STEP, HealthMonitor, HealthReporterProvider } from './health-monitor';
import type { HealthReporter } from './health-reporter';

/**
 * The container's health reports (docs/health.md): the monitor in the bundle, which only draws and
 * listens for the page's leaving; the reporter, its facts and its meter in the health file,
 * built on a drawn page once that file is in.
 */
export const healthModule = new ContainerModule(bind => {
    bindSingleton(bind, HealthMonitor);
    // A page not drawn gets a step that does nothing: inversify builds no monitor for it.
    bind(StartupContribution).toDynamicValue(context =>
        context.container.get<HealthSample>(HealthSample).sampled
            ? context.container.get(HealthMonitor)
            : { startupStep: HEALTH_STEP, start: () => undefined }
    );
    bindLazyPart(bind, HealthReporterProvider, {
        file: 'health',
        name: 'HealthReporter',
        build: (Reporter: typeof HealthReporter, container) => {
            const window = container.get<BrowserWindow>(BrowserWindow);
            const url = new URL(HealthSettings.environments[container.get<BuildInfo>(BuildInfo).environment].reportUrl ?? '');
            return new Reporter({
                window,
                journal: container.get(QaJournal),
                tracker: container.get(TrackerService),
                facts: {
                    window,
                    buildInfo: container.get(BuildInfo),
                    domains: container.get(DomainDirectory),
                    consent: container.get(ConsentService),
                    consentScripts: container.get(ConsentScriptDirectory)
                },
                meter: { window, scriptUrl: container.get<EmbedScript>(EmbedScript).url },
                reportUrl: container.get<ServiceUrl>(ServiceUrl).of(url.host, url.pathname),
                started: container.get<HealthSample>(HealthSample).started
            });
        }
    });
});
