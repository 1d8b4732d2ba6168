import { DataElementContribution, DataElementDefinition } from '../../runtime/data-element';
import { VisitorService } from '../../services/visitor-service';

/** The visitor's ids as data elements, empty until the service knows them. */
export class VisitorDataElements implements DataElementContribution {

    constructor(protected readonly visitor: VisitorService) { }

    registerDataElements(registry: { register(definition: DataElementDefinition): void }): void {
        registry.register({ name: 'visitor id', get: () => this.visitor.instance?.getMarketingCloudVisitorID() || undefined });
        registry.register({ name: 'analytics visitor id', get: () => this.visitor.instance?.getAnalyticsVisitorID() || undefined });
    }
}
