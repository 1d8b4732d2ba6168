import type { Country } from '../config/domains';
import type { BuildEnvironment } from './build-info';

export interface ConsentScript {
    readonly scriptId: string;
    readonly country: Country;
    /** IAB TCF mode: the page's CMP decides the visitor-ID categories. */
    readonly tcf: boolean;
    /** The banner script to load. */
    readonly url: string;
}

/** The consent-banner script of a host, by its registrable domain (docs/requirements.md §1.5). */
export const ConsentScriptDirectory = Symbol('ConsentScriptDirectory');
export interface ConsentScriptDirectory {
    /** The script of a host for a build; development builds append '-test' to the id. */
    scriptFor(host: string, build: BuildEnvironment): ConsentScript | undefined;
    /** The script of the current page for this bundle. */
    readonly current: ConsentScript | undefined;
}
