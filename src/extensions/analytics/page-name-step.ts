import type { ComposedHit, HitInput, HitStep } from './hit-step';

/** A page view names the page for the link hits after it: the call's page name, else page code's. */
export class PageNameStep implements HitStep {
    readonly name = 'page name';
    readonly order = 100;
    readonly required = true;

    /** The page name of the last page view. */
    protected pageName: string | undefined;

    run(hit: ComposedHit, input: HitInput): void {
        if (!input.link) {
            const own = input.variables.pageName;
            const named = input.values[VARIABLE.pageName] ?? (typeof own === 'string' || typeof own === 'number' ? String(own) : undefined);
            this.pageName = named === undefined || named === '' ? undefined : String(named);
        }
        hit.pageName = this.pageName;
    }
}
