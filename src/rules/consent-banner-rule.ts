import { inject, injectable } from 'inversify';
import type { Rule } from '../runtime/rule';
import { ConsentScriptDirectory } from '../services/consent-script-directory';
import { ConsentService } from '../services/consent-service';
import { Logger } from '../services/logger';
import { ScriptLoader } from '../services/script-loader';

/**
 * Loads the consent-banner provider's script with the host's script id (docs/requirements.md §1.5) when the
 * container starts, once the page's first frame is painted, so visitors can give consent before
 * anything that needs it runs. The load is
 * not awaited: a slow provider must not hold back the rules after this one. Nor does the window's
 * load event wait for it: a provider that never answers would otherwise leave the page without
 * `load`, and the container without its window-loaded work (the after-load file, id syncs, media).
 * Once it ran, its cookies may say consent (implied outside the EU), so consent is looked at again.
 */
@injectable()
export class ConsentBannerRule implements Rule {
    static readonly id = 'consent-banner';
    static readonly order = 10;
    static readonly trigger = { type: 'library-loaded' } as const;

    @inject(ConsentScriptDirectory) protected readonly consentScripts!: ConsentScriptDirectory;
    @inject(ScriptLoader) protected readonly scripts!: ScriptLoader;
    @inject(ConsentService) protected readonly consent!: ConsentService;
    @inject(Logger) protected readonly logger!: Logger;

    condition(): boolean {
        return this.consentScripts.current !== undefined;
    }

    action(): void {
        const script = this.consentScripts.current!;
        // After the page's first frame: the banner then never holds back the page's own render.
        this.scripts.loadScript(script.url, { afterFirstRender: true, delaysLoad: false }).then(
            () => this.consent.bannerLoaded(),
            (error: Error) => this.logger.warn(`The consent banner ${script.scriptId} did not load: ${error.message}`)
        );
    }
}
