import React, { useEffect, useState } from 'react';
import { MonitorEntry, QaFeed } from './qa-feed';

type Validation = NonNullable<MonitorEntry['dataLayer']>['validation'];

function describe(validation: Validation): string {
    switch (validation.status) {
        case 'invalid':
            return (validation.violations ?? []).map(violation => violation.path ? `${violation.message}: ${violation.path}` : violation.message).join('; ');
        case 'not validated':
            return `not validated (${validation.reason ?? 'no reason given'})`;
        default:
            return validation.status;
    }
}

/**
 * The page's data-layer items as pushed so far, and each event the container handed to its rules
 * with what validating it against its schema found.
 */
export function DataLayerView(): React.ReactElement {
    const [items, setItems] = useState<readonly unknown[]>([]);
    const [events, setEvents] = useState<readonly NonNullable<MonitorEntry['dataLayer']>[]>([]);
    useEffect(() => {
        const read = () => {
            const layer = (window as unknown as { adobeDataLayer?: unknown[] }).adobeDataLayer;
            setItems(Array.isArray(layer) ? [...layer] : []);
        };
        read();
        const timer = setInterval(read, 1000);
        const stop = QaFeed.monitor(entries => setEvents(entries.flatMap(entry => entry.dataLayer ? [entry.dataLayer] : [])));
        return () => {
            clearInterval(timer);
            stop();
        };
    }, []);
    return (
        <div>
            <h3>Events and validation</h3>
            {events.length === 0
                ? <p className="qa-summary">No data-layer event handed on yet (the data layer starts after the window loads).</p>
                : (
                    <table className="qa-validation">
                        <thead><tr><th>event</th><th>validation</th></tr></thead>
                        <tbody>
                            {events.map((event, index) => (
                                <tr key={index} className={`qa-validation-${event.validation.status.replace(/\s+/g, '-')}`}>
                                    <td>{event.name}</td>
                                    <td>{describe(event.validation)}</td>
                                </tr>
                            ))}
                        </tbody>
                    </table>
                )}
            <h3>Items</h3>
            {items.length === 0
                ? <p className="qa-summary">The data layer is empty.</p>
                : (
                    <ol className="qa-data-layer">
                        {items.map((item, index) => {
                            const event = (item as { event?: unknown })?.event;
                            return (
                                <li key={index}>
                                    <strong>{typeof event === 'string' ? event : 'data'}</strong>
                                    <pre>{JSON.stringify(item, (_key, value) => typeof value === 'function' ? '[function]' : value, 1)}</pre>
                                </li>
                            );
                        })}
                    </ol>
                )}
        </div>
    );
}
