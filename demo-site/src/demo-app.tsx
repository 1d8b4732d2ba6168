import type React from 'react';
import { SiteLayout } from './components/site-layout';
import { CareersSearch, JobPage, JobResults } from './pages/careers-pages';
import { LoyaltyDashboard, LoyaltyIndex, LoyaltyPreRegistration, StatusMatch } from './pages/loyalty-pages';
import { OnrampVehicle, OnrampWelcome } from './pages/onramp-pages';
import { FaqPage, FunnelStepPage, RentalHome, ReserveCar, Specials, TourPage } from './pages/rental-pages';
import {
    BrandSiteHome,
    CookiePolicy,
    EmailPreferences,
    EmailUnsubscribe,
    NotFoundPage,
    PrivacyHome,
    PromotionIndex,
    PromotionPage
} from './pages/service-pages';
import type { DemoPage } from './site/demo-page';

function PageContent({ page }: { page: DemoPage }): React.ReactElement {
    switch (page.kind) {
        case 'rental-home':
            return <RentalHome page={page} />;
        case 'tour':
            return <TourPage page={page} />;
        case 'reserve-car':
            return <ReserveCar />;
        case 'specials':
            return <Specials />;
        case 'reservation-step':
            return <FunnelStepPage page={page} />;
        case 'legacy-step':
            return <FunnelStepPage page={page} legacy />;
        case 'faq':
            return <FaqPage />;
        case 'brand-site-home':
            return <BrandSiteHome page={page} />;
        case 'careers-search':
            return <CareersSearch page={page} />;
        case 'job-results':
            return <JobResults />;
        case 'job':
            return <JobPage page={page} />;
        case 'loyalty-index':
            return <LoyaltyIndex page={page} />;
        case 'loyalty-dashboard':
            return <LoyaltyDashboard page={page} />;
        case 'loyalty-pre-registration':
            return <LoyaltyPreRegistration />;
        case 'status-match':
            return <StatusMatch />;
        case 'onramp-welcome':
            return <OnrampWelcome page={page} />;
        case 'onramp-vehicle':
            return <OnrampVehicle />;
        case 'privacy-home':
            return <PrivacyHome page={page} />;
        case 'cookie-policy':
            return <CookiePolicy />;
        case 'email-unsubscribe':
            return <EmailUnsubscribe />;
        case 'email-preferences':
            return <EmailPreferences />;
        case 'promotion-index':
            return <PromotionIndex />;
        case 'promotion':
            return <PromotionPage page={page} />;
        case 'not-found':
            return <NotFoundPage />;
    }
}

/** A page of one of the property's sites, as tracking sees it. */
export function DemoApp({ page }: { page: DemoPage }): React.ReactElement {
    return (
        <SiteLayout page={page}>
            <PageContent page={page} />
        </SiteLayout>
    );
}
