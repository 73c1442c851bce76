// Line 2 of the comment: what this thread already says, quoted with where it says it.
import type { ThreadSays } from '../../plan/thread-decision.js';
import type { Contradiction } from '../../plan/contradiction.js';
import { clipQuote, whereSaid, type ResolutionFound, type ThreadFact } from '../../signals/thread-facts.js';
import { inlineCode } from '../../text/safe-markdown.js';
import type { CatalogEntry } from '../../catalog/types.js';
import { linkVllmReferences } from '../entry/vllm-references.js';

/** What a resolution found, as line 2 says it. */
const FOUND: Record<ResolutionFound, string> = { fix: 'a fix', workaround: 'a workaround', cause: 'the cause' };

/** A quote of the thread (user text: inline code, one line, at most 160 characters). */
function quote(fact: ThreadFact): string {
  return `${inlineCode(clipQuote(fact.text, 160), 160)} (in ${whereSaid(fact)})`;
}

/** The reporter's words for what was left out, after "goes away": `when` before a bare verb (`disabling the store`). */
function leftOut(words: string): string {
  return `${/^(?:disabl|turn|remov|drop)/i.test(words) ? 'when ' : ''}${inlineCode(words, 80)}`;
}

/**
 * Line 2: what the thread already says, quoted. A resolution found later says the thread has the answer; the
 * reporter's own diagnosis, a check they made, or a package they verified are taken as given.
 * @param says what the thread says (`decideFromThread`), or null
 * @param curated whether the comment explains a curated entry (its details follow); the short comment of an
 *   uncurated error has no details to point to and cannot say the answer fits the error
 */
export function renderThreadSays(says: ThreadSays | null, curated = true): string {
  if (says === null) return '';
  switch (says.kind) {
    case 'resolved': {
      const found = FOUND[says.fact.found];
      return curated
        ? `**This thread already found ${found}:** ${quote(says.fact)}. That fits this error, so nothing more is asked here.`
        : `**This thread already found ${found}:** ${quote(says.fact)}. Nothing more is asked here.`;
    }
    case 'stated-cause':
      return curated
        ? `**Your diagnosis:** ${quote(says.fact)}. Nothing more is asked here; the details below add what vLLM's source says.`
        : `**Your diagnosis:** ${quote(says.fact)}. Nothing more is asked here.`;
    case 'works-without': {
      // What was left out, in the reporter's words: a class name they did not write would put words in their mouth.
      const found = says.without === null ? 'how the failure goes away' : `that the failure goes away ${leftOut(says.without)}`;
      return `**You already found** ${found}: ${quote(says.fact)}. That points at the connector${curated ? ', and the steps below leave that check out' : ''}.`;
    }
    case 'tried':
      return `**You found:** ${quote(says.fact)}.`;
    case 'message-fix':
      return `**The error message names its own fix:** ${says.settingKind === 'flag' ? 'pass' : 'set'} ${inlineCode(says.setting, 130)}, as it says, and start again. Nothing more is asked here unless it still fails with that ${says.settingKind === 'flag' ? 'flag' : 'set'}.`;
    case 'verified':
      return `**You verified that ${inlineCode(says.package, 20)} is installed:** ${quote(says.fact)}. Installing it again is not suggested here.`;
  }
}

/**
 * Line 2 when the evidence does not fit the known mechanism: what the log shows, why it does not fit, what to check.
 * @param contradiction the decision's contradiction (catalog words; the id and times from the log)
 */
export function renderContradiction(contradiction: Contradiction | undefined): string {
  if (contradiction === undefined) return '';
  const at = contradiction.abortedAt === null ? '' : ` at ${contradiction.abortedAt}`;
  const error = contradiction.errorAt === null ? 'before the error' : `before the error at ${contradiction.errorAt}`;
  return (
    `**This does not fit the known cause:** your log shows request ${inlineCode(contradiction.requestId, 120)} aborted${at}, ${error}. ` +
    `${contradiction.text.trim()} Check ${contradiction.check.trim()}`
  );
}

/** Line 2 with what the entry says of a version the reporter found working (`when_version_works`), when they found one. */
export function withVersionFinding(says: string, entry: CatalogEntry, versionWorks: boolean, selfIssue: number | null): string {
  if (says === '' || !versionWorks) return says;
  const fits = entry.workarounds.find((item) => item.pins_versions === true && item.when_version_works !== undefined)?.when_version_works;
  return fits === undefined ? says : `${says} ${linkVllmReferences(fits.trim(), selfIssue)}`;
}
