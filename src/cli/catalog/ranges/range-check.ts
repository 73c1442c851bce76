// Checks each ranged statement of the catalog (`since_pr`, `until_pr`) against vLLM's history; pure, the history is
// asked through the functions the caller hands in (git in `catalog check`).
import { type CatalogEntry, type Claim, mergedPullRequest, type PullRequestTable } from '../../../core/index.js';

/** What the check asks of the history. */
export interface HistoryQuestions {
  /** Whether commit `a` is an ancestor of (or is) commit `b`; null when the history does not know one of them. */
  isAncestor: (a: string, b: string) => boolean | null;
  /** The first main commit whose code under vllm/ contains `text`, or null. */
  firstWith: (text: string) => string | null;
}

/** One ranged statement that the history does not bear out. */
export interface RangeProblem {
  entry: string;
  field: string;
  problem: string;
}

/** The ranged claims of an entry with their field names. */
function rangedClaims(entry: CatalogEntry): { field: string; claim: Claim }[] {
  const all: { field: string; claim: Claim | string }[] = [
    ...(typeof entry.explanation === 'string' ? [] : entry.explanation.map((claim, index) => ({ field: `explanation[${index}]`, claim }))),
    ...entry.triggers.map((claim, index) => ({ field: `triggers[${index}]`, claim })),
    ...entry.workarounds.map((claim, index) => ({ field: `workarounds[${index}]`, claim })),
  ];
  return all.filter((item): item is { field: string; claim: Claim } => typeof item.claim !== 'string' && (item.claim.since_pr !== undefined || item.claim.until_pr !== undefined));
}

/** The longest literal piece of a template (what `git log -S` can look for). */
function longestLiteral(template: string): string {
  const pieces = template.split(/%[-#0 +]?\d*(?:\.\d+)?[sdrfix]|\{[^{}]{0,200}\}/);
  return pieces.reduce((best, piece) => (piece.trim().length > best.trim().length ? piece : best), '').trim();
}

/** The problems of one claim: its PRs, the commits its basis was read at, and whether its message exists in its range. */
function claimProblems(entry: CatalogEntry, claim: Claim, table: PullRequestTable, commit: string, history: HistoryQuestions): string[] {
  const problems: string[] = [];
  const since = claim.since_pr === undefined ? null : mergedPullRequest(table, claim.since_pr);
  const until = claim.until_pr === undefined ? null : mergedPullRequest(table, claim.until_pr);
  if (claim.since_pr !== undefined && since === null) problems.push(`since_pr #${claim.since_pr} has no merge commit in catalog/pull-requests.yaml`);
  if (claim.until_pr !== undefined && until === null) problems.push(`until_pr #${claim.until_pr} has no merge commit in catalog/pull-requests.yaml`);
  if (since !== null && until !== null && history.isAncestor(until.commit, since.commit) === true)
    problems.push(`since_pr #${claim.since_pr ?? ''} is not before until_pr #${claim.until_pr ?? ''}: no build holds it`);
  for (const item of claim.basis ?? []) {
    if (!('source' in item)) continue;
    const at = item.source.commit ?? commit;
    const where = `${item.source.path}:${item.source.line}@${at.slice(0, 10)}`;
    if (since !== null && history.isAncestor(since.commit, at) === false) problems.push(`${where} is read in code without PR #${claim.since_pr ?? ''}`);
    if (until !== null && history.isAncestor(until.commit, at) === true) problems.push(`${where} is read in code that has PR #${claim.until_pr ?? ''}`);
  }
  // A statement for builds without a PR must fit a build that raises the entry's message: one of its templates
  // existed before that PR.
  if (until !== null) {
    const firsts = entry.signatures.map((signature) => ('template' in signature ? longestLiteral(signature.template ?? '') : '')).filter((text) => text.length >= 8);
    const known = firsts.map((text) => history.firstWith(text)).filter((first): first is string => first !== null);
    if (known.length > 0 && !known.some((first) => history.isAncestor(first, until.commit) === true && first !== until.commit))
      problems.push(`no build without PR #${claim.until_pr ?? ''} raises this entry's message (it came later)`);
  }
  return problems;
}

/**
 * The ranged statements the history does not bear out.
 * @param entries the catalog's entries
 * @param table the pull-request table
 * @param commit the catalog's commit (basis lines without their own commit are read there)
 * @param history answers about vLLM's history
 */
export function checkRanges(entries: CatalogEntry[], table: PullRequestTable, commit: string, history: HistoryQuestions): { checked: number; problems: RangeProblem[] } {
  let checked = 0;
  const problems: RangeProblem[] = [];
  for (const entry of entries) {
    for (const { field, claim } of rangedClaims(entry)) {
      checked += 1;
      for (const problem of claimProblems(entry, claim, table, commit, history)) problems.push({ entry: entry.id, field, problem });
    }
  }
  return { checked, problems };
}
