/** The fractional part of `root` as 32 bits: the constants' rule (FIPS 180-4, sections 4.2.2 and 5.3.3). */
const fraction = (root: number) => ((root % 1) * 0x100000000) | 0;

/**
 * The round constants and initial hash: the first 32 bits of the fractional parts of the cube
 * roots of the first 64 primes, and of the square roots of the first 8. Worked out once rather
 * than shipped as a 64-entry table: doubles carry enough bits for them.
 */
const K: number[] = [];
const INITIAL: number[] = [];
for (let candidate = 2; K.length < 64; candidate++) {
    let divisor = 2;
    while (candidate % divisor) {
        divisor++;
    }
    if (divisor === candidate) {
        if (K.length < 8) {
            INITIAL.push(fraction(Math.sqrt(candidate)));
        }
        K.push(fraction(Math.cbrt(candidate)));
    }
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/**
 * SHA-256 (FIPS 180-4), synchronous. Data elements are synchronous and `crypto.subtle` is neither
 * synchronous nor available on plain-http pages, so identifiers are hashed here. Words are 32-bit
 * integers throughout (`| 0` wraps each sum), big-endian as the standard reads the bytes.
 */
export class Sha256 {
    static hex(text: string): string {
        const bytes = [...new TextEncoder().encode(text), 0x80];
        const bits = (bytes.length - 1) * 8;
        while (bytes.length % 64 !== 56) {
            bytes.push(0);
        }
        const words: number[] = [];
        bytes.forEach((byte, i) => (words[i >> 2] |= byte << (24 - (i % 4) * 8)));
        // The message's length in bits as 64 bits: the high word, then the low one.
        words.push((bits / 0x100000000) | 0, bits | 0);
        let hash = INITIAL;
        for (let offset = 0; offset < words.length; offset += 16) {
            const w = words.slice(offset, offset + 16);
            let [a, b, c, d, e, f, g, h] = hash;
            for (let i = 0; i < 64; i++) {
                if (i > 15) {
                    const x = w[i - 15],
                        y = w[i - 2];
                    w[i] = ((rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3)) + (rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10)) + w[i - 16] + w[i - 7]) | 0;
                }
                const t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i];
                const t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
                h = g;
                g = f;
                f = e;
                e = (d + t1) | 0;
                d = c;
                c = b;
                b = a;
                a = (t1 + t2) | 0;
            }
            const round = [a, b, c, d, e, f, g, h];
            hash = hash.map((word, i) => (word + round[i]) | 0);
        }
        return hash.map(word => (word >>> 0).toString(16).padStart(8, '0')).join('');
    }
}
