/**
 * The round constants and initial hash: the first 32 bits of the fractional parts of the cube
 * roots of the first 64 primes, and of the square roots of the first 8 (FIPS 180-4, sections 4.2.2 and 5.3.3).
 * Worked out once rather than shipped as a 64-entry table: doubles carry enough bits for them.
 */
const K = new Uint32Array(64);
const INITIAL = new Uint32Array(8);
for (let prime = 2, found = 0; found < 64; prime++) {
    let isPrime = true;
    for (let divisor = 2; divisor * divisor <= prime; divisor++) {
        isPrime &&= prime % divisor !== 0;
    }
    if (isPrime) {
        const fraction = (root: number) => (root - Math.floor(root)) * 0x100000000;
        if (found < 8) {
            INITIAL[found] = fraction(Math.sqrt(prime));
        }
        K[found++] = fraction(Math.cbrt(prime));
    }
}

/**
 * SHA-256 (FIPS 180-4), synchronous. Data elements are synchronous and `crypto.subtle` is neither
 * synchronous nor available on plain-http pages, so identifiers are hashed here.
 */
export class Sha256 {

    static hex(text: string): string {
        const bytes = new TextEncoder().encode(text);
        const bitLength = bytes.length * 8;
        const padded = new Uint8Array(((bytes.length + 9 + 63) >> 6) << 6);
        padded.set(bytes);
        padded[bytes.length] = 0x80;
        const view = new DataView(padded.buffer);
        view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
        view.setUint32(padded.length - 4, bitLength >>> 0);
        const hash = INITIAL.slice();
        const w = new Uint32Array(64);
        const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
        for (let offset = 0; offset < padded.length; offset += 64) {
            for (let i = 0; i < 16; i++) {
                w[i] = view.getUint32(offset + i * 4);
            }
            for (let i = 16; i < 64; i++) {
                const s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >>> 3);
                const s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >>> 10);
                w[i] = w[i - 16] + s0 + w[i - 7] + s1;
            }
            let [a, b, c, d, e, f, g, h] = hash;
            for (let i = 0; i < 64; i++) {
                const t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i] + w[i];
                const t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
                h = g; g = f; f = e; e = (d + t1) >>> 0; d = c; c = b; b = a; a = (t1 + t2) >>> 0;
            }
            hash[0] += a; hash[1] += b; hash[2] += c; hash[3] += d;
            hash[4] += e; hash[5] += f; hash[6] += g; hash[7] += h;
        }
        return [...hash].map(word => word.toString(16).padStart(8, '0')).join('');
    }
}
