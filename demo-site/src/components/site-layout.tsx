import type React from 'react';
import { DataLayerPushes } from '../site/data-layer-pushes';
import type { DemoPage } from '../site/demo-page';
import { siteLinks } from '../site/route-table';

/**
 * The frame every demo page shares: the brand header and navigation, and the footer with the
 * consent provider's two containers (#teconsent for the preferences link, #consent_blackbar for
 * the banner) as the real sites' templates have them. Its links push `link-click` events.
 */
export function SiteLayout({ page, children }: { page: DemoPage; children: React.ReactNode }): React.ReactElement {
    const links = siteLinks(page.site);
    return (
        <div className="site">
            <header className="site-header">
                <a className="brand" href="/">
                    {page.site.brandName}
                </a>
                <span className="site-kind">
                    {page.site.siteType} · {page.site.country.toUpperCase()}
                    {page.site.known ? '' : ' · not a property host'}
                </span>
                <nav className="site-nav" aria-label="Site">
                    {links.map(link => (
                        <a key={link.path} href={link.path} onClick={event => DataLayerPushes.linkClick(event.currentTarget, 'header')}>
                            {link.label}
                        </a>
                    ))}
                </nav>
            </header>
            <main id="main">{children}</main>
            <footer className="site-footer">
                <span>© {page.site.brandName}</span>
                <a
                    id="privacy-link"
                    href={`https://privacy.${page.site.brand === 'rovanta' ? 'rovanta' : 'alderway'}.com/`}
                    onClick={event => DataLayerPushes.linkClick(event.currentTarget, 'footer')}
                >
                    Privacy statement
                </a>
                <div id="teconsent"></div>
            </footer>
            <div id="consent_blackbar"></div>
        </div>
    );
}
