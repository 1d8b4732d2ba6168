import React from 'react';
import { FeedRequest, MonitorEntry } from './qa-feed';

/**
 * The personalization client on this page: its calls as the emulator received them (host, what
 * they asked, the supplemental data id shared with analytics), and its events, from the request
 * to the rendering of the offers.
 */
export function PersonalizationView({ entries, requests }: { entries: readonly MonitorEntry[]; requests: readonly FeedRequest[] }): React.ReactElement {
    const calls = requests.filter(request => request.kind === 'personalization').map(request => {
        let body: { execute?: object; notifications?: Array<{ type?: string }>; experienceCloud?: { analytics?: { supplementalDataId?: string } } } = {};
        try {
            body = JSON.parse((request as { body?: string }).body ?? '{}');
        } catch {
            // Not JSON: shown as sent.
        }
        const asked = body.notifications ? `notifications: ${body.notifications.map(notification => notification.type).join(', ')}` : Object.keys(body.execute ?? {}).join(', ');
        return { id: request.id, host: request.host, asked, sdid: body.experienceCloud?.analytics?.supplementalDataId };
    });
    const events = entries.filter(entry => entry.hook === 'personalization');
    if (calls.length === 0 && events.length === 0) {
        return <p className="qa-summary">No personalization on this page (or no consent for it yet).</p>;
    }
    return (
        <div>
            <h3>Calls</h3>
            <ol className="qa-personalization-calls">
                {calls.map(call => <li key={call.id}>{call.host}: {call.asked}{call.sdid ? ` · sdid ${call.sdid}` : ''}</li>)}
            </ol>
            <h3>Events</h3>
            <ol className="qa-personalization-events">
                {events.map((entry, index) => (
                    <li key={index}>{entry.time} ms · {entry.type}{entry.personalization?.mbox ? ` · ${entry.personalization.mbox}` : ''}
                        {entry.personalization?.message ? ` · ${entry.personalization.message}` : ''}{entry.personalization?.url ? ` → ${entry.personalization.url}` : ''}</li>
                ))}
            </ol>
        </div>
    );
}
