import type React from 'react';
import { useState } from 'react';
import { AssistantModal } from '../components/assistant-modal';
import type { DemoPage } from '../site/demo-page';
import { FAQ_QUESTIONS, LEGACY_STEPS, RESERVATION_STEPS, VEHICLE_CLASSES } from '../site/fixtures';

export function RentalHome({ page }: { page: DemoPage }): React.ReactElement {
    return (
        <section>
            <h1 id="hero-title">Rent a car with {page.site.brandName}</h1>
            <p>Pick up at the airport or around the corner.</p>
            <a id="hero-cta" className="cta" href="/reserve-car.html" data-track='{"cta":"book-now","position":"hero"}'>
                Book now
            </a>{' '}
            <a className="cta secondary" href="/specials.html" data-track='{"cta":"specials","position":"hero"}'>
                See specials
            </a>{' '}
            {/* Written by hand by a page author: not valid JSON, so no data-track rule may fire for it. */}
            <button className="cta secondary" type="button" id="broken-track" data-track="{cta: weekend-deals}">
                Weekend deals
            </button>
            <ul className="teasers">
                <li>
                    <a href="/faq.html">Questions about renting?</a>
                </li>
                <li>
                    <a href="/car-rental/reservation/startReservation.html">Start a reservation</a>
                </li>
                <li>
                    <a href="/car-rental/dateSelection.html">Classic booking</a>
                </li>
                <li>
                    <a href="/brochure/rental-terms.pdf">Rental terms (PDF)</a>
                </li>
            </ul>
        </section>
    );
}

export function TourPage({ page }: { page: DemoPage }): React.ReactElement {
    return (
        <section>
            <h1>Take the {page.site.brandName} tour</h1>
            <p>A two-minute walk around our counter, our cars and our app.</p>
            <video
                id="tour-video"
                src="/demo/media/tour.webm"
                controls
                muted
                playsInline
                preload="metadata"
                width={480}
                data-media-name="branch tour"
            />
        </section>
    );
}

export function ReserveCar(): React.ReactElement {
    return (
        <section>
            <h1>Reserve a car</h1>
            <p>Tell us where and when.</p>
            <a
                className="cta"
                href="/car-rental/reservation/startReservation.html"
                data-track='{"cta":"start-reservation","position":"reserve-car"}'
            >
                Start
            </a>
        </section>
    );
}

export function Specials(): React.ReactElement {
    return (
        <section>
            <h1>Specials</h1>
            <p id="specials-coupon">
                Use coupon <strong>SPRING25</strong> for 25% off weekly rentals.
            </p>
            <a
                className="cta"
                href="/car-rental/reservation/startReservation.html?cid=specials-spring"
                data-track='{"cta":"redeem","coupon":"SPRING25"}'
            >
                Redeem
            </a>
        </section>
    );
}

/** A step of the reservation funnel, or of the legacy funnel: the same journey on the older pages. */
export function FunnelStepPage({ page, legacy }: { page: DemoPage; legacy?: boolean }): React.ReactElement {
    const steps = legacy ? LEGACY_STEPS : RESERVATION_STEPS;
    const prefix = legacy ? '/car-rental/' : '/car-rental/reservation/';
    const step = Number(page.params.step);
    const next = steps[step];
    const [errors, setErrors] = useState<string[]>([]);
    const [location, setLocation] = useState('');
    const onContinue = (event: React.MouseEvent) => {
        if (step === 1 && !location) {
            event.preventDefault();
            setErrors(['Please enter a pick-up location.', 'Choose your dates before you continue.']);
        }
    };
    return (
        <section className="funnel">
            <ol className="funnel-steps">
                {steps.map((candidate, index) => (
                    <li key={candidate.file} className={index + 1 === step ? 'current' : ''}>
                        {candidate.label}
                    </li>
                ))}
            </ol>
            <h1>{steps[step - 1].label}</h1>
            {step === 1 && (
                <form id="reservation-start" onSubmit={event => event.preventDefault()}>
                    <label>
                        Pick-up location <input id="pick-up" value={location} onChange={event => setLocation(event.target.value)} />
                    </label>
                    {errors.map(error => (
                        <p key={error} className="error">
                            {error}
                        </p>
                    ))}
                </form>
            )}
            {step === 2 && (
                <ul className="vehicles">
                    {VEHICLE_CLASSES.map(vehicle => (
                        <li key={vehicle}>
                            <label>
                                <input type="radio" name="vehicle" defaultChecked={vehicle === 'Economy'} /> {vehicle}
                            </label>
                        </li>
                    ))}
                </ul>
            )}
            {step === 5 && (
                <p className="confirmation">
                    Confirmation number <strong>R-{legacy ? 'L' : ''}482913</strong>.
                </p>
            )}
            {next && (
                <a
                    id="continue"
                    className="cta"
                    href={`${prefix}${next.file}.html`}
                    onClick={onContinue}
                    data-track={JSON.stringify({ cta: 'continue', step })}
                >
                    Continue
                </a>
            )}
        </section>
    );
}

/** Questions that open and close, a contact form that shows error paragraphs, and the assistant. */
export function FaqPage(): React.ReactElement {
    const [open, setOpen] = useState<number | undefined>(undefined);
    const [errors, setErrors] = useState<string[]>([]);
    return (
        <section>
            <h1>Frequently asked questions</h1>
            <div className="faq">
                {FAQ_QUESTIONS.map((entry, index) => (
                    <div key={entry.question} className="faq-item">
                        <a
                            href={`#faq-${index + 1}`}
                            className={`faq-question${open === index ? ' active' : ''}`}
                            id={`faq-${index + 1}`}
                            onClick={event => {
                                event.preventDefault();
                                setOpen(open === index ? undefined : index);
                            }}
                        >
                            {entry.question}
                        </a>
                        {open === index && <p className="faq-answer">{entry.answer}</p>}
                    </div>
                ))}
            </div>
            <h2>Still stuck?</h2>
            <form
                id="contact-form"
                onSubmit={event => {
                    event.preventDefault();
                    const form = event.currentTarget;
                    const missing: string[] = [];
                    if (!(form.elements.namedItem('email') as HTMLInputElement).value) {
                        missing.push('Enter your email address.');
                    }
                    if (!(form.elements.namedItem('message') as HTMLTextAreaElement).value) {
                        missing.push('Tell us how we can help.');
                    }
                    setErrors(missing);
                }}
            >
                <label>
                    Email <input name="email" type="email" />
                </label>
                <label>
                    Message <textarea name="message" />
                </label>
                {errors.map(error => (
                    <p key={error} className="error">
                        {error}
                    </p>
                ))}
                <button id="contact-submit" type="submit">
                    Send
                </button>
            </form>
            <AssistantModal />
        </section>
    );
}
