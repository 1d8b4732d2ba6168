import type React from 'react';
import { useState } from 'react';
import type { DemoPage } from '../site/demo-page';
import { PROMOTIONS } from '../site/fixtures';

export function PrivacyHome({ page }: { page: DemoPage }): React.ReactElement {
    return (
        <section>
            <h1>Privacy at {page.site.brandName}</h1>
            <p>How we collect and use personal information.</p>
            <a id="privacy-policy-link" href="/cookie-policy">
                Read our cookie policy
            </a>
        </section>
    );
}

export function CookiePolicy(): React.ReactElement {
    return (
        <section>
            <h1>Cookie policy</h1>
            <p>We use cookies that are required for the site to work, and, with your consent, cookies for analytics and advertising.</p>
        </section>
    );
}

export function EmailUnsubscribe(): React.ReactElement {
    const [done, setDone] = useState(false);
    return (
        <section>
            <h1>Unsubscribe</h1>
            {done ? (
                <p id="unsubscribe-done">You will no longer receive marketing emails.</p>
            ) : (
                <button id="unsubscribe-button" type="button" onClick={() => setDone(true)}>
                    Unsubscribe from all marketing emails
                </button>
            )}
        </section>
    );
}

export function EmailPreferences(): React.ReactElement {
    const [saved, setSaved] = useState(false);
    return (
        <section>
            <h1>Email preferences</h1>
            <form
                id="email-preferences"
                onSubmit={event => {
                    event.preventDefault();
                    setSaved(true);
                }}
            >
                <label>
                    <input type="checkbox" name="offers" defaultChecked /> Offers and promotions
                </label>
                <label>
                    <input type="checkbox" name="news" /> Company news
                </label>
                <button id="save-preferences" type="submit">
                    Save preferences
                </button>
            </form>
            {saved && <p id="preferences-saved">Saved.</p>}
        </section>
    );
}

export function PromotionIndex(): React.ReactElement {
    return (
        <section>
            <h1>Current promotions</h1>
            <ul>
                {PROMOTIONS.map(promotion => (
                    <li key={promotion.id}>
                        <a href={`/credentials/${promotion.id}?lang=en_ca`}>{promotion.title.en}</a> ·{' '}
                        <a href={`/credentials/${promotion.id}?lang=fr_ca`} lang="fr">
                            français
                        </a>
                    </li>
                ))}
            </ul>
        </section>
    );
}

/** A promotion under the virtual credentials path, in the language of its `lang` parameter. */
export function PromotionPage({ page }: { page: DemoPage }): React.ReactElement {
    const promotion = PROMOTIONS.find(candidate => candidate.id === page.params.promotionId)!;
    const french = String(page.params.lang).startsWith('fr');
    return (
        <section lang={french ? 'fr' : 'en'}>
            <h1>{promotion.title[french ? 'fr' : 'en']}</h1>
            <a
                className="cta"
                href="https://www.alderway.ca/reserve-car.html"
                data-track={JSON.stringify({ cta: 'promotion', promotion: promotion.id })}
            >
                {french ? 'Réserver' : 'Book now'}
            </a>
        </section>
    );
}

export function BrandSiteHome({ page }: { page: DemoPage }): React.ReactElement {
    return (
        <section>
            <h1>
                {page.site.brandName}: {page.site.siteType}
            </h1>
            <p>
                Everything {page.site.siteType} from {page.site.brandName}.
            </p>
            <a className="cta" href="/faq.html" data-track={JSON.stringify({ cta: 'learn-more', site: page.site.siteType })}>
                Learn more
            </a>
        </section>
    );
}

export function NotFoundPage(): React.ReactElement {
    return (
        <section>
            <h1>We can't find that page</h1>
            <p>
                The page may have moved. <a href="/">Go to the home page</a>.
            </p>
        </section>
    );
}
