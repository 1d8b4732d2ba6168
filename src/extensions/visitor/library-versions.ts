/**
 * VisitorAPI versions as the AMCV cookie's `vVersion` field and the `resetBeforeVersion` setting
 * give them: dotted numbers, compared part by part, a missing part counting as 0 (5.4 is 5.4.0).
 * A function of its own, not the store's: it knows nothing of cookies, and is tested by itself.
 */
export function compareVersions(a: string, b: string): number {
    const left = a.split('.').map(Number);
    const right = b.split('.').map(Number);
    for (let index = 0; index < Math.max(left.length, right.length); index++) {
        const difference = (left[index] ?? 0) - (right[index] ?? 0);
        if (difference) {
            return difference;
        }
    }
    return 0;
}
