// The honest headline of a match nobody has curated: an error raised at a line of vLLM's source index, or a crash
// inside a connector's own file; no explanation is offered, and the details help that connector's maintainers.

import type { Match } from '../../match/types.js';
import { inlineCode } from '../../text/safe-markdown.js';
import { sourceLink } from '../../vllm/links.js';
import { confidenceWords } from '../entry/entry-headline.js';
import { connectorDisplayName } from '../short.js';

/** The headline for a source-index match: connector, function and line, and honestly no explanation. */
export function renderIndexHeadline(match: Match): string {
  const link = sourceLink(match.source.commit, match.source.path, match.source.line);
  const message = match.template === null ? '' : ` The message there: ${inlineCode(match.template)}.`;
  return (
    `**vllm-triage recognised an error raised in ${connectorDisplayName(match.connector)}**: ${inlineCode(match.source.function)} at ${link}. ${confidenceWords(match)}.${message}\n\n` +
    'It is not one of the connector errors vllm-triage can explain yet; the details below help a maintainer of this connector.'
  );
}

/**
 * The headline for a connector-file match: the crash is inside the connector, no known error. The line
 * number is the reporter's, so it is linked at the reporter's release tag; without one, the file alone.
 * @param match the connector-file match
 * @param reporterRef the reporter's release tag, or null when the version is not a release
 * @param unlinkedWhy why it is not linked, when `reporterRef` is null
 */
export function renderConnectorFileHeadline(match: Match, reporterRef: string | null, unlinkedWhy = 'your vLLM version is not known'): string {
  // The path is the reporter's: it need not exist at the catalog's commit (`nixl_connector.py` became `nixl/`), so without their release it is named, not linked.
  const link =
    reporterRef === null ? `${inlineCode(match.source.path, 220)} (not linked: ${unlinkedWhy})` : sourceLink(reporterRef, match.source.path, match.source.line);
  return (
    `**The error was raised inside ${connectorDisplayName(match.connector)}** (${inlineCode(match.source.function)} at ${link}) — ${confidenceWords(match)}.\n\n` +
    'It is not one of the connector errors vllm-triage can explain yet; the details below help a maintainer of this connector.'
  );
}
