// Turns tracebacks and error lines into the evidence the matcher tries, in reading order.
import { basename } from './catalog-match.js';
import { prepareMessage } from './messages/message.js';
import { MAX_QUOTED_MESSAGE, quotedVariants } from './messages/quoting.js';
import type { PreparedMessage } from './messages/message.js';
import type { ErrorLine, ExceptionInfo, Frame, TextSource, Traceback } from '../extract/types.js';
import { sameText } from '../extract/roles.js';
import type { Match } from './types.js';
import { cutText } from '../text/cut.js';

/** Longest evidence text copied into a match. */
const MAX_EVIDENCE_TEXT = 500;

/** One traceback section or error line, reduced to what matching needs. */
export interface Evidence {
  kind: 'traceback' | 'error-line';
  index: number;
  line: number;
  text: string;
  source: TextSource;
  exceptionType: string | null;
  /** The texts to match: the exception message (`isException`), and an error line's whole log message when it differs. */
  messages: { prepared: PreparedMessage; isException: boolean }[];
  /** The first lines of multi-line messages, filled by the matcher when whole messages match nothing. */
  firstLines?: { prepared: PreparedMessage; isException: boolean }[];
  /** The messages and their quoted forms (`quotedVariants`), filled by the matcher for curated templates. */
  quoted?: { prepared: PreparedMessage; isException: boolean }[];
  /** The same for the first lines of multi-line messages. */
  quotedFirstLines?: { prepared: PreparedMessage; isException: boolean }[];
  logFile: string | null;
  frames: Frame[];
  /** An error line's log level (`ERROR`, `WARNING`…), null for a traceback or a line without one. */
  level: string | null;
  /**
   * For a traceback cut above its final line: the exception a log line printed at most 20 lines before it, in the
   * same text (`Exception in … transfer 235: AssertionError()`). Only a signature that also names the raising line
   * may match on it.
   */
  headerExceptionType?: string;
}

/** How far above a cut traceback a log line may name its exception. */
const HEADER_LINES = 20;

/**
 * The exception a log line printed just above a traceback that has none of its own (cut above its final line, or a
 * native crash dump after the C++ exception): the last error line with an exception at most HEADER_LINES above it,
 * in the same text; or null. The title (line 0) is not printed before anything, so it never counts.
 * @param traceback the traceback without its final line
 * @param errorLines the thread's error lines
 */
export function exceptionLoggedAbove(traceback: Pick<Traceback, 'line' | 'source'>, errorLines: ErrorLine[]): ExceptionInfo | null {
  let found: ExceptionInfo | null = null;
  for (const line of errorLines) {
    if (line.exception === null || line.line === 0 || line.line > traceback.line || traceback.line - line.line > HEADER_LINES) continue;
    if (!sameText(line.source, traceback.source)) continue;
    found = line.exception;
  }
  return found;
}

/**
 * The traceback section or error line a match's evidence was read from (its `kind` and `index`), or undefined
 * when the extraction holds no such item.
 * @param match a match whose evidence came from this extraction
 * @param extraction the tracebacks and error lines the evidence was collected from
 */
export function evidenceItemOf(
  match: Pick<Match, 'evidence'>,
  extraction: { tracebacks: Traceback[]; errorLines: ErrorLine[] },
): Traceback | ErrorLine | undefined {
  const { kind, index } = match.evidence;
  return kind === 'traceback' ? extraction.tracebacks[index] : extraction.errorLines[index];
}

/**
 * The evidence of one issue in reading order: the body before comments, then by line. Traceback sections
 * without an exception are kept only when they have frames (for connector-file matches).
 * @param input tracebacks and error lines from the extraction stages
 */
