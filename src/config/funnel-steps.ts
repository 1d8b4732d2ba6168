/** Reservation funnel paths and the checkout-funnel value each sets (docs/requirements.md §2.3). */
export const FUNNEL_STEPS: Readonly<Record<string, string>> = {
    '/reserve-car.html': 'reserve car',
    '/specials.html': 'specials',
    '/car-rental/reservation/startReservation.html': 'reservation:1 start reservation',
    '/car-rental/reservation/selectCar.html': 'reservation:2 select car',
    '/car-rental/reservation/chooseAddOn.html': 'reservation:3 choose add-on',
    '/car-rental/reservation/reviewAndSubmit.html': 'reservation:4 review and submit',
    '/car-rental/reservation/reservationConfirmation.html': 'reservation:5 confirmation',
    '/car-rental/dateSelection.html': 'legacy:1 date selection',
    '/car-rental/vehicleSelection.html': 'legacy:2 vehicle selection',
    '/car-rental/vehicleOptionsSelection.html': 'legacy:3 vehicle options',
    '/car-rental/summary.html': 'legacy:4 summary',
    '/car-rental/confirmation.html': 'legacy:5 confirmation'
};
