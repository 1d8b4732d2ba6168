import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { headingsOf } from './markdown-headings';

/** A `§` citation in source text that does not name a numbered section of a page under docs/. */
export interface CitationProblem {
    readonly file: string;
    /** 1-based. */
    readonly line: number;
    /** The citation as written, or the text around a `§` that names no page. */
    readonly citation: string;
    readonly reason: string;
}

const SECTION = '\u00a7';
const NUMBER = String.raw`\d+(?:\.\d+)*`;
/** One or more numbers after a page: `§5`, `§1.2, §1.5`, `§1.2-§1.7`, `§4 and §9`. */
const NUMBERS = String.raw`${SECTION}\s?${NUMBER}(?:(?:,\s*|\s+and\s+|\s*[-\u2013]\s*)${SECTION}?\s?${NUMBER})*`;
/** A citation: `docs/<page>.md` followed by its section numbers. */
const CITATION = new RegExp(String.raw`docs/([\w.-]+\.md)\s+(${NUMBERS})`, 'g');

/** The section numbers of a page under docs/, cached per page. */
function sectionsOf(docsDir: string, page: string, cache: Map<string, Set<string> | undefined>): Set<string> | undefined {
    if (!cache.has(page)) {
        const file = path.join(docsDir, page);
        cache.set(
            page,
            existsSync(file)
                ? new Set(headingsOf(readFileSync(file, 'utf8')).flatMap(heading => (heading.section ? [heading.section] : [])))
                : undefined
        );
    }
    return cache.get(page);
}

/**
 * The `§` citations of one source text that do not hold: a page that is not under `docsDir`, a
 * section number the page has no heading for, or a `§` that names no page at all.
 */
export function checkCitations(
    file: string,
    text: string,
    docsDir: string,
    cache = new Map<string, Set<string> | undefined>()
): CitationProblem[] {
    const problems: CitationProblem[] = [];
    const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
    const covered = new Set<number>();
    for (const match of text.matchAll(CITATION)) {
        const [whole, page, numbers] = match;
        const start = match.index ?? 0;
        for (let offset = start; offset < start + whole.length; offset++) {
            covered.add(offset);
        }
        const sections = sectionsOf(docsDir, page, cache);
        if (!sections) {
            problems.push({ file, line: lineOf(start), citation: whole, reason: `docs/${page} does not exist` });
            continue;
        }
        for (const number of numbers.match(new RegExp(NUMBER, 'g')) ?? []) {
            if (!sections.has(number)) {
                problems.push({ file, line: lineOf(start), citation: whole, reason: `docs/${page} has no section ${number}` });
            }
        }
    }
    for (const match of text.matchAll(new RegExp(SECTION, 'g'))) {
        const offset = match.index ?? 0;
        if (!covered.has(offset)) {
            problems.push({
                file,
                line: lineOf(offset),
                citation: text.slice(Math.max(0, offset - 30), offset + 12).trim(),
                reason: 'names no page under docs/'
            });
        }
    }
    return problems;
}
