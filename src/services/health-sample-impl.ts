import { inject, injectable } from 'inversify';
import { HealthSettings } from '../config/health';
import { BuildInfo } from './build-info';
import type { HealthSample } from './health-sample';

@injectable()
export class HealthSampleImpl implements HealthSample {
    @inject(BuildInfo) protected readonly buildInfo!: BuildInfo;

    protected drawn: boolean | undefined;
    protected at = 0;

    get sampled(): boolean {
        return (this.drawn ??= this.draw());
    }

    get started(): number {
        return this.at;
    }

    /** One draw per page, nothing kept: an environment without a report URL never draws. */
    protected draw(): boolean {
        this.at = Date.now();
        const { reportUrl, sampleRate } = HealthSettings.environments[this.buildInfo.environment];
        return !!reportUrl && Math.random() < sampleRate;
    }
}
