import type { ErrorObject } from 'ajv';
import Ajv from 'ajv';
import type { Property } from '../../src/config/property';
import { ExternalTagChecker } from './external-tag-checker';
import { PROPERTY_SCHEMA } from './property-schema';

type Table = keyof Pick<Property, 'domains' | 'reportSuites' | 'consentScripts' | 'variables'>;
/** The fields a row of those tables is named by. */
type RowName = Partial<Record<'host' | 'suite' | 'domain' | 'variable' | 'key', string>>;

/**
 * Checks the property before a bundle is built. Each problem names the table, the row index and
 * the row's own name (host, suite, domain or variable), so the fix starts at the right line.
 */
export class PropertyChecker {
    protected readonly ajv = new Ajv({ allErrors: true });
    protected readonly validate;

    constructor() {
        this.ajv.addKeyword({
            keyword: 'uniqueBy',
            type: 'array',
            schemaType: 'array',
            // The duplicates are reported by `duplicates()` below with both rows named; here the
            // keyword only makes the schema state the rule, so the schema is complete on its own.
            validate: (fields: string[], rows: Array<Record<string, unknown>>) =>
                new Set(rows.map(row => fields.map(field => String(row?.[field])).join('|'))).size === rows.length
        });
        this.validate = this.ajv.compile(PROPERTY_SCHEMA);
    }

    check(property: Property): string[] {
        const problems: string[] = [];
        if (!this.validate(property)) {
            for (const error of this.validate.errors ?? []) {
                if (error.keyword !== 'uniqueBy') {
                    problems.push(this.describe(property, error));
                }
            }
        }
        problems.push(...this.duplicates(property, 'domains', row => row.host, 'host'));
        problems.push(
            ...this.duplicates(
                property,
                'reportSuites',
                row => `${row.brand}|${row.country}|${row.siteType}`,
                'brand, country and site type'
            )
        );
        problems.push(...this.duplicates(property, 'consentScripts', row => row.domain, 'consent domain'));
        problems.push(...this.duplicates(property, 'variables', row => row.variable, 'variable'));
        problems.push(...this.duplicates(property, 'variables', row => row.key, 'key'));
        problems.push(...this.hostsWithoutSuite(property));
        problems.push(...new ExternalTagChecker(property.domains).check(property.externalTags ?? []));
        return problems;
    }

    /** Throws one error listing every problem. */
    assertValid(property: Property): void {
        const problems = this.check(property);
        if (problems.length > 0) {
            throw new Error(`The property config is invalid:\n  - ${problems.join('\n  - ')}`);
        }
    }

    protected hostsWithoutSuite(property: Property): string[] {
        const suites = new Set(property.reportSuites.map(row => `${row.brand}|${row.country}|${row.siteType}`));
        return property.domains.flatMap((row, index) =>
            suites.has(`${row.brand}|${row.country}|${row.siteType}`)
                ? []
                : [
                      `${this.label(property, 'domains', index)}: no report suite for brand ${row.brand}, country ${row.country}, site type ${row.siteType}`
                  ]
        );
    }

    protected duplicates<T extends Table>(
        property: Property,
        table: T,
        keyOf: (row: Property[T][number]) => string,
        what: string
    ): string[] {
        const first = new Map<string, number>();
        const problems: string[] = [];
        (property[table] as ReadonlyArray<Property[T][number]>).forEach((row, index) => {
            const key = keyOf(row);
            const earlier = first.get(key);
            if (earlier === undefined) {
                first.set(key, index);
            } else {
                problems.push(`${this.label(property, table, index)}: duplicate ${what} (also ${this.label(property, table, earlier)})`);
            }
        });
        return problems;
    }

    protected describe(property: Property, error: ErrorObject): string {
        const [, table, index, ...field] = error.instancePath.split('/');
        const where =
            index !== undefined && table in property ? this.label(property, table as Table, Number(index)) : (table ?? 'property');
        const fieldName = field.join('.') || (error.params as { missingProperty?: string }).missingProperty || '';
        const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
        const value = field.length ? this.valueAt(property, error.instancePath) : undefined;
        const detail = allowed
            ? `must be one of ${allowed.join(', ')} (got ${JSON.stringify(value)})`
            : `${error.message}${value !== undefined ? ` (got ${JSON.stringify(value)})` : ''}`;
        return `${where}: ${fieldName ? `${fieldName} ` : ''}${detail}`;
    }

    /** `domains[12] (www.alderway.de)`: the index and what the row is called. */
    protected label(property: Property, table: Table, index: number): string {
        const row = (property[table] as unknown as readonly RowName[])[index] ?? {};
        const name = row.host ?? row.suite ?? row.domain ?? (row.variable !== undefined ? `${row.variable} ${row.key}` : undefined);
        return `${table}[${index}]${name !== undefined ? ` (${name})` : ''}`;
    }

    protected valueAt(property: Property, pointer: string): unknown {
        let value: unknown = property;
        for (const segment of pointer.split('/').slice(1)) {
            value = (value as Record<string, unknown> | undefined)?.[segment];
        }
        return value;
    }
}
