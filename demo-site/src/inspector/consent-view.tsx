import React, { useState } from 'react';
import { FeedRequest } from './qa-feed';

const CONSENT_COOKIES = ['notice_behavior', 'notice_gdpr_prefs', 'notice_preferences', 'cmapi_cookie_privacy'];

function cookie(name: string): string | undefined {
    const match = document.cookie.split(';').map(part => part.trim()).find(part => part.startsWith(`${name}=`));
    return match === undefined ? undefined : decodeURIComponent(match.slice(name.length + 1));
}

/** The consent the banner recorded, what the container makes of it, and the region switch. */
export function ConsentView({ requests }: { requests: readonly FeedRequest[] }): React.ReactElement {
    const [, refresh] = useState(0);
    const [region, setRegion] = useState('');
    const satellite = (window as unknown as { _satellite?: { getVar?(name: string): unknown } })._satellite;
    const gdpr = satellite?.getVar?.('gdpr consent');
    const setEmulatedRegion = async (value: string) => {
        setRegion(value);
        await fetch('/__qa/settings', { method: 'POST', body: JSON.stringify({ consentRegion: value || null }) });
    };
    const forget = () => {
        const domain = window.location.hostname.split('.').slice(-2).join('.');
        for (const name of CONSENT_COOKIES) {
            document.cookie = `${name}=; path=/; max-age=0`;
            document.cookie = `${name}=; path=/; max-age=0; domain=${domain}`;
        }
        refresh(count => count + 1);
    };
    return (
        <div>
            <p className="qa-summary">GDPR consent (container): <strong id="qa-gdpr-consent">{gdpr === undefined ? 'unknown' : String(gdpr)}</strong></p>
            <table className="qa-table">
                <tbody>
                    {CONSENT_COOKIES.map(name => <tr key={name}><td><code>{name}</code></td><td className="qa-value">{cookie(name) ?? '—'}</td></tr>)}
                </tbody>
            </table>
            <p>Banner script: {requests.filter(request => request.kind === 'consent').map(request => String(request.query.domain)).join(', ') || 'not loaded'}</p>
            <label>Emulated region{' '}
                <select id="qa-consent-region" value={region} onChange={event => void setEmulatedRegion(event.target.value)}>
                    <option value="">by country</option>
                    <option value="eu">EU (opt-in)</option>
                    <option value="us">non-EU (opt-out)</option>
                </select>
            </label>{' '}
            <button type="button" onClick={forget}>Forget my consent</button>{' '}
            <button type="button" onClick={() => refresh(count => count + 1)}>Refresh</button>
        </div>
    );
}
