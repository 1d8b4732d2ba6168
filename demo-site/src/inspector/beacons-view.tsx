import React from 'react';
import { BeaconDecoder } from './beacon-decoder';
import { FeedRequest } from './qa-feed';

/** Each analytics beacon of the page, decoded into the analytics team's names. */
export function BeaconsView({ beacons }: { beacons: readonly FeedRequest[] }): React.ReactElement {
    if (beacons.length === 0) {
        return <p className="qa-summary">No beacon from this page yet.</p>;
    }
    return (
        <div>
            {beacons.map(request => {
                const beacon = BeaconDecoder.decode(request);
                return (
                    <section key={request.id} className="qa-beacon" data-beacon-type={beacon.type}>
                        <h4>{beacon.type} → {beacon.suites.join(', ')} <small>{beacon.transport} · {request.host} · {beacon.version}</small></h4>
                        {beacon.events.length > 0 && (
                            <p className="qa-events">{beacon.events.map(event => (
                                <span key={event.event} className="qa-event" title={event.event}>{event.name || event.event}{event.value ? `=${event.value}` : ''} <code>{event.event}</code></span>
                            ))}</p>
                        )}
                        <table className="qa-table">
                            <tbody>
                                {[...beacon.variables, ...beacon.contextData].map((row, index) => (
                                    <tr key={index} data-variable={row.variable}>
                                        <td><code>{row.variable}</code></td>
                                        <td>{row.name}</td>
                                        <td className="qa-value">{row.value}</td>
                                    </tr>
                                ))}
                            </tbody>
                        </table>
                    </section>
                );
            })}
        </div>
    );
}
