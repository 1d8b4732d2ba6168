import { ContainerModule } from 'inversify';

/**
 * The company's rules, one class per file in this folder. A rule joins with two lines:
 * `bind(MyRule).toSelf().inSingletonScope(); bind(Rule).toService(MyRule);`
 * Binding order is the tie-break between rules of equal order.
 */
export const rulesModule = new ContainerModule(() => {
    // The rules arrive with the integrations they drive.
});
