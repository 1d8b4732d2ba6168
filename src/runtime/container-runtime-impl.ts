import { inject, injectable, multiInject, optional } from 'inversify';
import { ContainerRuntime } from './container-runtime';
import { DataElementContribution } from './data-element';
import { DataElementRegistry } from './data-element-registry';
import { ErrorBoundary } from '../services/error-boundary';
import { HostAuthorization } from './host-authorization';
import { Logger } from '../services/logger';
import { RuntimeMessages } from './messages';
import { PublicApi } from './public-api';
import { RuleEngine } from './rule-engine';

@injectable()
export class ContainerRuntimeImpl implements ContainerRuntime {

    @inject(HostAuthorization) protected readonly hostAuthorization!: HostAuthorization;
    @inject(PublicApi) protected readonly publicApi!: PublicApi;
    @inject(DataElementRegistry) protected readonly dataElements!: DataElementRegistry;
    @multiInject(DataElementContribution) @optional() protected readonly contributions: DataElementContribution[] | undefined;
    @inject(RuleEngine) protected readonly ruleEngine!: RuleEngine;
    @inject(Logger) protected readonly logger!: Logger;
    @inject(ErrorBoundary) protected readonly boundary!: ErrorBoundary;

    start(): boolean {
        if (!this.hostAuthorization.isAuthorized()) {
            this.logger.error(`${RuntimeMessages.hostNotAllowed} [${RuntimeMessages.hostNotAllowedCode}]`);
            return false;
        }
        this.publicApi.install();
        for (const contribution of this.contributions ?? []) {
            this.boundary.run('Failed to register data elements.', () => contribution.registerDataElements(this.dataElements));
        }
        this.ruleEngine.start();
        return true;
    }
}
