/**
 * The headings of a Markdown page as GitHub renders them: the anchor each one gets, and the
 * section number a numbered heading carries (`### 5.3 Id syncs` is section 5.3). Lines inside
 * fenced code blocks are not headings.
 */

export interface Heading {
    /** The heading's text as written, without the leading `#`s. */
    readonly text: string;
    readonly level: number;
    /** The anchor GitHub gives it (`#53-id-syncs`), without the `#`. */
    readonly anchor: string;
    /** `5.3` for `### 5.3 Id syncs` or `## 5.3. Id syncs`; undefined for an unnumbered heading. */
    readonly section?: string;
}

/** The lines of a Markdown text outside fenced code blocks, with their 0-based line numbers. */
export function proseLines(markdown: string): Array<{ line: string; index: number }> {
    const lines: Array<{ line: string; index: number }> = [];
    let fence: string | undefined;
    markdown.split(/\r?\n/).forEach((line, index) => {
        const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
        if (marker && (!fence || marker.startsWith(fence))) {
            fence = fence ? undefined : marker;
            return;
        }
        if (!fence) {
            lines.push({ line, index });
        }
    });
    return lines;
}

/** The text a heading renders as: inline code, emphasis and links reduced to their words. */
function renderedText(text: string): string {
    return text
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`([^`]*)`/g, '$1')
        .replace(/<[^>]+>/g, '')
        .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2');
}

/**
 * GitHub's anchor for a heading text: lower case, every character that is not a letter, a digit,
 * a mark, an underscore, a hyphen or a space dropped, spaces turned into hyphens.
 */
export function githubSlug(text: string): string {
    return renderedText(text)
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '')
        .replace(/ /g, '-');
}

/** Every ATX heading of the page, with the anchors GitHub gives repeated texts (`-1`, `-2`, ...). */
export function headingsOf(markdown: string): Heading[] {
    const seen = new Map<string, number>();
    return proseLines(markdown).flatMap(({ line }) => {
        const match = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
        if (!match) {
            return [];
        }
        const text = match[2];
        const base = githubSlug(text);
        const count = seen.get(base) ?? 0;
        seen.set(base, count + 1);
        const section = /^(\d+(?:\.\d+)*)\.?\s/.exec(renderedText(text))?.[1];
        return [{ text, level: match[1].length, anchor: count ? `${base}-${count}` : base, section }];
    });
}
