import type { CapturedRequest } from '../../demo-site/server/captured-request';

/** A beacon's parameters, whichever way it came (GET and sendBeacon in the URL, POST in the body). */
export function paramsOf(request: CapturedRequest): Record<string, string> {
    const values = request.form ?? request.query;
    return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]));
}

/** A hit's name: its link's (pev2), or its page's for a page view. */
export function nameOf(request: CapturedRequest): string | undefined {
    return paramsOf(request).pev2 ?? paramsOf(request).pageName;
}

/** The report suites a beacon went to: the account in its path (`/b/ss/<account>/1/...`). */
export function accountOf(request: CapturedRequest): string {
    return request.path.split('/')[3] ?? '';
}

export function isPageView(request: CapturedRequest): boolean {
    return request.kind === 'analytics' && !paramsOf(request).pe;
}

/** Whether a beacon carries `event` in its events list (`event297`, `event297=1`, `event297:id`). */
export function hasEvent(request: CapturedRequest, event: string): boolean {
    return (paramsOf(request).events ?? '').split(',').some(entry => entry.split(/[=:]/)[0] === event);
}
