import React, { useEffect, useState } from 'react';
import { BeaconsView } from './beacons-view';
import { ConsentView } from './consent-view';
import { DataLayerView } from './data-layer-view';
import { PersonalizationView } from './personalization-view';
import { FeedRequest, MonitorEntry, QaFeed } from './qa-feed';
import { RulesView } from './rules-view';
import { VisitorView } from './visitor-view';

type Tab = 'rules' | 'beacons' | 'visitor' | 'consent' | 'data layer' | 'personalization';
const TABS: readonly Tab[] = ['rules', 'beacons', 'visitor', 'consent', 'data layer', 'personalization'];

/**
 * The QA inspector: what the container did on this page and what left the browser, live.
 * Rules come from the runtime's monitors; calls from the emulator's request stream.
 */
export function Inspector(): React.ReactElement {
    const [tab, setTab] = useState<Tab>('rules');
    const [collapsed, setCollapsed] = useState(false);
    const [monitor, setMonitor] = useState<readonly MonitorEntry[]>([]);
    const [requests, setRequests] = useState<readonly FeedRequest[]>([]);
    useEffect(() => QaFeed.monitor(setMonitor), []);
    useEffect(() => QaFeed.requests(setRequests), []);
    const beacons = requests.filter(request => request.kind === 'analytics');
    const counts: Record<Tab, number> = {
        'rules': monitor.filter(entry => entry.hook === 'ruleCompleted').length,
        'beacons': beacons.length,
        'visitor': requests.filter(request => ['visitor-id', 'opt-out-status', 'id-sync'].includes(request.kind)).length,
        'consent': requests.filter(request => request.kind === 'consent').length,
        'data layer': 0,
        'personalization': requests.filter(request => request.kind === 'personalization').length
    };
    return (
        <aside id="qa-inspector" className={collapsed ? 'collapsed' : ''} aria-label="QA inspector">
            <header>
                <strong>QA inspector</strong>
                <nav>
                    {TABS.map(name => (
                        <button key={name} type="button" data-tab={name} className={name === tab ? 'current' : ''} onClick={() => { setTab(name); setCollapsed(false); }}>
                            {name}{counts[name] ? ` (${counts[name]})` : ''}
                        </button>
                    ))}
                </nav>
                <button type="button" className="toggle" onClick={() => setCollapsed(!collapsed)}>{collapsed ? '▲' : '▼'}</button>
            </header>
            {!collapsed && (
                <div className="qa-body" data-view={tab}>
                    {tab === 'rules' && <RulesView entries={monitor} />}
                    {tab === 'beacons' && <BeaconsView beacons={beacons} />}
                    {tab === 'visitor' && <VisitorView requests={requests} />}
                    {tab === 'consent' && <ConsentView requests={requests} />}
                    {tab === 'data layer' && <DataLayerView />}
                    {tab === 'personalization' && <PersonalizationView entries={monitor} requests={requests} />}
                </div>
            )}
        </aside>
    );
}
