/** The content of the demo sites: jobs, reservation steps, FAQ, members, vehicles, promotions. */

export interface Job {
    readonly id: string;
    readonly title: string;
    readonly location: string;
    readonly description: string;
}

export const JOBS: readonly Job[] = [
    {
        id: 'J-1042',
        title: 'Rental Sales Agent',
        location: 'Denver, CO',
        description: 'Greet customers at the counter, explain coverage options and get them on the road in minutes.'
    },
    {
        id: 'J-2210',
        title: 'Vehicle Service Technician',
        location: 'Dallas, TX',
        description: 'Inspect, maintain and repair a fleet of cars and light trucks. ASE certification is a plus.'
    },
    {
        id: 'J-3307',
        title: 'Branch Manager Trainee',
        location: 'Toronto, ON',
        description: 'A twelve-month programme through every part of running a branch, from fleet to finance.'
    }
];

export interface FunnelStep {
    readonly file: string;
    readonly label: string;
}

export const RESERVATION_STEPS: readonly FunnelStep[] = [
    { file: 'startReservation', label: 'Start your reservation' },
    { file: 'selectCar', label: 'Select a car' },
    { file: 'chooseAddOn', label: 'Choose add-ons' },
    { file: 'reviewAndSubmit', label: 'Review and submit' },
    { file: 'reservationConfirmation', label: 'Reservation confirmed' }
];

export const LEGACY_STEPS: readonly FunnelStep[] = [
    { file: 'dateSelection', label: 'Dates and location' },
    { file: 'vehicleSelection', label: 'Vehicle' },
    { file: 'vehicleOptionsSelection', label: 'Options' },
    { file: 'summary', label: 'Summary' },
    { file: 'confirmation', label: 'Confirmation' }
];

export const VEHICLE_CLASSES: readonly string[] = ['Economy', 'Compact SUV', 'Full-size', 'Minivan'];

export const FAQ_QUESTIONS: readonly { readonly question: string; readonly answer: string }[] = [
    { question: 'Can I pick up at the airport and return downtown?', answer: 'Yes. One-way fees may apply between branches.' },
    { question: 'What do I need to bring to the counter?', answer: "A valid driving licence and a credit card in the renter's name." },
    { question: 'Is there a young driver surcharge?', answer: 'Drivers aged 21 to 24 pay a daily surcharge.' }
];

export const LOYALTY_MEMBER = {
    id: 'AC-778120',
    number: 40017781,
    email: 'pat.renter@example.com',
    city: 'Dayton',
    postalCode: '45402',
    stateProvince: 'OH',
    country: 'US',
    tier: 'Gold'
} as const;

export const ONRAMP_VEHICLE = { make: 'Volvo', model: 'XC40', series: 'Recharge Plus', vin: 'YV1XZEFV4P2012345' } as const;

export const PROMOTIONS: readonly { readonly id: string; readonly title: Readonly<Record<'en' | 'fr', string>> }[] = [
    {
        id: 'spring-getaway',
        title: { en: 'Spring getaway: 25% off weekly rentals', fr: 'Escapade printanière : 25 % de rabais sur les locations à la semaine' }
    },
    { id: 'ski-season', title: { en: 'Ski season: free snow tires', fr: "Saison de ski : pneus d'hiver gratuits" } }
];
