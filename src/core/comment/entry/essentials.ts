// The first screen for a curated entry: headline, what the thread and the log show, the first actions, the upstream fix.
import type { CatalogEntry, Workaround } from '../../catalog/types.js';
import type { Match } from '../../match/types.js';
import { inlineCode } from '../../text/safe-markdown.js';
import { fixSentence, renderWorkaround } from './action-rows.js';
import { renderEntryHeadline, withPrinter } from './entry-headline.js';
import { firstActions, NOTHING_DONE, type ActionsDone } from './open-actions.js';

/**
 * The on-screen part for a curated entry: the headline (line 1), what the reporter's log shows (line 2, when
 * there is anything), and at most three actions in order, version-aware. The explanation, the triggers and any
 * last-resort patch are folded into the details.
 * @param entry the curated entry
 * @param open its workarounds still open on this thread (`openWorkarounds`)
 * @param match its match in this issue
 * @param version the reporter's vLLM version, or null
 * @param logShows the one-line summary of the thread's evidence, or '' when it shows nothing yet
 */
export function renderEntryEssentials(
  entry: CatalogEntry,
  open: Workaround[],
  match: Match,
  version: string | null,
  logShows = '',
  done: ActionsDone = NOTHING_DONE,
  threadSays = '',
): string {
  const titleOnly = done.logCut === true ? 'log-cut' : (done.titleOnly ?? true);
  const headline = renderEntryHeadline(entry, match, done.selfIssue ?? null, titleOnly, done.raisedIn);
  const parts = [done.printedBy === undefined ? headline : withPrinter(headline, done.printedBy)];
  if (threadSays !== '') parts.push(threadSays);
  if (logShows !== '') parts.push(logShows);
  const actions = firstActions(open, done.most);
  if (actions.length > 0) {
    const lead =
      done.most === 1
        ? '**One more thing:**'
        : version === null
          ? '**What you can do, in order:**'
          : `**What you can do on ${inlineCode(version, 60)}, in order:**`;
    parts.push(`${lead}\n${actions.map((item, index) => renderWorkaround(item, index + 1, version, true, done.selfIssue ?? null)).join('\n')}`);
  }
  // The thread's own answer leaves no action on the first screen: a fix vLLM merged for it (an open action's PR, so one
  // the reporter's build is not known to have) is still said.
  const fixAction = actions.length === 0 ? open.find((item) => item.fixed_by_pr !== undefined) : undefined;
  const fix =
    entry.fixed_in !== undefined
      ? fixSentence(entry.fixed_in.pr, entry.fixed_in.release, version)
      : fixAction === undefined
        ? ''
        : fixSentence(fixAction.fixed_by_pr, fixAction.fixed_in_release, version);
  if (fix !== '') parts.push(`**Upstream fix:** ${fix}`);
  return parts.join('\n\n');
}
