import type { Workaround } from '../../catalog/types.js';
/** What is known about a fix in the reporter's version, in one sentence (never invents a release). */
export declare function fixSentence(pr: number | undefined, release: string | undefined, version: string | null): string;
/** One action as row `position` (`N. text`), briefed to its first sentences on the first screen, with its fix. */
export declare function renderWorkaround(workaround: Workaround, position: number, version: string | null, brief?: boolean, selfIssue?: number | null): string;
/**
 * Numbered rows (`N. text`) as GitHub will show them: CommonMark keeps only an ordered list's first number and counts
 * on from it, so rows numbered with a gap (1, then 4) become bullets with the number written in the text (`- **4.** text`).
 * @param rows rows that each start with their number and `. `
 */
export declare function numberedAsWritten(rows: string[]): string[];
