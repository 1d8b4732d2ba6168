/**
 * Numbers as the health page and `npm run health` print them: the same text in both. A share is a
 * fraction of 1 printed as a percentage without the sign (the text around it says `%`).
 */

/** `0`, `0.04`, `4.1`, `100.0`: one decimal, and the first significant digit of a share under 0.1 %. */
export function formatShare(fraction: number): string {
    const percent = fraction * 100;
    if (percent === 0) {
        return '0';
    }
    return percent < 0.1 ? percent.toPrecision(1) : percent.toFixed(1);
}

/** ms: whole from 10 up, where a reader compares tens of ms; one decimal below; none as `0`. */
export function formatMs(ms: number): string {
    if (ms === 0) {
        return '0';
    }
    return ms >= 10 ? String(Math.round(ms)) : ms.toFixed(1);
}

/** A count with thousands separated as in English text: `12,345`. */
export function formatCount(count: number): string {
    return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
