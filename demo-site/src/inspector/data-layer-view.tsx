import React, { useEffect, useState } from 'react';

/** The page's data-layer items as pushed so far. */
export function DataLayerView(): React.ReactElement {
    const [items, setItems] = useState<readonly unknown[]>([]);
    useEffect(() => {
        const read = () => {
            const layer = (window as unknown as { adobeDataLayer?: unknown[] }).adobeDataLayer;
            setItems(Array.isArray(layer) ? [...layer] : []);
        };
        read();
        const timer = setInterval(read, 1000);
        return () => clearInterval(timer);
    }, []);
    if (items.length === 0) {
        return <p className="qa-summary">The data layer is empty.</p>;
    }
    return (
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
    );
}
