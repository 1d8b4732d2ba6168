/**
 * What the consent provider's behaviour manager (the location code after the comma in
 * `notice_behavior`, e.g. `implied,us`) means for consent, from the provider's own managers
 * (docs/protocols.md §5.2): CCM Advanced's `us` (opt-out) and `eu` (opt-in), CCM
 * Pro's `na` (opt-out) and `eu`, `an`, `af`, `as`, `sa`, `oc` (opt-in).
 *
 * docs/requirements.md §5.1's "not an EU behaviour" reads as "not an opt-in regime": in an opt-out regime a visitor
 * with the provider's cookie counts as consenting (docs/requirements.md §5.1, whatever the preferences say); in an
 * opt-in regime only recorded preferences that hold category 2 count. A value not
 * listed here (`none` for unprovisioned countries, a bare `implied` or `expressed`, an empty
 * value, a manager added later) reads as no consent: the container never guesses consent.
 */
export type ConsentRegime = 'opt-out' | 'opt-in';

export const CONSENT_REGIMES: Readonly<Record<string, ConsentRegime>> = {
    us: 'opt-out',
    na: 'opt-out',
    eu: 'opt-in',
    an: 'opt-in',
    af: 'opt-in',
    as: 'opt-in',
    sa: 'opt-in',
    oc: 'opt-in'
};

/** The regime of a `notice_behavior` value (`<behavior>,<manager>`, or `|` between); undefined when unknown. */
export function consentRegimeOf(behavior: string | undefined): ConsentRegime | undefined {
    const manager = behavior?.split(/[,|]/)[1]?.trim().toLowerCase();
    return manager && Object.prototype.hasOwnProperty.call(CONSENT_REGIMES, manager) ? CONSENT_REGIMES[manager] : undefined;
}