export function collectEvidence(input: { tracebacks: Traceback[]; errorLines: ErrorLine[] }): Evidence[] {
  const evidence: Evidence[] = [];
  input.tracebacks.forEach((traceback, index) => {
    const exception = traceback.exception;
    if (exception === null && traceback.frames.length === 0) return;
    evidence.push({
      kind: 'traceback',
      index,
      line: traceback.line,
      text: exception === null ? frameText(traceback.frames) : exceptionText(exception.type, exception.message),
      source: traceback.source,
      exceptionType: exception?.type ?? null,
      messages: exception === null ? [] : [{ prepared: prepareMessage(exception.message), isException: true }],
      logFile: null,
      frames: traceback.frames,
      level: null,
      ...(exception === null ? headerOf(traceback, input.errorLines) : {}),
    });
  });
  input.errorLines.forEach((errorLine, index) => {
    const exception = errorLine.exception;
    const sameText = exception !== null && exception.message === errorLine.message;
    evidence.push({
      kind: 'error-line',
      index,
      line: errorLine.line,
      text: clip(errorLine.message === '' && exception !== null ? exceptionText(exception.type, exception.message) : errorLine.message),
      source: errorLine.source,
      exceptionType: exception?.type ?? null,
      messages: [
        ...(exception === null ? [] : [{ prepared: prepareMessage(exception.message), isException: true }]),
        ...(sameText || errorLine.message === '' ? [] : [{ prepared: prepareMessage(errorLine.message), isException: false }]),
      ],
      logFile: errorLine.logFile === null ? null : basename(errorLine.logFile),
      frames: [],
      level: errorLine.level,
    });
  });
  const sourceOrder = new Map<string, number>();
  for (const item of evidence) {
    const key = sourceKey(item.source);
    if (!sourceOrder.has(key)) sourceOrder.set(key, item.source.kind === 'body' ? -1 : sourceOrder.size);
  }
  return evidence
    .map((item, position) => ({ item, position }))
    .sort(
      (a, b) =>
        (sourceOrder.get(sourceKey(a.item.source)) ?? 0) - (sourceOrder.get(sourceKey(b.item.source)) ?? 0) ||
        a.item.line - b.item.line ||
        a.position - b.position,
    )
    .map(({ item }) => item);
}

function headerOf(traceback: Traceback, errorLines: ErrorLine[]): { headerExceptionType?: string } {
  const logged = exceptionLoggedAbove(traceback, errorLines);
  return logged === null ? {} : { headerExceptionType: logged.type };
}

function sourceKey(source: TextSource): string {
  return `${source.kind}:${source.id}`;
}

function exceptionText(type: string, message: string): string {
  return clip(message === '' ? type : `${type}: ${message}`);
}

function frameText(frames: Frame[]): string {
  const innermost = frames[frames.length - 1];
  if (innermost === undefined) return '';
  return clip(`File "${innermost.file}", line ${innermost.line ?? '?'}, in ${innermost.function ?? '?'}`);
}

function clip(text: string): string {
  return cutText(text, MAX_EVIDENCE_TEXT);
}

/**
 * The first line of each multi-line message, prepared on first use.
 * @param evidence one piece of evidence
 */
export function firstLinesOf(evidence: Evidence): Evidence['messages'] {
  evidence.firstLines ??= evidence.messages
    .filter(({ prepared }) => prepared.hasBreak)
    .map(({ prepared, isException }) => ({ prepared: prepareMessage(firstLine(prepared.original)), isException }))
    .filter(({ prepared }) => prepared.text !== '');
  return evidence.firstLines;
}

function firstLine(text: string): string {
  const trimmed = text.trimStart();
  const end = trimmed.indexOf('\n');
  return end < 0 ? trimmed : trimmed.slice(0, end);
}

/**
 * The whole messages (or their first lines) as written, then as quoted (`quotedVariants`: markup, quotes and remarks
 * taken off), prepared on first use: what curated templates are tried against.
 * @param evidence one piece of evidence
 * @param which the whole messages, or the first lines of multi-line ones
 */
export function quotedMessagesOf(evidence: Evidence, which: 'whole' | 'first-lines'): Evidence['messages'] {
  const cached = which === 'whole' ? evidence.quoted : evidence.quotedFirstLines;
  if (cached !== undefined) return cached;
  const written = which === 'whole' ? evidence.messages : firstLinesOf(evidence);
  const variants = written
    .filter(({ prepared }) => prepared.text.length <= MAX_QUOTED_MESSAGE)
    .flatMap(({ prepared, isException }) => quotedVariants(prepared.original).map((variant) => ({ prepared: prepareMessage(variant), isException })));
  const all = [...written, ...variants];
  if (which === 'whole') evidence.quoted = all;
  else evidence.quotedFirstLines = all;
  return all;
}
