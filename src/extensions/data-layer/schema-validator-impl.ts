import { SchemaSettings } from '../../config/data-layer';
import type { JsonSchema } from '../../config/data-layer-schemas';
import type { ConsentService } from '../../services/consent-service';
import type { HttpClient, HttpResponse } from '../../services/http-client';
import type { Logger } from '../../services/logger';
import type { SchemaValidator, ValidationOutcome } from '../../services/schema-validator';
import type { StorageService } from '../../services/storage-service';
import BUILT_IN_VALIDATORS from './built-in-validators';
import type { SchemaCompiler } from './schema-compiler';
import type { SchemaCompilerProvider } from './schema-compiler-provider';
import type { SchemaCheck } from './schema-violations';
import { SchemaViolations } from './schema-violations';

/** A cache entry: the event's schema, or null for "there is none", until `expires` (ms since the epoch). */
interface CachedSchema {
    readonly schema: JsonSchema | null;
    readonly expires: number;
}

/** What the page knows of an event name: the check of its schema, or the outcome of all its events. */
type Verdict = SchemaCheck | ValidationOutcome;

const NO_SCHEMA: ValidationOutcome = { status: 'no schema' };

const NO_CONSENT: ValidationOutcome = { status: 'not validated', reason: "no consent to fetch the event's schema" };

const CSP_REASON = "schemas cannot be compiled under this page's Content-Security-Policy";

/** What the validator takes from the bundle: the schema cache, HTTP for the schema server, consent, the logger, and the compiler file. */
export interface SchemaValidatorOptions {
    readonly storage: StorageService;
    readonly http: HttpClient;
    readonly consent: ConsentService;
    readonly logger: Logger;
    readonly compilers: SchemaCompilerProvider;
}

/**
 * Validates pushed events against the schema of their event, from the first source that has it:
 * the validators built into this file (SchemaSettings.builtInSchemas), then the schema
 * cached in localStorage, then the schema server (fetched without cookies, once per event name
 * and page, with consent only). A schema from the cache or the server is compiled on the page by
 * the schema-compiler file, loaded then, and its check kept for the page: the next event of the
 * name is validated at once. A schema that cannot be had (an error answer, no answer in time,
 * not JSON) is logged once and cached as "none" for the cache's lifetime, so events do not retry
 * it. Under a Content-Security-Policy without 'unsafe-eval' nothing can be compiled: one warning,
 * and such events are not validated. Violations are the caller's to log and report.
 *
 * In the after-load file; the bundle builds it once the file is in (data-layer-module.ts).
 */
export class SchemaValidatorImpl implements SchemaValidator {
    /** What the page knows per event name, once it knows. */
    protected readonly known = new Map<string, Verdict>();
    /** The work under way per event name, shared by the events of the name that come meanwhile. */
    protected readonly pending = new Map<string, Promise<Verdict>>();
    /** Why nothing can be compiled on this page, once that is known. */
    protected compilerRefusal: ValidationOutcome | undefined;

    constructor(protected readonly options: SchemaValidatorOptions) {}

    validate(eventName: string, item: object): ValidationOutcome | Promise<ValidationOutcome> {
        try {
            const verdict = this.verdictOf(eventName);
            // A thenable rather than `instanceof Promise`: pages that replace window.Promise exist.
            return 'then' in verdict
                ? verdict.then(found => this.apply(found, item)).catch(error => this.failure(error))
                : this.apply(verdict, item);
        } catch (error) {
            return this.failure(error);
        }
    }

    protected apply(verdict: Verdict, item: object): ValidationOutcome {
        return typeof verdict === 'function' ? verdict(item) : verdict;
    }

    protected failure(error: unknown): ValidationOutcome {
        return { status: 'not validated', reason: `validation failed: ${messageOf(error)}` };
    }

    /** At once what needs no wait; a promise when the schema must be compiled, or fetched first. */
    protected verdictOf(eventName: string): Verdict | Promise<Verdict> {
        const known = this.known.get(eventName) ?? this.pending.get(eventName);
        if (known) {
            return known;
        }
        // Own keys only: the module's exports object also answers `constructor` and the like.
        const builtIn = Object.prototype.hasOwnProperty.call(BUILT_IN_VALIDATORS, eventName) ? BUILT_IN_VALIDATORS[eventName] : undefined;
        if (builtIn) {
            return this.remember(eventName, SchemaViolations.checkOf(builtIn));
        }
        const cached = this.cached(eventName);
        if (cached?.schema === null) {
            return this.remember(eventName, NO_SCHEMA);
        }
        if (this.compilerRefusal) {
            return this.compilerRefusal;
        }
        if (!cached && !this.options.consent.hasConsent) {
            // Not kept: once the visitor consents, the next event of the name fetches the schema.
            return NO_CONSENT;
        }
        const pending = (cached ? Promise.resolve(cached.schema) : this.fetchSchema(eventName))
            .then(schema => (schema ? this.compile(eventName, schema) : NO_SCHEMA))
            .then(verdict => this.remember(eventName, verdict))
            .finally(() => this.pending.delete(eventName));
        this.pending.set(eventName, pending);
        return pending;
    }

