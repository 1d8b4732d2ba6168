/**
 * What the emulated audience-manager endpoints share: the third-party domain, the subdomain the
 * `/id` answer names for the id-sync iframe, and the partner whose sync pixels the `ibs` list holds.
 */
export class AudienceManager {
    static readonly domain = 'demdex.net';
    /** `subdomain` in the `/id` answer: the id-sync iframe is `https://mmg.demdex.net/dest5.html`. */
    static readonly syncSubdomain = 'mmg';
    /** Data-collection region (location hint) every answer gives. */
    static readonly region = 9;
    /**
     * An emulated sync partner. The `.example` name cannot be a real partner, and the test browser
     * resolves it to the emulator like every other host.
     */
    static readonly partnerHost = 'cm.sync-partner.example';
    /** Seconds the opt-out answer may be cached. */
    static readonly optOutTtl = 7200;

    static isHost(host: string): boolean {
        return host === AudienceManager.domain || host.endsWith(`.${AudienceManager.domain}`);
    }

    /**
     * The `d_optout` list: what the QA user switched on with the `visitorOptOut` setting
     * ('global', or a comma-joined list of opt-out types); empty when the visitor is not opted out.
     */
    static optOut(settings: ReadonlyMap<string, string>): string[] {
        return (settings.get('visitorOptOut') ?? '')
            .split(',')
            .map(type => type.trim())
            .filter(Boolean);
    }
}
