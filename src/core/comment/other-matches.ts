// The folded list of the other errors recognised in the issue, after the headline's.

import type { Match } from '../match/types.js';
import { inlineCode } from '../text/safe-markdown.js';
import { sourceLink } from '../vllm/links.js';
import { confidenceWords, requestIdOf } from './entry/entry-headline.js';
import { linkVllmReferences } from './entry/vllm-references.js';
import { folded } from './sections.js';
import { cutText } from '../text/cut.js';

/** The most other matches listed. */
const MAX_OTHER_MATCHES = 10;

/**
 * The other matches, one line each (title, connector, confidence, request id, source link).
 * @param matches matches after the primary one
 */
export function renderOtherMatches(matches: Match[]): string {
  if (matches.length === 0) return '';
  const rows = matches.slice(0, MAX_OTHER_MATCHES).map((match) => {
    const requestId = requestIdOf(match);
    const forRequest = requestId === null ? '' : `, request ${inlineCode(requestId)}`;
    // Curated titles are our own catalog markdown; index rows have no explanation to offer.
    const kind = match.curated ? linkVllmReferences(match.title) : 'not one vllm-triage can explain yet';
    // A connector-file match's path is the reporter's, not necessarily a file at the catalog's commit: named, not linked.
    const where =
      match.confidence === 'connector-file'
        ? inlineCode(match.source.path, 220)
        : // An entry read at another commit (a file gone at the pin) is linked where it was read, never as a dead link at the pin.
          sourceLink(match.source.ref ?? match.source.commit, match.source.path, match.source.line);
    // The entry's title quotes one of its messages; the words this thread's line matched are said too when they differ.
    const template = match.curated && match.template !== null && !match.title.includes(cutText(match.template, 24, '')) ? match.template : null;
    const matched = template === null ? '' : `, matched here as ${inlineCode(template, 160)}`;
    return `- ${inlineCode(match.id)}: ${kind} (${inlineCode(match.connector)}${forRequest}; ${confidenceWords(match)}${matched}) — ${where}`;
  });
  const more = matches.length > MAX_OTHER_MATCHES ? `\n- … and ${matches.length - MAX_OTHER_MATCHES} more.` : '';
  return folded(`Other errors recognised in this issue (${matches.length})`, `${rows.join('\n')}${more}`);
}
