import type React from 'react';
import type { ChangeOccurrence, WireRequest } from '../../../scripts/wire-diff/wire-differences';
import type { BuildName } from '../../../scripts/wire-diff/wire-records';

/** One line of the side-by-side table: a field, its value on each build (none: not sent), and whether they differ. */
export interface FieldRow {
    readonly field: string;
    readonly before?: string;
    readonly after?: string;
    readonly differs: boolean;
}

function valueOf(request: WireRequest | undefined, field: string): string | undefined {
    return request && Object.hasOwn(request.fields, field) ? request.fields[field] : undefined;
}

/**
 * Every field of either request: the baseline's in the order it sent them, then the current's
 * new ones in theirs. A field differs only between two requests: a request one build did not
 * send at all differs as a whole, which the table says once, not on every line.
 */
export function fieldRows(before: WireRequest | undefined, after: WireRequest | undefined): FieldRow[] {
    const names = Object.keys(before?.fields ?? {});
    names.push(...Object.keys(after?.fields ?? {}).filter(name => !names.includes(name)));
    return names.map(field => {
        const row = { field, before: valueOf(before, field), after: valueOf(after, field) };
        return { ...row, differs: before !== undefined && after !== undefined && row.before !== row.after };
    });
}

const NO_REQUEST = '(no request)';

/** A value as sent, or that the request did not carry the field. */
function Value({ value }: { value: string | undefined }): React.ReactElement {
    return value === undefined ? <td className="absent">(not sent)</td> : <td className="value">{value}</td>;
}

/** The request as it left, folded: long, and read only when the normalised fields do not say enough. */
function Sent({ request }: { request: WireRequest | undefined }): React.ReactElement {
    if (!request) {
        return <td className="absent">{NO_REQUEST}</td>;
    }
    return (
        <td>
            <details className="sent">
                <summary>as sent</summary>
                <code className="url">{request.sent.url}</code>
                {request.sent.body !== undefined && <pre className="body">{request.sent.body}</pre>}
            </details>
        </td>
    );
}

/**
 * The two builds' requests of one step side by side, field by field, the differing fields marked;
 * for a request that appears or disappears, the side without it says so.
 */
export function RequestPair({
    occurrence,
    baseline,
    current
}: {
    occurrence: ChangeOccurrence;
    baseline: BuildName;
    current: BuildName;
}): React.ReactElement {
    const { before, after } = occurrence;
    const rows = fieldRows(before, after);
    const side = (request: WireRequest | undefined, text: (request: WireRequest) => React.ReactNode, key: string) =>
        request ? (
            <td key={key}>{text(request)}</td>
        ) : (
            <td key={key} className="absent">
                {NO_REQUEST}
            </td>
        );
    return (
        <div className="request-pair" data-journey={occurrence.journey} data-step={occurrence.step}>
            <table className="side-by-side">
                <thead>
                    <tr>
                        <th scope="col">
                            <code>{occurrence.journey}</code> <span className="step">{occurrence.step}</span>
                        </th>
                        <th scope="col" className="build">
                            baseline <code>{baseline.ref}</code>
                        </th>
                        <th scope="col" className="mark">
                            <span className="visually-hidden">differs</span>
                        </th>
                        <th scope="col" className="build">
                            current <code>{current.ref}</code>
                        </th>
                    </tr>
                    <tr className="what">
                        <th scope="row">what</th>
                        {side(before, request => request.what, 'before')}
                        <td className="mark" />
                        {side(after, request => request.what, 'after')}
                    </tr>
                    <tr className="request">
                        <th scope="row">request</th>
                        {side(
                            before,
                            request => (
                                <code>{`${request.method} ${request.host} ${request.path}`}</code>
                            ),
                            'before'
                        )}
                        <td className="mark" />
                        {side(
                            after,
                            request => (
                                <code>{`${request.method} ${request.host} ${request.path}`}</code>
                            ),
                            'after'
                        )}
                    </tr>
                </thead>
                <tbody>
                    {rows.length === 0 ? (
                        <tr>
                            <td className="empty" colSpan={4}>
                                No field on either side.
                            </td>
                        </tr>
                    ) : (
                        rows.map((row, index) => (
                            <tr
                                key={row.field}
                                data-field={row.field}
                                data-differs={row.differs ? 'true' : undefined}
                                className={row.differs ? 'differs' : undefined}
                            >
                                <th scope="row">
                                    <code>{row.field}</code>
                                </th>
                                {before ? (
                                    <Value value={row.before} />
                                ) : (
                                    index === 0 && (
                                        <td className="absent no-request" rowSpan={rows.length}>
                                            {NO_REQUEST}
                                        </td>
                                    )
                                )}
                                <td className="mark">{row.differs ? '≠' : ''}</td>
                                {after ? (
                                    <Value value={row.after} />
                                ) : (
                                    index === 0 && (
                                        <td className="absent no-request" rowSpan={rows.length}>
                                            {NO_REQUEST}
                                        </td>
                                    )
                                )}
                            </tr>
                        ))
                    )}
                </tbody>
                <tfoot>
                    <tr className="sent">
                        <th scope="row">sent</th>
                        <Sent request={before} />
                        <td className="mark" />
                        <Sent request={after} />
                    </tr>
                </tfoot>
            </table>
        </div>
    );
}
