/** The provider's consent models: opt-in (`eu`, expressed consent) or opt-out (`us`, implied consent). */
export type ConsentRegion = 'eu' | 'us';

/** What the consent-banner endpoint decides for one script request and embeds in the script. */
export interface ConsentBannerConfig {
    /** The provider's id of the site's banner, e.g. `alderway_uk` (`-test` in development builds). */
    readonly scriptId: string;
    readonly region: ConsentRegion;
    /** Id of the element that gets the "Cookie Preferences" link (the `c` parameter). */
    readonly linkContainerId: string;
    /** Id of the element the banner is shown in (the `bb` parameter); made if the page has none. */
    readonly bannerContainerId: string;
    readonly cookiePolicyUrl: string;
    readonly privacyPolicyUrl: string;
    /** Lifetime of the consent cookies. */
    readonly cookieExpiryDays: number;
    /** Public suffixes of two or more labels (`co.uk`): the cookie domain keeps one more label under them. */
    readonly multiLabelSuffixes: readonly string[];
}

/** `truste.cma.callApi('getGDPRConsentDecision')`: 1-based bucket ids, `[0]` when nothing applies yet. */
export interface ConsentDecision {
    readonly consentDecision: number[];
    readonly source: 'asserted' | 'implied';
}

/** The provider's `window.truste` global, as far as the banner fills it. */
interface Truste {
    eu?: { bindMap?: Record<string, unknown>; clickListener?: (panel?: number) => void };
    cma?: { callApi: (name: string, domain?: string) => unknown };
    bn?: { reopenBanner: () => void };
}

/**
 * The consent banner as it behaves in the page. It runs in the browser and is served as the text
 * of this function, so it must not use any value from outside its own body (types are fine); it runs under the
 * page's Content-Security-Policy, so it builds elements and uses addEventListener only.
 *
 * Categories are 0 (required), 1 (functional) and 2 (advertising). The cookies count them from 0
 * (`notice_gdpr_prefs=0,1,2:`) except `cmapi_cookie_privacy` and the decision API, which count
 * buckets from 1 (`permit 1,2,3`), as the provider does.
 */
