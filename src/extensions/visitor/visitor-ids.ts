/**
 * Ids the visitor-ID service makes in the browser (docs/protocols.md §1.2, §1.7). `random` and
 * `now` are parameters so the formats can be tested exactly.
 */
export class VisitorIds {
    /** Visitor and analytics ids: hexadecimal characters and hyphens (docs/requirements.md §5.3). */
    static readonly ID_PATTERN = /^[0-9a-fA-F-]+$/;

    /**
     * A local marketing-cloud id: 38 decimal digits, two halves each below 2^63 - 1. The first six
     * digits of the high half come from the clock's last six digits, reversed.
     */
    static localMid(now = Date.now(), random = Math.random): string {
        const clock = String(now).slice(-6).split('').reverse().map(Number);
        return VisitorIds.half(clock, random) + VisitorIds.half([], random);
    }

    /**
     * A supplemental data id: 16 + '-' + 16 upper-case hex digits, each half starting 0-7. The first
     * four hex digits of the high half come from the clock's last digits, reversed.
     */
    static supplementalDataId(now = Date.now(), random = Math.random): string {
        const clock = String(now).slice(-4).split('').reverse().map(Number);
        const half = (seed: number[]) => {
            let text = '';
            for (let index = 0; index < 16; index++) {
                const limit = index === 0 ? 8 : 16;
                const seeded = seed[index];
                text += (seeded !== undefined && seeded < limit ? seeded : Math.floor(random() * limit)).toString(16);
            }
            return text.toUpperCase();
        };
        return `${half(clock)}-${half([])}`;
    }

    /**
     * 19 digits. After a leading 9 the next digit is 0-2, and the limit carries on to the next
     * digit while the limited digits are 2 (up to the fourth), which keeps the half at most
     * 9222999... < 2^63 - 1 = 9223372.... Seed digits are used where allowed.
     */
    protected static half(seed: readonly number[], random: () => number): string {
        let text = '';
        let limit = 10;
        for (let index = 0; index < 19; index++) {
            const seeded = seed[index];
            const digit = seeded !== undefined && seeded < limit ? seeded : Math.floor(random() * limit);
            text += digit;
            limit = (index === 0 && digit === 9) || (index > 0 && index < 3 && limit === 3 && digit === 2) ? 3 : 10;
        }
        return text;
    }
}
