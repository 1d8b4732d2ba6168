/**
 * `text` with each half of a surrogate pair that has lost its other half (text cut in the middle
 * of an emoji) as U+FFFD, as browsers send it in a URL: encodeURIComponent throws on it.
 */
export function wellFormed(text: string): string {
    return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]/g, unit => (unit.length === 2 ? unit : '\ufffd'));
}
