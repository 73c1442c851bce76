// A curated entry's actions as numbered rows, each with what is known of its fix in the reporter's version.
import type { Workaround } from '../../catalog/types.js';
import { inlineCode } from '../../text/safe-markdown.js';
import { vllmThreadLink } from '../../vllm/links.js';
import { isFixed } from '../../vllm/version-order.js';
import { firstReleaseWords } from '../../vllm/first-release.js';
import { actionLead } from './sentences.js';
import { linkVllmReferences } from './vllm-references.js';

/** What is known about a fix in the reporter's version, in one sentence (never invents a release). */
export function fixSentence(pr: number | undefined, release: string | undefined, version: string | null): string {
  const byPr = pr === undefined ? '' : ` by ${vllmThreadLink('pull', pr)}`;
  if (release === undefined) {
    if (pr === undefined) return '';
    const first = firstReleaseWords(pr, version);
    return first === null ? `Fixed${byPr}; the first release with it is not determined.` : `Fixed${byPr}${first}.`;
  }
  const fixedIn = `Fixed${byPr} in ${inlineCode(release.startsWith('v') ? release : `v${release}`)}`;
  switch (isFixed(version, release)) {
    case 'yes':
      return `${fixedIn}: your version ${inlineCode(version ?? '')} already contains the fix.`;
    case 'no':
      return `${fixedIn}: your version ${inlineCode(version ?? '')} does not have it yet.`;
    case 'unknown':
      return version === null ? `${fixedIn}.` : `${fixedIn}: whether your build ${inlineCode(version)} has it depends on when it was cut.`;
  }
}

/** One action as row `position` (`N. text`), briefed to its first sentences on the first screen, with its fix. */
export function renderWorkaround(workaround: Workaround, position: number, version: string | null, brief = false, selfIssue: number | null = null): string {
  const fix = fixSentence(workaround.fixed_by_pr, workaround.fixed_in_release, version);
  const whole = workaround.text.trim();
  const { lead, cut } = brief ? actionLead(whole) : { lead: whole, cut: false };
  return `${position}. ${linkVllmReferences(lead, selfIssue)}${cut ? ' _(more below)_' : ''}${fix === '' ? '' : ` ${fix}`}`;
}

/**
 * Numbered rows (`N. text`) as GitHub will show them: CommonMark keeps only an ordered list's first number and counts
 * on from it, so rows numbered with a gap (1, then 4) become bullets with the number written in the text (`- **4.** text`).
 * @param rows rows that each start with their number and `. `
 */
export function numberedAsWritten(rows: string[]): string[] {
  // A list shows its first number and counts on from it: rows that count on from theirs render as written.
  const first = Number(/^(\d{1,3})\. /.exec(rows[0] ?? '')?.[1] ?? '1');
  const counted = rows.every((row, index) => row.startsWith(`${first + index}. `));
  return counted ? rows : rows.map((row) => row.replace(/^(\d{1,3})\. /, '- **$1.** '));
}
