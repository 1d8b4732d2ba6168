/** Text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
    return text.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' }[c]!));
}

/**
 * A top of the y axis at or above `max` that reads well (1, 2, 2.5 or 5 times a power of ten), so
 * the gridlines fall on round numbers.
 */
export function niceCeiling(max: number): number {
    if (!(max > 0)) {
        return 1;
    }
    const power = 10 ** Math.floor(Math.log10(max));
    const step = [1, 2, 2.5, 5, 10].find(factor => factor * power >= max)!;
    return step * power;
}