    protected remember(eventName: string, verdict: Verdict): Verdict {
        this.known.set(eventName, verdict);
        return verdict;
    }

    /** The unexpired cache entry of the event, if any. */
    protected cached(eventName: string): CachedSchema | undefined {
        const text = this.options.storage.getItem('local', SchemaSettings.schemaCacheKey + eventName);
        try {
            const entry = (text ? JSON.parse(text) : undefined) as Partial<CachedSchema> | undefined;
            if (
                entry &&
                typeof entry.expires === 'number' &&
                entry.expires > Date.now() &&
                (entry.schema === null || isObject(entry.schema))
            ) {
                return entry as CachedSchema;
            }
        } catch {
            // Not ours, or damaged: as if there were none.
        }
        return undefined;
    }

    protected cache(eventName: string, schema: JsonSchema | null): void {
        const entry: CachedSchema = { schema, expires: Date.now() + SchemaSettings.schemaCacheMs };
        this.options.storage.setItem('local', SchemaSettings.schemaCacheKey + eventName, JSON.stringify(entry));
    }

    /**
     * The published schema of the event, or null when there is none to be had: without cookies,
     * since the schema server answers any origin (`*`), which browsers refuse to credentialed requests.
     */
    protected fetchSchema(eventName: string): Promise<JsonSchema | null> {
        const { cdnHost, prefix, organizationId, propertyId, buildId } = SchemaSettings.remoteSchemas;
        const path = [prefix, organizationId, propertyId, buildId, eventName].map(encodeURIComponent).join('/');
        return this.options.http
            .get(`${cdnHost}/${path}.json`, SchemaSettings.schemaTimeoutMs, { withCredentials: false })
            .then(
                response => this.schemaIn(response),
                (error: Error | undefined) =>
                    error?.name === 'TimeoutError' ? `no answer within ${SchemaSettings.schemaTimeoutMs} ms` : 'network error'
            )
            .then(found => {
                if (typeof found === 'string') {
                    this.options.logger.warn(
                        `No schema for data-layer event "${eventName}" (${found}): events of that name are not validated ` +
                            `for the next ${SchemaSettings.schemaCacheMs / 60000} minutes.`
                    );
                }
                const schema = typeof found === 'string' ? null : found;
                this.cache(eventName, schema);
                return schema;
            });
    }

    /** The schema in a response, or why there is none. */
    protected schemaIn(response: HttpResponse): JsonSchema | string {
        if (response.status < 200 || response.status > 299) {
            return `HTTP ${response.status}`;
        }
        let schema: unknown;
        try {
            schema = JSON.parse(response.text);
        } catch {
            return 'invalid JSON';
        }
        return isObject(schema) ? (schema as JsonSchema) : 'not a JSON schema';
    }

    protected async compile(eventName: string, schema: JsonSchema): Promise<Verdict> {
        let compiler: SchemaCompiler;
        try {
            compiler = await this.options.compilers();
        } catch (error) {
            return this.refuse(`the schema compiler did not load: ${messageOf(error)}`, 'The data-layer schema compiler did not load');
        }
        try {
            return compiler.compile(schema);
        } catch (error) {
            // ajv compiles with new Function, which a policy without 'unsafe-eval' refuses.
            if ((error as Error | undefined)?.name === 'EvalError') {
                return this.refuse(
                    CSP_REASON,
                    "Data-layer schemas from the cache or the schema server cannot be compiled under this page's " +
                        "Content-Security-Policy (no 'unsafe-eval')"
                );
            }
            this.options.logger.warn(
                `The schema of data-layer event "${eventName}" cannot be compiled (${messageOf(error)}): ` +
                    'events of that name are not validated on this page.'
            );
            return { status: 'not validated', reason: `its schema cannot be compiled: ${messageOf(error)}` };
        }
    }

    /** Nothing can be compiled on this page: said once, whatever the events. */
    protected refuse(reason: string, warning: string): ValidationOutcome {
        if (!this.compilerRefusal) {
            this.compilerRefusal = { status: 'not validated', reason };
            this.options.logger.warn(`${warning}: events without a built-in schema are not validated.`);
        }
        return this.compilerRefusal;
    }
}

function isObject(value: unknown): value is object {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageOf(error: unknown): string {
    return (error as Error | undefined)?.message ?? String(error);
}