export function emulateConsentBanner(config: ConsentBannerConfig): void {
    const page = window as unknown as { truste?: Truste };
    if (page.truste?.eu?.bindMap) {
        return; // Loaded twice: the first copy owns the banner.
    }
    const categories = [
        { id: 0, label: 'Required Cookies', text: 'Needed for the site to work. Always on.' },
        { id: 1, label: 'Functional Cookies', text: 'Remember your choices, such as your pick-up location.' },
        { id: 2, label: 'Advertising Cookies', text: 'Measure our campaigns and show you offers that fit you.' }
    ];
    const behavior = config.region === 'eu' ? 'expressed' : 'implied';
    const cookieDomain = registrableDomain(location.hostname.toLowerCase());

    function registrableDomain(host: string): string | undefined {
        const alias = '.localhost';
        if (host.endsWith(alias)) {
            const real = registrableDomain(host.slice(0, -alias.length));
            return real && real + alias;
        }
        const labels = host.split('.');
        if (labels.length < 2 || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':')) {
            return undefined;
        }
        const keep = config.multiLabelSuffixes.includes(labels.slice(-2).join('.')) ? 3 : 2;
        return labels.length < keep ? undefined : labels.slice(-keep).join('.');
    }

    function readCookie(name: string): string | undefined {
        for (const part of document.cookie.split(';')) {
            const separator = part.indexOf('=');
            if (separator > 0 && part.slice(0, separator).trim() === name) {
                return part.slice(separator + 1).trim();
            }
        }
        return undefined;
    }

    /** A session cookie without `days`. */
    function writeCookie(name: string, value: string, days?: number): void {
        document.cookie =
            `${name}=${value}; path=/` +
            (cookieDomain ? `; domain=${cookieDomain}` : '') +
            (days ? `; max-age=${days * 86400}` : '') +
            '; SameSite=Lax';
    }

    /** The categories of the recorded choice, or undefined when the visitor has not chosen. */
    function recordedCategories(): number[] | undefined {
        const preferences = readCookie('notice_gdpr_prefs');
        if (preferences === undefined) {
            return undefined;
        }
        return preferences
            .split(':')[0]
            .split(/[,|]/)
            .map(part => parseInt(part, 10))
            .filter(id => !isNaN(id));
    }

    function consentDecision(): ConsentDecision {
        const recorded = recordedCategories();
        if (recorded) {
            return { consentDecision: recorded.map(id => id + 1), source: 'asserted' };
        }
        // Opt-out regions imply every bucket; opt-in regions imply none until the visitor chooses.
        return config.region === 'us'
            ? { consentDecision: categories.map(category => category.id + 1), source: 'implied' }
            : { consentDecision: [0], source: 'implied' };
    }

    const bindMap: Record<string, unknown> = {
        domain: config.scriptId,
        behavior,
        behaviorManager: config.region,
        categoryCount: categories.length,
        prefCookie: recordedCategories()?.join(','),
        cookieExpiry: config.cookieExpiryDays,
        feat: { gtm: true }
    };
    const truste: Truste = page.truste ?? {};
    page.truste = truste;
    truste.eu = { ...truste.eu, bindMap, clickListener: () => showBanner(true) };
    truste.cma = {
        callApi(name: string) {
            const decision = consentDecision();
            switch (name) {
                case 'getGDPRConsentDecision':
                    return decision;
                case 'getConsentDecision':
                    return { consentDecision: Math.max(...decision.consentDecision), source: decision.source };
                default:
                    return undefined;
            }
        }
    };
    truste.bn = { reopenBanner: () => showBanner(false) };

    writeCookie('notice_behavior', `${behavior},${config.region}`);

    function element<K extends keyof HTMLElementTagNameMap>(
        tag: K,
        attributes: Record<string, string>,
        css: string,
        ...children: Array<Node | string>
    ): HTMLElementTagNameMap[K] {
        const created = document.createElement(tag);
        for (const [name, value] of Object.entries(attributes)) {
            created.setAttribute(name, value);
        }
        created.style.cssText = css;
        created.append(...children);
        return created;
    }

    function setShown(target: HTMLElement, shown: boolean): void {
        target.style.display = shown ? '' : 'none';
    }

    const buttonCss =
        'margin:4px;padding:8px 14px;border:1px solid #fff;border-radius:4px;background:#1a4d8f;color:#fff;cursor:pointer;font:inherit';
    const linkCss = 'color:#9cc7ff';
    let banner: { track: HTMLElement; preferences: HTMLElement; boxes: HTMLInputElement[] } | undefined;

    function buildBanner(): NonNullable<typeof banner> {
        let bar = document.getElementById(config.bannerContainerId);
        if (!bar) {
            bar = element('div', { id: config.bannerContainerId }, 'position:fixed;left:0;right:0;bottom:0;z-index:2147483000');
            document.body.appendChild(bar);
        }
        const boxes = categories
            .filter(category => category.id > 0)
            .map(category =>
                element(
                    'input',
                    { type: 'checkbox', id: `truste-consent-category-${category.id}`, value: String(category.id) },
                    'margin-right:6px'
                )
            );
        const accept = element('button', { type: 'button', id: 'truste-consent-button' }, buttonCss, 'Accept All');
        const required = element('button', { type: 'button', id: 'truste-consent-required' }, buttonCss, 'Required Only');
        const manage = element('button', { type: 'button', id: 'truste-show-consent' }, buttonCss, 'Manage Preferences');
        const close = element(
            'button',
            { type: 'button', id: 'truste-consent-close', 'aria-label': 'Close' },
            'position:absolute;top:6px;right:10px;border:0;background:none;color:#fff;font-size:20px;cursor:pointer',
            '\u00d7'
        );
        const save = element('button', { type: 'button', id: 'truste-consent-save' }, buttonCss, 'Save Settings');
        const preferences = element(
            'div',
            { id: 'truste-consent-preferences', role: 'group', 'aria-label': 'Cookie preferences' },
            'margin-top:8px;padding-top:8px;border-top:1px solid #557',
            element('p', {}, 'margin:4px 0', `${categories[0].label}: ${categories[0].text}`),
            ...categories
                .filter(category => category.id > 0)
                .map((category, index) =>
                    element(
                        'label',
                        { for: boxes[index].id },
                        'display:block;margin:4px 0',
                        boxes[index],
                        `${category.label}: ${category.text}`
                    )
                ),
            save
        );
        const track = element(
            'div',
            { id: 'truste-consent-track', role: 'region', 'aria-label': 'Cookie consent' },
            'position:relative;padding:16px 40px 16px 16px;background:#122b4a;color:#fff;font:14px/1.4 sans-serif',
            element(
                'div',
                { id: 'truste-consent-content' },
                '',
                element(
                    'p',
                    { id: 'truste-consent-text' },
                    'margin:0 0 8px',
                    'We use cookies to run this site and, with your consent, to remember your choices and measure our offers. See our ',
                    element(
                        'a',
                        { id: 'truste-cookie-button', href: config.cookiePolicyUrl, target: '_blank', rel: 'noopener' },
                        linkCss,
                        'Cookie Policy'
                    ),
                    ' and our ',
                    element(
                        'a',
                        { id: 'truste-privacy-button', href: config.privacyPolicyUrl, target: '_blank', rel: 'noopener' },
                        linkCss,
                        'Privacy Policy'
                    ),
                    '.'
                ),
                element('div', { id: 'truste-consent-buttons' }, '', required, manage, accept)
            ),
            close,
            preferences
        );
        setShown(preferences, false);
        bar.appendChild(track);

        accept.addEventListener('click', () => record([0, 1, 2]));
        required.addEventListener('click', () => record([0]));
        manage.addEventListener('click', () => openPreferences());
        save.addEventListener('click', () => record([0, ...boxes.filter(box => box.checked).map(box => Number(box.value))]));
        close.addEventListener('click', () => setShown(track, false));
        return { track, preferences, boxes };
    }

    function openPreferences(): void {
        const shown = banner ?? (banner = buildBanner());
        const recorded = recordedCategories();
        for (const box of shown.boxes) {
            // An earlier choice is what the panel starts from; a first visit starts with nothing optional.
            box.checked = recorded?.includes(Number(box.value)) ?? false;
        }
        setShown(shown.preferences, true);
    }

    function showBanner(withPreferences: boolean): void {
        const shown = banner ?? (banner = buildBanner());
        setShown(shown.track, true);
        if (withPreferences) {
            openPreferences();
        }
    }

    function record(chosen: number[]): void {
        const ids = [0, ...chosen.filter(id => id > 0)].filter((id, index, all) => all.indexOf(id) === index).sort((a, b) => a - b);
        const value = ids.join(',');
        writeCookie('notice_gdpr_prefs', `${value}:`, config.cookieExpiryDays);
        writeCookie('notice_preferences', `${ids[ids.length - 1]}:`, config.cookieExpiryDays);
        writeCookie(
            'cmapi_cookie_privacy',
            ids.length === 1 ? 'permit 1 required' : `permit ${ids.map(id => id + 1).join(',')}`,
            config.cookieExpiryDays
        );
        bindMap.prefCookie = value;
        if (banner) {
            setShown(banner.track, false);
        }
        window.postMessage(JSON.stringify({ source: 'preference_manager', message: 'submit_preferences', data: { value } }), '*');
    }

    /** The footer's "Cookie Preferences" link, added whenever the page renders its container. */
    function addPreferencesLink(): boolean {
        const container = document.getElementById(config.linkContainerId);
        if (!container) {
            return false;
        }
        if (!container.querySelector('#truste-preferences-link')) {
            const link = element('a', { id: 'truste-preferences-link', href: '#', role: 'button' }, 'cursor:pointer', 'Cookie Preferences');
            link.addEventListener('click', event => {
                event.preventDefault();
                showBanner(true);
            });
            container.appendChild(link);
        }
        return true;
    }

    function start(): void {
        if (!addPreferencesLink()) {
            // Pages that render their footer later (React) get the link when the container appears.
            const observer = new MutationObserver(() => {
                if (addPreferencesLink()) {
                    observer.disconnect();
                }
            });
            observer.observe(document.documentElement, { childList: true, subtree: true });
        }
        if (!recordedCategories()) {
            showBanner(false);
        }
    }

    if (document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', start);
    } else {
        start();
    }
}

/** The script the endpoint serves: the banner function and the decided settings. */
export function renderConsentBannerScript(config: ConsentBannerConfig): string {
    return (
        `/* Emulated consent banner for ${config.scriptId} (${config.region}). */\n` +
        `(${emulateConsentBanner.toString()})(${JSON.stringify(config)});\n`
    );
}
