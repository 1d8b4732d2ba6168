import type { DataElementDefinition } from './data-element';
import type { RuleEvent } from './rule';

/**
 * The named values of the property and the custom variables page code sets, with the
 * `_satellite.getVar` / `setVar` semantics page code relies on. Rules are code: they read a data
 * element by its name, so no string of the container holds `%name%` tokens to replace.
 */
export const DataElementRegistry = Symbol('DataElementRegistry');
export interface DataElementRegistry {
    register(definition: DataElementDefinition): void;
    has(name: string): boolean;
    names(): readonly string[];
    /** The definition registered under `name`, without reading its value. */
    definitionOf(name: string): DataElementDefinition | undefined;
    /** A name getVar resolves: a data element, `this.` / `event.` / `target.` paths, or a custom variable. */
    isKnown(name: string): boolean;
    /** The value of a data element; undefined for unknown names and failing code. */
    getValue(name: string, event?: RuleEvent): unknown;
    /**
     * A data element if one has this name; else `this.x` (the event's element), `event.x`,
     * `target.x`, or a custom variable set with setVar (dot paths into objects).
     */
    getVar(name: string, event?: RuleEvent): unknown;
    setVar(name: string | Record<string, unknown>, value?: unknown): void;
}
