import type React from 'react';
import { DataLayerPushes } from '../site/data-layer-pushes';
import type { DemoPage } from '../site/demo-page';
import { LOYALTY_MEMBER } from '../site/fixtures';

function LoyaltyButtons(): React.ReactElement {
    return (
        <p className="loyalty-buttons">
            <a className="loyalty-login cta" href="/dashboard">
                Log in
            </a>{' '}
            <a className="loyalty-register cta secondary" href="/pre-registration">
                Join now
            </a>
        </p>
    );
}

export function LoyaltyIndex({ page }: { page: DemoPage }): React.ReactElement {
    return (
        <section>
            <h1>{page.site.brandName} Circle</h1>
            <p>Earn points on every rental and skip the counter.</p>
            <LoyaltyButtons />
            <a href="/status-match">Already elite elsewhere? Match your status.</a>
        </section>
    );
}

export function LoyaltyDashboard({ page }: { page: DemoPage }): React.ReactElement {
    return (
        <section>
            <h1>Welcome back{page.globals.newRegistrant === 'Y' ? ', new member' : ''}</h1>
            <dl className="member">
                <dt>Member</dt>
                <dd>{LOYALTY_MEMBER.id}</dd>
                <dt>Tier</dt>
                <dd>{LOYALTY_MEMBER.tier}</dd>
                <dt>Home branch</dt>
                <dd>
                    {LOYALTY_MEMBER.city}, {LOYALTY_MEMBER.stateProvince}
                </dd>
            </dl>
            <a
                className="cta"
                href="https://reservations.alderway.com/car-rental/reservation/startReservation.html"
                data-track='{"cta":"member-book","position":"dashboard"}'
            >
                Book with points
            </a>
        </section>
    );
}

export function LoyaltyPreRegistration(): React.ReactElement {
    return (
        <section>
            <h1>Join in a minute</h1>
            <form id="pre-registration" action="/dashboard" method="get" onSubmit={() => DataLayerPushes.loyaltyRegistration('rewards')}>
                <input type="hidden" name="welcome" value="1" />
                <label>
                    Email <input name="email" type="email" />
                </label>
                <button className="loyalty-register" type="submit">
                    Create my account
                </button>
            </form>
            <LoyaltyButtons />
        </section>
    );
}

export function StatusMatch(): React.ReactElement {
    return (
        <section>
            <h1>Status match</h1>
            <p>Show us your elite card from another rental programme and we will match it for 90 days.</p>
            <LoyaltyButtons />
        </section>
    );
}
