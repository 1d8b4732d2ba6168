import type { DataElementContribution, DataElementDefinition } from '../../runtime/data-element';
import type { VisitorService } from '../../services/visitor-service';

export interface VisitorDataElementsOptions {
    /** The service whose instance has the ids. */
    readonly visitor: VisitorService;
}

/** The visitor's ids as data elements, empty until the service knows them. */
export class VisitorDataElements implements DataElementContribution {
    constructor(protected readonly options: VisitorDataElementsOptions) {}

    registerDataElements(registry: { register(definition: DataElementDefinition): void }): void {
        registry.register({ name: 'visitor id', get: () => this.options.visitor.instance?.getMarketingCloudVisitorID() || undefined });
        registry.register({ name: 'analytics visitor id', get: () => this.options.visitor.instance?.getAnalyticsVisitorID() || undefined });
    }
}
