import { existsSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { headingsOf, proseLines } from './markdown-headings';

/** A relative link of a Markdown page that does not lead where it says. */
export interface LinkProblem {
    /** The page, as given to the check. */
    readonly file: string;
    /** 1-based line of the link. */
    readonly line: number;
    readonly target: string;
    readonly reason: 'missing file' | 'missing anchor';
}

export interface MarkdownLink {
    readonly target: string;
    readonly line: number;
}

/** Inline links and images, `[text](target "title")`, and reference definitions, `[id]: target`. */
const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+["'(][^)]*)?\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/;

/** The link targets of a Markdown page, outside code blocks and inline code. */
export function linksOf(markdown: string): MarkdownLink[] {
    return proseLines(markdown).flatMap(({ line, index }) => {
        const prose = line.replace(/(`+)(?:(?!\1).)+\1/g, match => ' '.repeat(match.length));
        const definition = REFERENCE_DEFINITION.exec(prose)?.[1];
        const targets = definition ? [definition] : [...prose.matchAll(INLINE_LINK)].map(match => match[1]);
        return targets.map(target => ({ target, line: index + 1 }));
    });
}

/** Whether a target leaves the repository: a scheme (`https:`, `mailto:`) or a protocol-relative URL. */
function isExternal(target: string): boolean {
    return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/**
 * The relative links of one Markdown page that lead to no file, or to a heading the target page
 * does not have (GitHub's anchors). Links to other sites are not followed.
 */
export function checkMarkdownLinks(file: string): LinkProblem[] {
    const markdown = readFileSync(file, 'utf8');
    return linksOf(markdown).flatMap(({ target, line }): LinkProblem[] => {
        if (isExternal(target)) {
            return [];
        }
        const [pathPart, anchor] = target.split('#', 2) as [string, string | undefined];
        const resolved = pathPart ? path.resolve(path.dirname(file), decodeURIComponent(pathPart)) : file;
        if (!existsSync(resolved)) {
            return [{ file, line, target, reason: 'missing file' }];
        }
        if (anchor === undefined || !/\.md$/i.test(resolved) || statSync(resolved).isDirectory()) {
            return [];
        }
        const anchors = new Set(headingsOf(readFileSync(resolved, 'utf8')).map(heading => heading.anchor));
        return anchors.has(decodeURIComponent(anchor).toLowerCase()) ? [] : [{ file, line, target, reason: 'missing anchor' }];
    });
}
