import React from 'react';
import { FeedRequest } from './qa-feed';

const KEYS = ['d_fieldgroup', 'd_verify', 'd_mid', 'mid', 'cl', 'd_blob', 'd_cid_ic', 'gdpr', 'd_orgid', 'mcorgid'];

/** The visitor-ID cookie and the identity calls of the page. */
export function VisitorView({ requests }: { requests: readonly FeedRequest[] }): React.ReactElement {
    const calls = requests.filter(request => ['visitor-id', 'opt-out-status', 'id-sync'].includes(request.kind));
    const cookies = document.cookie.split(';').map(part => part.trim()).filter(part => /^AMCVS?_/.test(part));
    return (
        <div>
            <h4>Cookies</h4>
            {cookies.length === 0 ? <p className="qa-summary">No visitor cookie.</p> : (
                <ul className="qa-cookies">{cookies.map(cookie => {
                    const [name, value] = cookie.split('=');
                    return <li key={name}><code>{decodeURIComponent(name)}</code> <span className="qa-value">{decodeURIComponent(value ?? '')}</span></li>;
                })}</ul>
            )}
            <h4>Calls</h4>
            {calls.length === 0 ? <p className="qa-summary">No identity call from this page.</p> : (
                <table className="qa-table">
                    <tbody>
                        {calls.map(call => (
                            <tr key={call.id} data-kind={call.kind}>
                                <td>{call.kind}</td>
                                <td><code>{call.host}{call.path}</code></td>
                                <td>{KEYS.filter(key => call.query[key] !== undefined).map(key => `${key}=${String(call.query[key])}`).join(' · ')}</td>
                            </tr>
                        ))}
                    </tbody>
                </table>
            )}
        </div>
    );
}
