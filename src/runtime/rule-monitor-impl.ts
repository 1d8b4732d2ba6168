import { inject, injectable } from 'inversify';
import { BrowserWindow } from '../services/browser-window';
import type { MonitorHook, MonitorHooks, MonitorInfo, RuleMonitor } from './rule-monitor';

@injectable()
export class RuleMonitorImpl implements RuleMonitor {
    @inject(BrowserWindow) protected readonly window!: BrowserWindow;

    protected readonly subscribers = new Set<MonitorHooks>();

    subscribe(hooks: MonitorHooks): () => void {
        this.subscribers.add(hooks);
        return () => this.subscribers.delete(hooks);
    }

    notify<K extends MonitorHook>(hook: K, info: MonitorInfo<K>): void {
        const pageMonitors = this.pageMonitors();
        if (this.subscribers.size === 0 && pageMonitors.length === 0) {
            return;
        }
        for (const monitor of [...this.subscribers, ...pageMonitors]) {
            const fn = monitor?.[hook] as ((info: MonitorInfo<K>) => void) | undefined;
            if (typeof fn !== 'function') {
                continue;
            }
            try {
                fn.call(monitor, info);
            } catch {
                // A QA monitor that throws is its own problem; rules go on.
            }
        }
    }

    /** Monitors page code put in `_satellite._monitors`, read at each call as the replaced engine did. */
    protected pageMonitors(): readonly MonitorHooks[] {
        const monitors = this.window._satellite?._monitors;
        return Array.isArray(monitors) ? (monitors as MonitorHooks[]) : [];
    }
}
