import type { BuildInfo } from './build-info';
import type { EmbedScript } from './embed-script';
import type { Environment } from './environment';

const STAGING_FILE_NAME = /staging|development/i;

export class EnvironmentImpl implements Environment {
    constructor(
        protected readonly buildInfo: BuildInfo,
        protected readonly embedScript: EmbedScript
    ) {}

    get stage(): BuildInfo['environment'] {
        return this.buildInfo.environment;
    }

    get isStaging(): boolean {
        return this.buildInfo.environment !== 'production' || STAGING_FILE_NAME.test(this.scriptFileName());
    }

    get name(): 'staging' | 'production' {
        return this.isStaging ? 'staging' : 'production';
    }

    /** Only the file name counts: a path like /staging-assets/container.min.js is still production. */
    protected scriptFileName(): string {
        const url = this.embedScript.url ?? '';
        const path = url.split(/[?#]/)[0];
        return path.slice(path.lastIndexOf('/') + 1);
    }
}
