/**
 * The first table of a Markdown section, read as a table: its body rows, each as its cells as
 * written (trimmed; `\|` inside a cell is not a cell's end).
 */

/**
 * The body rows of the first table under `heading` (a line of the page, `## Budgets`), up to the
 * next heading of its level or above. Throws where the section or its table is missing.
 */
export function tableUnder(markdown: string, heading: string): string[][] {
    const lines = markdown.split('\n');
    const start = lines.indexOf(heading);
    if (start < 0) {
        throw new Error(`no section ${heading}`);
    }
    const level = /^#+/.exec(heading)?.[0].length ?? 6;
    const end = lines.findIndex((line, index) => index > start && new RegExp(`^#{1,${level}} `).test(line));
    const section = lines.slice(start + 1, end < 0 ? undefined : end);
    const header = section.findIndex((line, index) => line.startsWith('|') && /^\|(\s*:?-+:?\s*\|)+\s*$/.test(section[index + 1] ?? ''));
    if (header < 0) {
        throw new Error(`no table under ${heading}`);
    }
    const body = section.slice(header + 2);
    const after = body.findIndex(line => !line.startsWith('|'));
    return (after < 0 ? body : body.slice(0, after)).map(row =>
        row
            .replace(/^\||\|\s*$/g, '')
            .split(/(?<!\\)\|/)
            .map(cell => cell.trim())
    );
}
