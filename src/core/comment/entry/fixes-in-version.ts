// The comment's "in your version" sentence, and the entry's advice as it applies at the reporter's version.
import type { CatalogEntry, PullRequestTable, Workaround } from '../../catalog/types.js';
import { pullRequestsCitedBy, pullRequestsOfWorkaround, upgradeWorkaround } from '../../fixes/fixes-to-check.js';
import type { FixesInVersion, FixInVersion } from '../../fixes/types.js';
import { vllmThreadLink } from '../../vllm/links.js';
import { inlineCode } from '../../text/safe-markdown.js';

/** `a`, `a and b`, `a, b and c`. */
function listed(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

const link = (fix: FixInVersion): string => vllmThreadLink('pull', fix.pr);
const withStatus = (fixes: FixesInVersion, status: FixInVersion['status']): FixInVersion[] => fixes.fixes.filter((fix) => fix.status === status);

/**
 * One paragraph: which of the entry's PRs the reporter's version contains, which came later (with what a later PR
 * changes for this error), and which are not determined and why. '' when there is nothing to say.
 * @param fixes what is known (from `fixesInVersion`)
 * @param table the pull-request table, for the version notes
 */
export function renderFixesInVersion(fixes: FixesInVersion | null, table: PullRequestTable | undefined): string {
  // Nobody was asked (a plain `triage()` call): the comment says nothing about the version rather than "not determined".
  if (fixes === null || fixes.fixes.length === 0 || !fixes.answered) return '';
  const version = fixes.version === null ? 'your version' : `your ${inlineCode(fixes.version, 60)}`;
  const notes = (table?.version_notes ?? []).filter((note) => note.entry === fixes.entry);
  // Dated by the shipped history alone, the paragraph speaks only where a change alters what this error means: the
  // upgrade advice already names the changes the version lacks.
  const noted = (fix: FixInVersion): boolean =>
    notes.some((note) => note.pr === fix.pr && (fix.status === 'contained' ? note.contained : note.missing) !== undefined);
  if (fixes.fromIndexOnly === true && !fixes.fixes.some(noted)) return '';
  const clauses: string[] = [];
  const contained = withStatus(fixes, 'contained');
  if (contained.length > 0) {
    clauses.push(`${version} contains ${listed(contained.map(link))}`);
    for (const fix of contained) {
      for (const note of notes.filter((item) => item.pr === fix.pr && item.contained !== undefined))
        clauses.push(`since ${link(fix)}, ${note.contained?.text.trim() ?? ''}`);
    }
  }
  const later = withStatus(fixes, 'not-contained');
  const plain = later.filter((fix) => !notes.some((note) => note.pr === fix.pr && note.missing !== undefined));
  if (plain.length > 0) clauses.push(`${listed(plain.map(link))} came later`);
  for (const fix of later.filter((item) => !plain.includes(item))) {
    for (const note of notes.filter((item) => item.pr === fix.pr && item.missing !== undefined))
      clauses.push(`${link(fix)} came later, and ${note.missing?.text.trim() ?? ''}`);
  }
  const open = withStatus(fixes, 'not-determined');
  if (open.length > 0) {
    const whether = `whether ${clauses.length === 0 ? version : 'it'} contains ${listed(open.map(link))} is not determined`;
    clauses.push(fixes.note === null ? whether : `${whether} (${fixes.note})`);
  }
  return `**Changes named here, at your version:** ${clauses.join('; ')}.`;
}

/** The settings a PR introduced that this workaround names, when the version is known not to contain that PR. */
function missingSettings(workaround: Workaround, fixes: FixesInVersion, table: PullRequestTable): { names: string[]; fix: FixInVersion }[] {
  return withStatus(fixes, 'not-contained').flatMap((fix) => {
    const record = table.pull_requests[String(fix.pr)];
    const names = record === undefined || record.commit === null ? [] : (record.introduces?.names ?? []).filter((name) => workaround.text.includes(name));
    return names.length === 0 ? [] : [{ names, fix }];
  });
}

/**
 * The PRs an upgrade is for: those the action cites itself (`#N` in its words, the pull requests of its basis) and
 * those that bound a statement of the entry to some builds (`since_pr`/`until_pr`: a change of mechanism). A PR the
 * entry names only for where its code lives (a refactor that moved the file) is not something to upgrade for.
 * @param entry the headline entry
 * @param workaround its upgrade action
 */
function upgradeFor(entry: CatalogEntry, workaround: Workaround): Set<number> {
  const cited = new Set(pullRequestsCitedBy(entry, workaround));
  for (const claim of [...entry.explanation, ...entry.triggers, ...entry.workarounds])
    if (typeof claim !== 'string') for (const pr of [claim.since_pr, claim.until_pr]) if (pr !== undefined) cited.add(pr);
  return cited;
}

/**
 * The entry with its advice as it applies at the reporter's version: the upgrade advice names only the PRs the version
 * lacks (and is left out when it has them all), and advice about a setting that came with a PR the version lacks is
 * replaced by a line saying so. Unchanged when nothing about the version is determined.
 * @param entry the headline entry
 * @param fixes what is known of its PRs in the reporter's version
 * @param table the pull-request table
 */
export function entryAtVersion(entry: CatalogEntry, fixes: FixesInVersion | null, table: PullRequestTable | undefined): CatalogEntry {
  if (fixes === null || table === undefined || fixes.entry !== entry.id) return entry;
  const upgrade = upgradeWorkaround(entry);
  const version = fixes.version === null ? 'your version' : `your ${inlineCode(fixes.version, 60)}`;
  const workarounds = entry.workarounds.flatMap((workaround): Workaround[] => {
    if (workaround === upgrade) {
      // The upgrade names the changes it cites that the version lacks: another PR the entry names (the one that added
      // the check, a later refactor that moved the file) is not something to upgrade for.
      const cited = upgradeFor(entry, workaround);
      const named = new Set(pullRequestsOfWorkaround(entry, workaround));
      const checked = fixes.fixes.filter((fix) => cited.has(fix.pr));
      if (!checked.some((fix) => named.has(fix.pr)) || checked.some((fix) => fix.status === 'not-determined')) return [workaround];
      const lacking = checked.filter((fix) => fix.status === 'not-contained');
      if (lacking.length === 0) return [];
      const has = checked.filter((fix) => fix.status === 'contained');
      const already = has.length === 0 ? '' : ` (it already has ${listed(has.map((fix) => `PR #${fix.pr}`))})`;
      const text = `Upgrade to a vLLM release that contains ${listed(lacking.map((fix) => `PR #${fix.pr}`))}, the changes named here that ${version} lacks${already}, and report the version you run.`;
      return [{ text, basis: workaround.basis ?? [] }];
    }
    const missing = missingSettings(workaround, fixes, table);
    if (missing.length === 0) return [workaround];
    // The advice names a setting the reporter's version does not have: say so instead of advising it.
    const names = missing.flatMap((item) => item.names.map((name) => inlineCode(name)));
    const prs = missing.map((item) => `PR #${item.fix.pr}`);
    return [
      {
        text: `${listed(names)} came with ${listed(prs)}, which ${version} does not contain: the advice to set it applies only after an upgrade.`,
        basis: workaround.basis ?? [],
      },
    ];
  });
  return { ...entry, workarounds };
}
