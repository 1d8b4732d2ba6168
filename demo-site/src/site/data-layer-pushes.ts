/**
 * The events the sites' own components push to the data layer when visitors act, as the real
 * templates do: link clicks in the header and footer, a job application, a loyalty registration.
 */
export class DataLayerPushes {
    static linkClick(anchor: HTMLAnchorElement, region: string): void {
        DataLayerPushes.push({
            event: 'link-click',
            eventInfo: { link: { text: (anchor.textContent ?? '').trim(), region, target: anchor.target || '_self' } }
        });
    }

    static jobApply(job: { id: string; title: string; location: string }): void {
        DataLayerPushes.push({ event: 'job-apply', job: { id: job.id, title: job.title, location: job.location } });
    }

    static loyaltyRegistration(program: string): void {
        DataLayerPushes.push({ event: 'loyalty-registration', registration: { program, newRegistrant: true } });
    }

    protected static push(item: object): void {
        const window_ = window as unknown as { adobeDataLayer?: unknown[] };
        (window_.adobeDataLayer ??= []).push(item);
    }
}
