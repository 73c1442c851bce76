// The asks of one decision: the base asks by the comment's shape (one row per shape), then what the thread itself
// calls for (the version before an upgrade, image tags, the log behind a title), whose code ran, and what the thread
// answers in words or in its pasted lines (`prose-answers.ts`).
import type { Ask, CatalogEntry } from '../../catalog/types.js';
import type { Extraction } from '../../extract/extract.js';
import { someBlock } from '../../extract/markdown/block-store.js';
import { isEvidence } from '../../extract/roles.js';
import type { Match } from '../../match/types.js';
import type { ThreadFacts } from '../../signals/thread-facts.js';
import { vllmPathOf } from '../../vllm/links.js';
import { sourceCheckoutOf } from '../../vllm/package-path.js';
import { DEFAULT_ASKS, evaluateAsks, type AskContext } from './asks.js';
import { asksForOwner } from './owner-asks.js';
import type { RaisedBy } from '../owner-decision.js';
import { answerInProse, type ProseAnswers } from './prose-answers.js';
import { routedAsks, uncuratedAsks } from './short-asks.js';
import { hasTextLog, LOG_AS_TEXT_ASK, UPGRADE_ASK, withImageTags } from './thread-asks.js';
import type { AskStatus, ShortComment } from '../types.js';

/** What the asks are decided from. */
export interface AsksInput {
  matches: Match[];
  /** Every match of the thread (the spoken ones and those left unspoken), for the headline's other occurrences. */
  allMatches: Match[];
  entries: Map<string, CatalogEntry>;
  extraction: Extraction;
  facts: ThreadFacts;
  short: ShortComment | null;
  routedFamily: string | null;
  raisedBy: RaisedBy | null;
  /** Whether anything in the thread involves vLLM (`vllmInvolved`). */
  involved: boolean;
  /** What the detectors read (signals, tracebacks, lines, facts, summary), without captures. */
  context: Omit<AskContext, 'captures'>;
}

/** The asks for the matches shown: the curated entries' asks (first match first), else the generic ones; one per id. */
function asksFor(matches: Match[], entries: Map<string, CatalogEntry>, context: Omit<AskContext, 'captures'>): AskStatus[] {
  const statuses: AskStatus[] = [];
  const seen = new Set<string>();
  const addAll = (asks: Ask[], captures: Record<string, string>, crashLine?: number): void => {
    for (const status of evaluateAsks(asks, { ...context, captures, ...(crashLine === undefined ? {} : { crashLine }) })) {
      if (seen.has(status.id)) continue;
      seen.add(status.id);
      statuses.push(status);
    }
  };
  for (const match of matches) {
    const entry = match.curated ? entries.get(match.id) : undefined;
    if (entry !== undefined) addAll(entry.asks, match.captures, match.evidence.line);
  }
  if (statuses.length === 0 && matches.length > 0) addAll(DEFAULT_ASKS, {});
  return statuses;
}

/** The base asks, one row per comment shape: a maintainer's routing, an uncurated error, a recognised one. */
const BASE_ASKS: Record<'routed' | 'uncurated' | 'full', (input: AsksInput) => AskStatus[]> = {
  routed: (input) => evaluateAsks(routedAsks(input.routedFamily), { ...input.context, captures: {} }),
  uncurated: (input) => {
    const owner = input.short?.kind === 'uncurated' ? input.short.owner : undefined;
    const nearby = input.short?.kind === 'uncurated' ? input.short.nearby : undefined;
    const asks = uncuratedAsks(
      owner?.kind ?? 'other',
      owner?.vllmConnector != null || owner?.kind !== 'vllm',
      input.involved,
      owner?.otherCaller?.kind ?? nearby?.kind,
      owner?.frame == null ? null : sourceCheckoutOf(owner.frame.file, owner.kind),
      owner?.fork,
    );
    return evaluateAsks(asks, { ...input.context, captures: {} });
  },
  full: (input) => asksFor(input.matches, input.entries, input.context),
};

/** Whether anything in the thread involves vLLM: its repository (or none given), a frame in vLLM's tree, or the word in the reporter's or a maintainer's text. */
export function vllmInvolved(extraction: Extraction, repository: string | undefined): boolean {
  if (repository === undefined || repository.startsWith('vllm-project/')) return true;
  if (extraction.tracebacks.some((traceback) => traceback.frames.some((frame) => vllmPathOf(frame.file) !== null))) return true;
  return someBlock(extraction.blocks, (block) => isEvidence(block.source) && block.text.toLowerCase().includes('vllm'));
}

/** Whether the error was recognised from the title alone, and whether the thread's text log was cut before it. */
export function titleOnlyOf(matches: Match[], extraction: Extraction, framesShown: number | null): { titleOnly: boolean; logCut: boolean } {
  // The body may show the failure in a traceback the template did not match whole (a wrapped or cut message).
  const bodyShowsFailure =
    extraction.tracebacks.some((traceback) => traceback.line > 0 && (traceback.frames.length > 0 || traceback.exception !== null)) ||
    extraction.errorLines.some((line) => line.line > 0 && line.exception !== null);
  const titleOnly = matches[0] !== undefined && matches.every((match) => match.evidence.line === 0) && framesShown === null && !bodyShowsFailure;
  // A text log cut before the exception line is not a screenshot: the traceback is asked (the entry's ask), not the log.
  return { titleOnly, logCut: titleOnly && hasTextLog(extraction.lines) };
}

/** The decision's asks, with what the thread answers, and whether the error was seen in the title alone. */
export type DecidedAsks = ProseAnswers & { titleOnly: boolean; logCut: boolean };

/**
 * The decision's asks, with what the thread answers in words and the actions those answers make moot.
 * @param input the matches, the short comment, whose code ran and what the detectors read
 */
export function decideAsks(input: AsksInput): DecidedAsks {
  const { matches, facts } = input;
  const base = BASE_ASKS[input.short?.kind ?? 'full'](input);
  // "It broke after the upgrade" is only half an answer without the version it came from (two versions, one per side
  // of a P/D pair or before and after, are the whole answer).
  const upgrade = matches.length > 0 && facts.afterUpgrade && !facts.previousVersionNamed && facts.versions.length < 2;
  const withUpgrade = withImageTags(upgrade ? [...base, UPGRADE_ASK] : base, facts.images);
  // Recognised from the title alone (a screenshot issue): the log itself decides it.
  const { titleOnly, logCut } = titleOnlyOf(matches, input.extraction, input.context.summary?.framesShown ?? null);
  // Whose code ran decides whose version is asked (Dynamo's beside vLLM's, SGLang's instead of it).
  const owned = asksForOwner(titleOnly && !logCut ? [LOG_AS_TEXT_ASK, ...withUpgrade] : withUpgrade, input.raisedBy, input.involved, {
    ...input.context,
    captures: {},
  });
  const headline = matches[0];
  const entry = headline?.curated === true ? input.entries.get(headline.id) : undefined;
  const occurrences = headline === undefined ? [] : input.allMatches.filter((match) => match.id === headline.id);
  return { ...answerInProse(owned, { facts, entry, occurrences }), titleOnly, logCut };
}
