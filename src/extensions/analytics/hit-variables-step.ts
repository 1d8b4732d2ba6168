import type { ComposedHit, HitInput, HitStep } from './hit-step';

/**
 * What page code set on `s` (context data whole), then the call's values and the plug-ins' by
 * variable; the page name, address and first referrer where none is set.
 */
export class HitVariablesStep implements HitStep {
    readonly name = 'variables';
    readonly order = 300;
    readonly required = true;

    protected firstHit = true;

    run(hit: ComposedHit, input: HitInput): void {
        const own = input.variables;
        const ownContext = own.contextData;
        Object.assign(hit.contextData, ownContext && typeof ownContext === 'object' ? ownContext : {});
        const events: string[] = typeof own.events === 'string' && own.events ? own.events.split(',') : [];
        for (const [name, value] of Object.entries(own)) {
            if (typeof value === 'string' || typeof value === 'number') {
                hit.variables[name] = String(value);
            }
        }
        this.addValues(hit, { ...input.values, ...hit.pluginValues }, events);
        // Link hits name the page they happened on, as the page view named it.
        hit.variables.pageName ??= hit.pageName;
        // Defaulted once, then kept on the tracker: later hits carry the first address unless page code sets another (docs/protocols.md §2.2).
        if (hit.variables.pageURL === undefined) {
            hit.variables.pageURL = input.page.url;
            hit.keptOnTracker = { pageURL: input.page.url };
        }
        // The referrer on the tracker's first hit only (docs/protocols.md §2.2); one page code sets goes on its hit.
        if (this.firstHit) {
            this.firstHit = false;
            hit.variables.referrer ??= input.page.referrer();
        }
        if (input.link) {
            hit.link = { type: input.link.type, name: input.link.name, url: input.link.url };
        }
    }

    /** The call's values by variable: a flag or numeric event, a context-data key, or a variable. */
    protected addValues(hit: ComposedHit, values: Readonly<Record<string, unknown>>, events: string[]): void {
        for (const [variable, value] of Object.entries(values)) {
            if (value === undefined || value === null || value === '' || value === false) {
                continue;
            }
            if (/^event\d+$/.test(variable)) {
                // A flag event, or a numeric one (`event507=42`: seconds, a count, a price).
                const amount = Number(value);
                events.push(value === true || value === 'true' || !Number.isFinite(amount) ? variable : `${variable}=${amount}`);
            } else if (variable.startsWith('contextData.')) {
                hit.contextData[variable.slice('contextData.'.length)] = value;
            } else {
                hit.variables[variable] = String(value);
            }
        }
        hit.variables.events = [...new Set(events)].join(',') || undefined;
    }
}
