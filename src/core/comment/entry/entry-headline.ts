// Line 1 of the comment for a curated entry: what was recognised, where, for which request, and how sure.
import type { CatalogEntry } from '../../catalog/types.js';
import type { Match } from '../../match/types.js';
import { requestIdOfCaptures } from '../../match/reproductions.js';
import { inlineCode } from '../../text/safe-markdown.js';
import { isMovingRef } from '../../vllm/links.js';
import { isExceptionTypeName } from '../../extract/exception-names.js';
import { linkVllmReferences } from './vllm-references.js';
import { LOGGER_WORDS, ownerOfLogger } from '../../signals/whose/owner-table.js';

/** The request id a match names, if any (user text: render it with inlineCode); a placeholder is none. */
export function requestIdOf(match: Match): string | null {
  return match.requestId ?? requestIdOfCaptures(match.captures);
}

/** Seen in the title alone: `true` (no text log, a screenshot), `'log-cut'` (a text log that stops before the exception line), or `false`. */
export type TitleOnly = boolean | 'log-cut';

/** Whether a match is a logged message alone (`ERROR … Mooncake transfer failed …`), with no exception type (or its repr) before it. */
function loggedOnly(match: Match): boolean {
  if (match.evidence.kind !== 'error-line') return false;
  const head = /^\s*([A-Za-z_][\w.]{0,200})[:(]/.exec(match.evidence.text)?.[1];
  return head === undefined || !isExceptionTypeName(head);
}

/** Confidence in plain words, never contradicted further down. */
export function confidenceWords(match: Match, entry?: CatalogEntry, titleOnly: TitleOnly = true): string {
  if (titleOnly !== false && match.evidence.line === 0 && match.evidence.kind === 'error-line')
    return titleOnly === 'log-cut'
      ? 'it appears only in the title: the exception line is not in the pasted log, so this is a likely match until the traceback is posted'
      : 'it appears only in the title, so this is a likely match until the log is posted as text';
  switch (match.confidence) {
    case 'exact':
      // An entry without a vLLM line (`nixlBackendError` comes from the nixl package) matches the library's error, not vLLM's source.
      if (entry !== undefined && entry.source.line === 0)
        return loggedOnly(match) ? "the whole logged message matches the raising project's own" : "the exception and its code match the library's own error";
      // Code added after the catalog's commit (`ref: main`) is known from reports, not from the pinned source.
      if (entry?.source.ref !== undefined)
        return isMovingRef(entry.source.ref)
          ? `the whole message matches the message as reported from vLLM ${inlineCode(entry.source.ref, 40)} (it is not in the source vllm-triage pins)`
          : // A fixed commit: code read there (older code gone at the pin, or newer code), not a report.
            `the whole message matches vLLM's source at commit ${inlineCode(entry.source.ref.slice(0, 10))} (not in the source vllm-triage pins)`;
      return "the whole message matches vLLM's source";
    case 'frame':
      return 'only the exception type and the raising line match';
    case 'connector-file':
      return "only a frame in the connector's code matches";
  }
}

/** Line 1: what was recognised, where, for which request, and how sure, in one sentence. */
export function renderEntryHeadline(
  entry: CatalogEntry,
  match: Match,
  selfIssue: number | null = null,
  titleOnly: TitleOnly = true,
  raisedIn?: string,
): string {
  const requestId = requestIdOf(match);
  const forRequest = requestId === null ? '' : `, request ${inlineCode(requestId)}`;
  // A line logged at WARNING or INFO is what the reporter saw: named as such, never as an error that ended anything.
  const what =
    match.evidence.level === undefined
      ? 'a known error'
      : `a known ${match.evidence.level === 'INFO' || match.evidence.level === 'DEBUG' ? 'log message' : 'warning'} (logged at ${match.evidence.level})`;
  // A message raised outside vLLM (line 0) is named by whose code raises it, when the catalog says so; otherwise the connector.
  // Frames of a look-alike of vLLM's code (Dynamo's patched engine, a fork) name that code, not vLLM's connector.
  const whose = raisedIn !== undefined ? `raised in ${raisedIn}` : entry.raised_by === undefined ? inlineCode(entry.connector) : `raised by ${entry.raised_by}`;
  return `**vllm-triage recognised ${what}: ${linkVllmReferences(entry.title, selfIssue)}** (${whose}${forRequest}) — ${confidenceWords(match, entry, titleOnly)}.`;
}

/**
 * The headline with whose logger printed the line (the owner table's logger rows): the LMCache package's module, or
 * LMCache-Ascend's, which hold the same message as vLLM's copy.
 */
export function withPrinter(headline: string, logger: string): string {
  const owner = ownerOfLogger(logger);
  const words = (owner === null ? undefined : LOGGER_WORDS[owner]) ?? LOGGER_WORDS.lmcache;
  const whose = owner === 'lmcache-ascend' ? "LMCache-Ascend's code" : "the package's code";
  const printed = `the whole message matches vLLM's in-tree copy, and your line was printed by ${words} ${inlineCode(logger, 120)}, so it came from ${whose}`;
  return headline.replace("the whole message matches vLLM's source", printed);
}
