/**
 * Text that points outside the repository to material a clone does not have: the folder that
 * sits beside the checkout, by a relative or an absolute path. The pattern is built from
 * pieces so that this file does not match itself.
 */
const OUTSIDE = new RegExp(['(?:\\.\\.|/work)/', 'sha', 'red\\b', '|\\bsha', 'red/(?:reference|spec)/'].join(''));

export interface OutsideReference {
    readonly file: string;
    /** 1-based. */
    readonly line: number;
    readonly text: string;
}

/** Every line of a text that points outside the repository. */
export function findOutsideReferences(file: string, text: string): OutsideReference[] {
    return text
        .split('\n')
        .flatMap((line, index) => (OUTSIDE.test(line) ? [{ file, line: index + 1, text: line.trim().slice(0, 160) }] : []));
}
