import { inject, injectable } from 'inversify';
import { MAX_DATA_ELEMENT_DEPTH } from '../config/constants';
import { ErrorBoundary } from '../services/error-boundary';
import { Logger } from '../services/logger';
import type { StorageArea } from '../services/storage-service';
import { StorageService } from '../services/storage-service';
import type { DataElementDefinition } from './data-element';
import { DATA_ELEMENT_STORAGE_PREFIX } from './data-element';
import type { DataElementRegistry } from './data-element-registry';
import { RuntimeMessages } from './messages';
import type { RuleEvent } from './rule';

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

@injectable()
export class DataElementRegistryImpl implements DataElementRegistry {
    @inject(StorageService) protected readonly storage!: StorageService;
    @inject(Logger) protected readonly logger!: Logger;

    protected readonly definitions = new Map<string, DataElementDefinition>();
    protected readonly pageviewValues = new Map<string, unknown>();
    protected readonly customVars = new Map<string, unknown>();
    /** Names being resolved, outermost first: the circular-reference guard. */
    protected readonly resolving: string[] = [];

    register(definition: DataElementDefinition): void {
        if (this.definitions.has(definition.name)) {
            this.logger.warn(RuntimeMessages.duplicateDataElement(definition.name));
        }
        this.definitions.set(definition.name, definition);
    }

    has(name: string): boolean {
        return this.definitions.has(name);
    }

    names(): readonly string[] {
        return [...this.definitions.keys()];
    }

    getValue(name: string, event?: RuleEvent): unknown {
        const definition = this.definitions.get(name);
        if (!definition) {
            return undefined;
        }
        if (this.resolving.length >= MAX_DATA_ELEMENT_DEPTH) {
            this.logger.error(RuntimeMessages.circularDataElement([...this.resolving, name]));
            return undefined;
        }
        this.resolving.push(name);
        try {
            return this.compute(definition, event);
        } finally {
            this.resolving.pop();
        }
    }

    getVar(name: string, event?: RuleEvent): unknown {
        if (this.definitions.has(name)) {
            return this.getValue(name, event);
        }
        const [head, ...path] = name.split('.');
        switch (head) {
            case 'this':
                return this.read(event?.element, path);
            case 'event':
                return this.read(event, path);
            case 'target':
                return this.read(event?.target, path);
        }
        if (this.customVars.has(name)) {
            return this.customVars.get(name);
        }
        return this.customVars.has(head) ? this.read(this.customVars.get(head), path) : undefined;
    }

    setVar(name: string | Record<string, unknown>, value?: unknown): void {
        if (name !== null && typeof name === 'object') {
            for (const [key, entry] of Object.entries(name)) {
                this.setVar(key, entry);
            }
            return;
        }
        const key = String(name);
        if (!UNSAFE_KEYS.has(key)) {
            this.customVars.set(key, value);
        }
    }

    protected compute(definition: DataElementDefinition, event: RuleEvent | undefined): unknown {
        let value: unknown;
        try {
            value = definition.get(event);
        } catch (error) {
            this.logger.warn(RuntimeMessages.dataElementFailed(definition.name, ErrorBoundary.describe(error)));
            return undefined;
        }
        if (definition.storageDuration) {
            if (value !== undefined && value !== null) {
                this.store(definition, value);
            } else {
                value = this.restore(definition);
            }
        }
        if (value === undefined || value === null) {
            value = definition.defaultValue;
        }
        if (typeof value === 'string') {
            if (definition.cleanText) {
                value = value.replace(/\s+/g, ' ').trim();
            }
            if (definition.forceLowerCase) {
                value = (value as string).toLowerCase();
            }
        }
        return value;
    }

    protected store(definition: DataElementDefinition, value: unknown): void {
        if (definition.storageDuration === 'pageview') {
            this.pageviewValues.set(definition.name, value);
            return;
        }
        let json: string;
        try {
            json = JSON.stringify(value);
        } catch {
            return; // Not serialisable (e.g. circular): the value is used but not kept.
        }
        this.storage.setItem(this.areaOf(definition), DATA_ELEMENT_STORAGE_PREFIX + definition.name, json);
    }

    protected restore(definition: DataElementDefinition): unknown {
        if (definition.storageDuration === 'pageview') {
            return this.pageviewValues.get(definition.name);
        }
        const json = this.storage.getItem(this.areaOf(definition), DATA_ELEMENT_STORAGE_PREFIX + definition.name);
        if (json === undefined) {
            return undefined;
        }
        try {
            return JSON.parse(json);
        } catch {
            return undefined;
        }
    }

    protected areaOf(definition: DataElementDefinition): StorageArea {
        return definition.storageDuration === 'visitor' ? 'local' : 'session';
    }

    definitionOf(name: string): DataElementDefinition | undefined {
        return this.definitions.get(name);
    }

    isKnown(name: string): boolean {
        const head = name.split('.')[0];
        return (
            this.definitions.has(name) ||
            head === 'this' ||
            head === 'event' ||
            head === 'target' ||
            this.customVars.has(name) ||
            this.customVars.has(head)
        );
    }

    /**
     * Walks a dot path. Element paths know `@text` (textContent), `@cleanText` and
     * `getAttribute(name)`, the accessors page code used with the replaced engine.
     */
    protected read(base: unknown, path: readonly string[]): unknown {
        let value = base;
        for (const segment of path) {
            if (value === undefined || value === null || UNSAFE_KEYS.has(segment)) {
                return undefined;
            }
            const node = value as Element;
            if (segment === '@text' || segment === '@cleanText') {
                const text = node.textContent ?? '';
                value = segment === '@cleanText' ? text.replace(/\s+/g, ' ').trim() : text;
                continue;
            }
            const attribute = /^getAttribute\((.+)\)$/.exec(segment);
            if (attribute && typeof node.getAttribute === 'function') {
                value = node.getAttribute(attribute[1]) ?? undefined;
                continue;
            }
            value = (value as Record<string, unknown>)[segment];
        }
        return value;
    }
}
