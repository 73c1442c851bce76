// Which matches the comment leaves out: a catalog entry still in draft (`review: draft`, not yet reviewed against real
// threads), and a warning when the thread shows a crash of its own that no match reads (the warning does not explain it).
// Left-out matches still label, route and show in the job summary and `eval`; they never make the bot speak.
import type { CatalogEntry } from '../../catalog/types.js';
import { TITLE_LINE, type Extraction } from '../../extract/extract.js';
import { findBlock } from '../../extract/markdown/block-store.js';
import type { Match } from '../../match/types.js';

/** A Python exception class named in a title (`raise KeyError when …`, `ValueError: …`). */
const EXCEPTION_NAME = /\b[A-Z][A-Za-z]*(?:Error|Exception)\b/;

/** Log levels below ERROR: such a line is a warning or a notice, never the crash. */
const BELOW_ERROR = new Set(['WARNING', 'INFO', 'DEBUG']);

/** Whether a match is a logged line below ERROR (a warning or a notice). */
const belowError = (match: Match): boolean => match.evidence.level !== undefined && BELOW_ERROR.has(match.evidence.level);

/** Whether a match comes from an entry still in draft. */
export function isDraftMatch(match: Match, entries: Map<string, CatalogEntry>): boolean {
  return match.curated && entries.get(match.id)?.review === 'draft';
}

/**
 * Errors of code that reads its own state (a missing key or index, an attribute or a type that is not there): a
 * warning beside one of them does not say what the crash is, so the warning never heads that comment.
 */
const CODE_ERRORS: readonly string[] = ['KeyError', 'IndexError', 'AttributeError', 'TypeError'];

/** The bare class name of a printed exception type (`builtins.KeyError` → `KeyError`). */
const bareName = (type: string): string => type.slice(type.lastIndexOf('.') + 1);

/**
 * Whether the thread shows a crash no match reads, which a warning does not explain: its title names an exception
 * class no match's line names (the reporter's own summary of the problem), or a traceback or error line no match
 * reads ends in one of `CODE_ERRORS`.
 */
function unreadCrash(extraction: Extraction, matches: Match[]): boolean {
  const title = findBlock(extraction.blocks, (block) => block.startLine === TITLE_LINE)?.text.slice(0, 300) ?? '';
  const named = EXCEPTION_NAME.exec(title)?.[0];
  if (named !== undefined && !matches.some((match) => match.evidence.text.includes(named))) return true;
  const read = (kind: 'traceback' | 'error-line', index: number): boolean =>
    matches.some((match) => match.evidence.kind === kind && match.evidence.index === index);
  const codeError = (type: string | undefined): boolean => type !== undefined && CODE_ERRORS.includes(bareName(type));
  return (
    extraction.tracebacks.some((traceback, index) => codeError(traceback.exception?.type) && !read('traceback', index)) ||
    extraction.errorLines.some((line, index) => codeError(line.exception?.type) && !read('error-line', index))
  );
}

/**
 * The matches the comment may speak of, best first: draft entries left out, and a below-ERROR match (a warning) left
 * out when the thread shows a crash no match reads.
 * @param matches every match, best first
 * @param entries the catalog's entries by id
 * @param extraction the thread's title, tracebacks and lines
 */
export function spokenMatches(matches: Match[], entries: Map<string, CatalogEntry>, extraction: Extraction): Match[] {
  const reviewed = matches.filter((match) => !isDraftMatch(match, entries));
  if (!reviewed.some(belowError) || !unreadCrash(extraction, matches)) return reviewed;
  return reviewed.filter((match) => !belowError(match));
}
