import { randomBytes, randomUUID } from 'node:crypto';

/** Largest value of one MID half: the reference keeps each 19-digit half below 2^63 - 1. */
const MAX_MID_HALF = (1n << 63n) - 1n;

/** The identifiers the emulated services hand out, random but shaped like the real ones. */
export class EmulatedIds {
    /** A Marketing Cloud ID: 38 decimal digits, two zero-padded 19-digit halves. */
    static marketingCloudId(): string {
        return EmulatedIds.midHalf() + EmulatedIds.midHalf();
    }

    /** What the visitor service accepts as an id: hexadecimal characters and hyphens. */
    static isVisitorId(value: string | undefined | null): value is string {
        return typeof value === 'string' && /^[0-9a-fA-F-]+$/.test(value);
    }

    /** An opaque base64 token (audience blobs, transaction ids, event tokens); `bytes` sets its length. */
    static token(bytes: number): string {
        return randomBytes(bytes).toString('base64');
    }

    /** A personalization profile id as the edge cluster 31 gives it: 32 hex digits, `.31_0`. */
    static tntId(): string {
        return `${randomBytes(16).toString('hex')}.31_0`;
    }

    /** A UUID, as the personalization edge gives requests that came without an id. */
    static requestId(): string {
        return randomUUID();
    }

    protected static midHalf(): string {
        const value = randomBytes(8).readBigUInt64BE() % MAX_MID_HALF;
        return value.toString().padStart(19, '0');
    }
}
