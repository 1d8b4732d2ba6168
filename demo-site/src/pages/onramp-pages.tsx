import type React from 'react';
import type { DemoPage } from '../site/demo-page';
import { ONRAMP_VEHICLE } from '../site/fixtures';

/** The onramp app's chrome: a footer and a bottom navigation, both tracked as navigation. */
function OnrampChrome({ children }: { children: React.ReactNode }): React.ReactElement {
    return (
        <div className="onramp">
            {children}
            <nav id="onramp-bottom-nav" aria-label="App">
                <a className="onramp-nav-item" href="/Welcome/">
                    Home
                </a>
                <a className="onramp-nav-item" href="/Welcome/Car/">
                    My car
                </a>
                <a className="onramp-nav-item" href="/Welcome/Help/">
                    Help
                </a>
            </nav>
            <div id="onramp-footer">
                <a className="onramp-footer-link" href="/Welcome/Terms/">
                    Rental terms
                </a>
                <a className="onramp-footer-link" href="/Welcome/Roadside/">
                    Roadside assistance
                </a>
            </div>
        </div>
    );
}

export function OnrampWelcome({ page }: { page: DemoPage }): React.ReactElement {
    return (
        <OnrampChrome>
            <h1>Welcome to {page.site.brandName}</h1>
            <p>Your car is ready. Check it over before you drive off.</p>
            <a className="cta" href="/Welcome/Car/">
                See my car
            </a>
        </OnrampChrome>
    );
}

export function OnrampVehicle(): React.ReactElement {
    return (
        <OnrampChrome>
            <h1>Your car</h1>
            <dl className="vehicle">
                <dt>Make</dt>
                <dd data-vehicle="make">{ONRAMP_VEHICLE.make}</dd>
                <dt>Model</dt>
                <dd data-vehicle="model">{ONRAMP_VEHICLE.model}</dd>
                <dt>Series</dt>
                <dd data-vehicle="series">{ONRAMP_VEHICLE.series}</dd>
                <dt>VIN</dt>
                <dd data-vehicle="vin">{ONRAMP_VEHICLE.vin}</dd>
            </dl>
        </OnrampChrome>
    );
}
