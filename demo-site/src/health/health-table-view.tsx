import type React from 'react';
import type { HealthTable } from '../../health/health-tables';

/** One of a build's tables (health-tables.ts), as `npm run health` prints it, in HTML. */
export function HealthTableView({ table }: { table: HealthTable }): React.ReactElement {
    const numeric = (column: number) => (table.numeric.includes(column) ? 'num' : undefined);
    return (
        <table className="health-table" data-table={table.id}>
            <caption>{table.title}</caption>
            <thead>
                <tr>
                    {table.head.map((head, column) => (
                        <th key={column} className={numeric(column)}>
                            {head}
                        </th>
                    ))}
                </tr>
            </thead>
            <tbody>
                {table.rows.length === 0 ? (
                    <tr>
                        <td className="empty" colSpan={table.head.length}>
                            {table.empty}
                        </td>
                    </tr>
                ) : (
                    table.rows.map((row, index) => (
                        <tr key={index}>
                            {row.map((cell, column) => (
                                <td key={column} className={numeric(column)}>
                                    {cell}
                                </td>
                            ))}
                        </tr>
                    ))
                )}
            </tbody>
        </table>
    );
}
