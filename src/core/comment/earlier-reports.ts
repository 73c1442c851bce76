// Earlier reports of the same error: whether to search and for what (catalog text only), which reports to show, their folded list, the finished plan.
import type { Match } from '../match/types.js';
import type { MarkerData } from '../memory/marker.js';
import { withSearchPart, type CommentDraft, type PlannedComment } from './comment.js';
import { compileTemplate, looksLikePrintf, MIN_TEMPLATE_LITERAL_LENGTH } from '../match/templates.js';
import { escapeText, inlineCode } from '../text/safe-markdown.js';
import { folded } from './sections.js';
import { cutText } from '../text/cut.js';

/** The most earlier reports the comment lists. */
export const MAX_EARLIER_REPORTS = 5;
/** Longest search phrase (GitHub caps a whole query at 256 characters). */
const MAX_PHRASE_LENGTH = 120;
const MAX_TITLE_LENGTH = 120;

/** Another issue of the repository that the search found with the same error text. */
export interface EarlierReport {
  number: number;
  title: string;
  /** The issue's page, `https://github.com/owner/repo/issues/12`. */
  url: string;
  /** `open` or `closed`. */
  state: string;
}

/** Asks `triage()` to plan a search for earlier reports (the action's `earlier-reports` input). */
export interface EarlierReportsSearchOptions {
  /** The bot's comment as it stands on the issue, or null: while the thread says the same, it is kept (its section too) and nothing is searched. */
  postedComment: string | null;
  /** Plan the search even when the thread did not change (a maintainer asked for a re-run). */
  force?: boolean;
}

/** What finishing the plan's comment takes: one search, then `withEarlierReports(plan, found)`; or nothing. */
export type EarlierReportsSearch =
  | {
      kind: 'search';
      /** Catalog text to search the repository's issues for, never issue text (see `earlierReportsSearchPhrase`). */
      phrase: string;
      /** The triaged issue, which the search finds too: left out of the results; null when unknown. */
      exclude: number | null;
      /** The comment's parts, so the section is added as if it had been planned with it. */
      draft: CommentDraft;
    }
  | {
      kind: 'none';
      /** Why no search is planned, when the run's summary should say so; null when there is nothing to say. */
      note: string | null;
    };

const NO_SEARCH: EarlierReportsSearch = { kind: 'none', note: null };
const NOT_CURATED_NOTE = 'earlier reports: not looked up (only for an exact match of a curated error)';

