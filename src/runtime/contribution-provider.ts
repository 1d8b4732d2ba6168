/**
 * Everything bound to one contribution symbol (rules, trigger sources, data elements, start-up
 * steps), asked for by name: `@inject(ContributionProvider) @named(RuleContribution)`. Empty
 * when a page's modules bind none, so no caller needs an optional injection or a fallback.
 */
export const ContributionProvider = Symbol('ContributionProvider');
export interface ContributionProvider<T> {
    getContributions(): readonly T[];
}
