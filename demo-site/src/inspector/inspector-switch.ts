/**
 * Whether the QA inspector shows. It is off on pages that run the production container (as the
 * sites' visitors see them) unless a QA user turns it on with `?qa=1`; it stays on for the rest of
 * the tab's session on that host, and `?qa=0` turns it off again.
 */
export class InspectorSwitch {

    static readonly storageKey = 'tag-container.qa-inspector';

    static isOn(tagEnvironment: string): boolean {
        const requested = new URLSearchParams(window.location.search).get('qa');
        try {
            if (requested === '1') {
                sessionStorage.setItem(InspectorSwitch.storageKey, '1');
            } else if (requested === '0') {
                sessionStorage.removeItem(InspectorSwitch.storageKey);
                return false;
            }
            return tagEnvironment !== 'production' || sessionStorage.getItem(InspectorSwitch.storageKey) === '1';
        } catch {
            return requested === '1' || tagEnvironment !== 'production';
        }
    }
}