/** Characters a link target may hold without any escaping (no spaces, quotes, brackets or parentheses). */
function isSafeUrl(url: string): boolean {
  if (!url.startsWith('https://') || url.length > 500) return false;
  for (const char of url) {
    const code = char.charCodeAt(0);
    const plain = (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    if (!plain && !'/:.-_~%'.includes(char)) return false;
  }
  return true;
}

/** Left off a phrase's ends: spaces, sentence punctuation and the quotes around a placeholder. */
const EDGE_PUNCTUATION = " :;,.'`";

/** A piece without the spaces and sentence punctuation at its ends (`: some text.` → `some text`). */
function trimPunctuation(piece: string): string {
  let start = 0;
  let end = piece.length;
  while (start < end && EDGE_PUNCTUATION.includes(piece[start] as string)) start++;
  while (end > start && EDGE_PUNCTUATION.includes(piece[end - 1] as string)) end--;
  return piece.slice(start, end);
}

/**
 * The phrase to search earlier reports with: only for a curated exact primary match, the longest literal
 * piece of its template (placeholders removed, no quotes); never any issue text.
 * @param matches the report's matches, best first
 * @returns the phrase, or null when no search should be made
 */
export function earlierReportsSearchPhrase(matches: Match[]): string | null {
  const primary = matches[0];
  if (primary === undefined || !primary.curated || primary.confidence !== 'exact' || primary.template === null) return null;
  const printf = looksLikePrintf(primary.template);
  const compiled = compileTemplate(primary.template, { printf, fstring: !printf });
  let best = '';
  for (const literal of compiled.literals) {
    for (const piece of literal.split(/["\\]/)) {
      const trimmed = trimPunctuation(piece);
      if (trimmed.length > best.length) best = trimmed;
    }
  }
  if (best.length > MAX_PHRASE_LENGTH) {
    const cut = cutText(best, MAX_PHRASE_LENGTH, '');
    const space = cut.lastIndexOf(' ');
    best = (space >= MIN_TEMPLATE_LITERAL_LENGTH ? cut.slice(0, space) : cut).trim();
  }
  return best.length >= MIN_TEMPLATE_LITERAL_LENGTH ? best : null;
}

/**
 * The reports to show: the current issue and duplicates left out, only reports with a plain https link, at most five.
 * @param reports what the search found, in its order
 * @param currentIssue the triaged issue's number, or null when unknown
 */
export function selectEarlierReports(reports: EarlierReport[], currentIssue: number | null): EarlierReport[] {
  const seen = new Set<number>();
  const kept: EarlierReport[] = [];
  for (const report of reports) {
    if (report.number === currentIssue || seen.has(report.number) || !isSafeUrl(report.url)) continue;
    seen.add(report.number);
    kept.push(report);
    if (kept.length === MAX_EARLIER_REPORTS) break;
  }
  return kept;
}

const SECTION_START = '\n\n<details><summary>Earlier reports of the same error (';
const SECTION_END = '\n\n</details>';

/**
 * A comment of the bot's with its earlier-reports section taken out (titles are escaped, so none can
 * end the section early): what the comment says about the thread alone.
 * @param comment the bot's comment as posted
 */
export function withoutEarlierReports(comment: string): string {
  const start = comment.indexOf(SECTION_START);
  if (start < 0) return comment;
  const end = comment.indexOf(SECTION_END, start + SECTION_START.length);
  return end < 0 ? comment : comment.slice(0, start) + comment.slice(end + SECTION_END.length);
}

/**
 * The folded list of earlier reports: titles escaped (user text), full links, no `#N` and no mentions.
 * @param reports already selected (see `selectEarlierReports`)
 * @param phrase the phrase they were found with (catalog text), or null
 * @returns markdown, or '' when there is nothing to show
 */
export function renderEarlierReports(reports: EarlierReport[], phrase: string | null = null): string {
  if (reports.length === 0) return '';
  const rows = reports.map((report) => {
    const title = escapeText(report.title, MAX_TITLE_LENGTH) || 'untitled issue';
    const state = report.state === 'closed' ? 'closed' : 'open';
    return `- [${title}](${report.url}) (${state})`;
  });
  const found = phrase === null ? '' : ` with the message text ${inlineCode(phrase)}`;
  const intro = `Other issues in this repository found by GitHub's search${found} (they may or may not be the same case):`;
  return folded(`Earlier reports of the same error (${reports.length})`, `${intro}\n\n${rows.join('\n')}`);
}

/**
 * Whether the plan needs a search for earlier reports: never unless asked, never for a dismissed or silent plan,
 * never unless the primary match is curated and exact, and not when the thread is unchanged since the posted
 * comment — then that comment is kept as it is, its section included.
 * @param asked the `earlierReportsSearch` option, or null when not asked
 * @param matches the report's matches, best first
 * @param planned the comment as planned from the thread
 * @param comment the comment the plan would post (null when silent)
 * @param issueNumber the triaged issue, left out of the results
 * @returns the search to make, and the comment the plan posts meanwhile
 */
export function planEarlierReportsSearch(
  asked: EarlierReportsSearchOptions | null,
  matches: Match[],
  planned: PlannedComment,
  comment: string | null,
  issueNumber: number | null,
): { search: EarlierReportsSearch; comment: string | null } {
  if (asked === null || comment === null || planned.draft === null) return { search: NO_SEARCH, comment };
  const phrase = earlierReportsSearchPhrase(matches);
  if (phrase === null) return { search: { kind: 'none', note: NOT_CURATED_NOTE }, comment };
  if (asked.force !== true && asked.postedComment !== null && withoutEarlierReports(asked.postedComment) === comment) {
    return { search: NO_SEARCH, comment: asked.postedComment };
  }
  return { search: { kind: 'search', phrase, exclude: issueNumber, draft: planned.draft }, comment };
}

/** What `withEarlierReports` reads and writes of a plan (`TriagePlan`). */
export interface FinishablePlan {
  comment: string | null;
  marker: MarkerData;
  earlierReportsSearch: EarlierReportsSearch;
  report: { comment: string | null };
}

/**
 * Finish a plan with what the search found: the comment gets its folded list of earlier reports (at most five,
 * the current issue left out); the marker and fingerprint stay those of the thread. A plan that asked for no
 * search is returned as it is.
 * @param plan what `triage()` returned, with `earlierReportsSearch.kind === 'search'`
 * @param reports what GitHub's search found, in its order (may be empty)
 */
export function withEarlierReports<Plan extends FinishablePlan>(plan: Plan, reports: EarlierReport[]): Plan {
  const search = plan.earlierReportsSearch;
  if (search.kind !== 'search') return plan;
  const section = renderEarlierReports(selectEarlierReports(reports, search.exclude), search.phrase);
  const comment = section === '' ? plan.comment : withSearchPart(search.draft, plan.marker, section);
  return { ...plan, comment, report: { ...plan.report, comment }, earlierReportsSearch: NO_SEARCH };
}
