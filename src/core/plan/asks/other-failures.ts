// Failures the thread shows besides the ones the comment explains: the reporter's (or a maintainer's) own final
// exception lines that no match reads, other than an engine's report of its death. The first screen names them, so a
// thread with two problems is not answered as if it had one.
import { justAboveFrames } from './whole-evidence.js';
import type { Extraction } from '../../extract/extract.js';
import type { ExceptionInfo, Frame, TextSource } from '../../extract/types.js';
import { isEvidence } from '../../extract/roles.js';
import type { Match } from '../../match/types.js';
import { cutText } from '../../text/cut.js';

/** A traceback section or an error line, as far as this reads it. */
interface Candidate {
  exception: ExceptionInfo | null;
  source: TextSource;
  line: number;
  chain?: { group: number };
  frames?: Frame[];
}

/** The most other failures named. */
const MAX_OTHER_FAILURES = 2;
/** The longest line quoted for one. */
const MAX_FAILURE_TEXT = 160;
/** How much of a message's first line has to be in a match's line for the match to cover it. */
const COVERED_PREFIX = 80;

/** Exceptions that report another failure, not one of their own (the engine died of the error above them). */
const CONSEQUENCE_TYPES = /^(?:EngineDeadError|AsyncEngineDeadError|EngineGenerateError|CancelledError|KeyboardInterrupt|SystemExit|TimeoutError)$/;
const CONSEQUENCE_MESSAGES =
  /Engine core initialization failed|EngineCore encountered an issue|Worker failed with error|Engine process failed to start|See (?:the )?(?:root cause|stack trace)/i;

/** `ValueError: Hybrid KV cache manager is disabled …` for an exception, or null for one that reports another's. */
function failureLine(exception: ExceptionInfo): string | null {
  const type = exception.type.split('.').pop() ?? exception.type;
  const first = exception.message.split('\n')[0]?.trim() ?? '';
  if (CONSEQUENCE_TYPES.test(type) || CONSEQUENCE_MESSAGES.test(first)) return null;
  return first === '' ? type : `${type}: ${first}`;
}

/**
 * The final exception lines of the reporter's and maintainers' text that no match reads (at most two, in reading order),
 * quoted as `Type: first line of the message`.
 * @param matches every match of the thread (spoken or not)
 * @param extraction the thread's tracebacks and error lines
 */
export function otherFailuresOf(matches: readonly Match[], extraction: Extraction): string[] {
  if (matches.length === 0) return [];
  const read = matches.map((match) => match.evidence.text);
  const matchedTracebacks = matches.flatMap((match) => {
    const traceback = match.evidence.kind === 'traceback' ? extraction.tracebacks[match.evidence.index] : undefined;
    return traceback === undefined ? [] : [traceback];
  });
  // A chained traceback's other sections are the matched error's cause or its consequence, not another failure.
  const chains = new Set(matchedTracebacks.map((traceback) => traceback.chain.group));
  // The error's line pasted just above the frames a match read is that error's own final line.
  const aboveMatched = (line: number, source: TextSource): boolean => matchedTracebacks.some((traceback) => justAboveFrames(traceback, line, source));
  const found: string[] = [];
  const candidates: Candidate[] = [...extraction.tracebacks, ...extraction.errorLines];
  for (const { exception, source, chain, line: at, frames } of candidates) {
    if (exception === null || !isEvidence(source) || (chain !== undefined && chains.has(chain.group)) || aboveMatched(at, source)) continue;
    // Python's report of an error while cleaning up an object (`__del__`) follows a failure; it is not one of its own.
    if (frames?.some((frame) => frame.function === '__del__') === true) continue;
    const line = failureLine(exception);
    if (line === null) continue;
    const message = cutText(exception.message.split('\n')[0]?.trim() ?? '', COVERED_PREFIX, '');
    const key = message === '' ? (exception.type.split('.').pop() ?? exception.type) : message;
    if (read.some((text) => text.includes(key))) continue;
    const quoted = cutText(line, MAX_FAILURE_TEXT);
    if (!found.includes(quoted)) found.push(quoted);
    if (found.length >= MAX_OTHER_FAILURES) break;
  }
  return found;
}
