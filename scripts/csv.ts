/** A table's columns: title and cell text of a row, the same for every format a report prints. */
export type Columns<T> = ReadonlyArray<readonly [string, (row: T) => string]>;

/**
 * CSV as spreadsheets open it without an import dialog: a UTF-8 byte order mark (without it Excel
 * reads the file as the local code page and breaks accented names), CRLF line ends (RFC 4180),
 * and every field quoted with its quotes doubled, so commas, quotes and line breaks inside a
 * value never shift a column.
 */
export class Csv {
    static readonly BOM = '\uFEFF';

    static field(value: string): string {
        return `"${value.replace(/"/g, '""')}"`;
    }

    /** One header row, then the rows; every line, the last included, ends with CRLF. */
    static render(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
        return Csv.BOM + [header, ...rows].map(row => `${row.map(value => Csv.field(value)).join(',')}\r\n`).join('');
    }

    /** The rows as CSV, a column each, titled. */
    static table<T>(columns: Columns<T>, rows: readonly T[]): string {
        return Csv.render(
            columns.map(([title]) => title),
            rows.map(row => columns.map(([, value]) => value(row)))
        );
    }
}
