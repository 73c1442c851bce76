// Whole or not: whether a piece of evidence the thread shows is whole enough to tick an ask off. A traceback is whole
// when its final exception line and its raising frame are both in the paste (a final exception seen only in the title
// or in another paste does not make a cut traceback whole); the log lines printed around an error count in whatever
// dialect they come (a connector library's own logger, glog, UCX, a native crash handler, CANN/HCCL).
import type { LineList, LogLine, TextSource, Traceback } from '../../extract/types.js';
import { findLine } from '../../extract/logs/line-store.js';
import { isEvidence } from '../../extract/roles.js';
import { inlineCode } from '../../text/safe-markdown.js';
import { cutText } from '../../text/cut.js';

/** How many markdown lines above a traceback's frames the error's own line may stand and still be its final line. */
const ABOVE_FRAMES = 3;

/**
 * Whether a line stands just above a traceback's frames, in the same text: where a reporter pastes the error's own
 * line before the frame that raised it (`nixlBackendError: NIXL_ERR_BACKEND`, then the frame).
 * @param traceback the traceback (its first line and the text it is in)
 * @param line the other line's markdown line
 * @param source the text the other line is in, when it may be another
 */
export function justAboveFrames(traceback: Pick<Traceback, 'line' | 'source'>, line: number, source?: TextSource): boolean {
  if (source !== undefined && (traceback.source.kind !== source.kind || traceback.source.id !== source.id)) return false;
  const gap = traceback.line - line;
  return gap >= 1 && gap <= ABOVE_FRAMES;
}

/**
 * Whether a traceback without a final line of its own has the error printed just above its frames instead (a reporter
 * who pastes `nixlBackendError: NIXL_ERR_BACKEND` and then the frame that raised it): the final line is visible, in the
 * other order, but not the frames that called it.
 */
function errorAbove(traceback: Traceback, crashLine: number | undefined): boolean {
  // Line 0 is the title: an error named there is not pasted above anything.
  if (crashLine === undefined || crashLine < 1 || traceback.exception !== null || traceback.frames.length === 0) return false;
  return justAboveFrames(traceback, crashLine);
}

/** The first traceback of the reporter's or a maintainer's text that shows both its final exception and the frame that raised it. */
export function wholeTraceback(tracebacks: readonly Traceback[]): Traceback | null {
  return tracebacks.find((traceback) => traceback.exception !== null && traceback.frames.length > 0 && isEvidence(traceback.source)) ?? null;
}

/**
 * Whether the thread's reporter or a maintainer pasted the error's line just above the frame(s) that raised it. Such a
 * paste is neither a whole traceback (the frames that called it are not there: no tick) nor one to ask for again (its
 * last line is visible, and COMMENT.md §4 never asks for the full traceback then): the traceback ask is left out.
 * @param tracebacks the thread's tracebacks
 * @param crashLine the markdown line of the error the asks are about, when known
 */
export function finalLineAbove(tracebacks: readonly Traceback[], crashLine?: number): boolean {
  const cut = tracebacks.find((traceback) => traceback.exception === null && traceback.frames.length > 0 && isEvidence(traceback.source));
  return cut !== undefined && errorAbove(cut, crashLine);
}

/**
 * What the thread shows of a traceback that is not whole, said as the place where the paste stops: the last frame it
 * shows, or null when no traceback with frames was pasted.
 * @param tracebacks the thread's tracebacks
 * @param crashLine the markdown line of the error the asks are about, when known
 */
export function wherePasteStops(tracebacks: readonly Traceback[], crashLine?: number): string | null {
  const cut = tracebacks.find((traceback) => traceback.exception === null && traceback.frames.length > 0 && isEvidence(traceback.source));
  const last = cut?.frames.at(-1);
  if (cut === undefined || last === undefined) return null;
  const file = last.file.replaceAll('\\', '/').split('/').slice(-3).join('/');
  const fn = last.function === null ? '' : ` (${inlineCode(last.function, 80)})`;
  // The error's line above a frame or two: the final line is there; the ask is left out (`finalLineAbove`).
  if (errorAbove(cut, crashLine)) return null;
  return `The traceback you pasted stops at the frame in ${inlineCode(file, 120)}${fn}, before its final exception line.`;
}

/** Lines of a native crash or of a library's own logger that have no log prefix vLLM's reader knows. */
const NATIVE_LINES: [RegExp, string][] = [
  // UCX's and other native crash handlers: `[host:2231 :0:2290] Caught signal 11 (Segmentation fault: …)`.
  [/\bCaught signal \d{1,2} \(/, 'a native crash (`Caught signal …`)'],
  [/^={2,} backtrace \(tid:/, 'a native backtrace'],
  // absl's failure signal handler (`*** SIGSEGV received at time=… ***`) and CPython's (`Fatal Python error: …`).
  [/^\*\*\* SIG[A-Z]{2,8} received at time=/, 'a native crash (`*** SIG… received`)'],
  [/^Fatal Python error: /, 'a native crash (`Fatal Python error`)'],
  // PyTorch's c10 logger, glog-like in brackets: `[W411 08:00:00.118201 9911 ProcessGroupNCCL.cpp:1234] …`.
  [/^\[[IWEF]\d{3,8} \d\d:\d\d:\d\d\.\d{1,9} \d{1,10} [\w.-]{1,120}\.(?:cpp|cc|cxx|h|hpp):\d{1,7}\]/, 'PyTorch (c10)'],
  // CANN and HCCL on Ascend: `[ERROR] HCCL(1234,python):…`, `EI0006: …`, `EE9999: Inner Error!`.
  [/^\[(?:ERROR|WARNING|INFO|EVENT)\] (?:HCCL|HCCP|ASCENDCL|RUNTIME|GE|DRV|TBE|APP)\(/, 'CANN/HCCL'],
  [/^E[A-Z]\d{4}: /, 'a CANN error code'],
];

/** How a dialect's logger is named. */
function dialectName(module: string): string {
  if (module === 'ucx') return 'UCX';
  if (module === 'glog') return 'glog (native library)';
  return 'LMCache';
}

/** What a library's or a native crash's line shows, in our words, for the lines whose meaning is plain from their text. */
const LINE_MEANINGS: [RegExp, string][] = [
  [
    /\bconnection refused\b|\bECONNREFUSED\b/i,
    'a connection to the peer was refused: nothing was listening at that address and port, or something between the nodes rejected it',
  ],
  [/\bversion (?:is )?incompatible\b|\bincompatible version\b/i, 'the library loaded at run time is not the version the calling code needs'],
  [/\bCaught signal 11\b|\bSegmentation fault\b/, 'the process crashed in native code (a segmentation fault); the backtrace under that line names the library'],
  [/\bCannot allocate memory\b|\bENOMEM\b/, 'a native allocation failed for lack of memory'],
  [/\bwatchdog\b[^\n]{0,60}\btimed? ?out\b/i, "PyTorch's NCCL watchdog saw a collective operation wait past its timeout"],
  [/\btransfer\b[^\n]{0,60}\btime(?:d ?)?out\b/i, "a transfer did not finish before the library's timeout"],
];

/** Words of a line that reports a failure whatever its level (glog prints a transfer's timeout at INFO). */
const FAILURE_WORDS = /\b(?:fail(?:ed|s|ure)?|time(?:d ?)?out|refused|unreachable|abort(?:ed)?|error|invalid|cannot|could not|unable)\b/i;

/** How much a line says of a failure: its level first (ERROR/CRITICAL, then WARNING), then words that report one. */
function failureRank(line: LogLine): number {
  const level = line.level === 'ERROR' || line.level === 'CRITICAL' ? 4 : line.level === 'WARNING' ? 2 : 0;
  return level + (FAILURE_WORDS.test(cutText(line.text, 400, '')) ? 1 : 0);
}

/** The thread's pasted library or native log lines: how many, from which loggers, the line that says most, and what it shows. */
export interface PastedLog {
  count: number;
  from: string;
  /** The line quoted (user text: render with inlineCode). */
  line: string;
  /** What that line shows, in our words, when its text says it plainly; null otherwise. */
  meaning: string | null;
}

/**
 * The log lines printed around an error in a connector library's own dialect or by a native crash, or null when the
 * thread has none. The line quoted is the first that says most of a failure (`failureRank`), or a line with a known meaning that says as much.
 * @param lines the thread's log lines
 * @param crashLine the markdown line of the error itself, which is not a line around it
 */
export function readPastedLog(lines: LineList, crashLine?: number): PastedLog | null {
  const kinds = new Set<string>();
  let first: LogLine | null = null;
  let firstRank = -1;
  let meant: { line: LogLine; meaning: string } | null = null;
  let count = 0;
  for (const line of lines) {
    if (!isEvidence(line.source) || line.context !== undefined || line.line === crashLine) continue;
    const native = line.logModule === undefined ? NATIVE_LINES.find(([pattern]) => pattern.test(line.text.trimStart())) : undefined;
    if (line.logModule === undefined && native === undefined) continue;
    kinds.add(line.logModule === undefined ? (native as [RegExp, string])[1] : dialectName(line.logModule));
    count += 1;
    const meaning: string | undefined = meant === null ? LINE_MEANINGS.find(([pattern]) => pattern.test(cutText(line.text, 400, '')))?.[1] : undefined;
    if (meaning !== undefined) meant = { line, meaning };
    // The first line of the highest rank says most: an ERROR line, a WARNING, a line whose words report a failure.
    const rank = failureRank(line);
    if (first === null || rank > firstRank) [first, firstRank] = [line, rank];
  }
  if (first === null) return null;
  // A line whose meaning is known is quoted unless a line that says more of the failure was printed (an ERROR line).
  const said = meant !== null && failureRank(meant.line) >= firstRank ? meant : null;
  return { count, from: [...kinds].slice(0, 3).join(', '), line: (said?.line ?? first).text.trim(), meaning: said?.meaning ?? null };
}

/**
 * The log lines printed around an error in a connector library's own dialect or by a native crash, said as what they
 * show (how many, from which logger, one quoted), or null when the thread has none.
 * @param lines the thread's log lines
 * @param crashLine the markdown line of the error itself, which is not a line around it
 */
export function libraryLogLines(lines: LineList, crashLine?: number): string | null {
  const pasted = readPastedLog(lines, crashLine);
  if (pasted === null) return null;
  return `${pasted.count} line${pasted.count === 1 ? '' : 's'} from ${pasted.from}, e.g. ${inlineCode(pasted.line, 120)}`;
}

/** An import's own failure line: `ImportError: libcudart.so.12: cannot open shared object file`, `ModuleNotFoundError: …`. */
const IMPORT_FAILURE = /^(?:[\w.]{1,80}\.)?(?:ImportError|ModuleNotFoundError): \S/;

/**
 * The import failure the thread shows (what importing the library directly prints), quoted, or null.
 * @param tracebacks the thread's tracebacks
 * @param lines the thread's log lines
 */
export function importFailure(tracebacks: readonly Traceback[], lines: LineList): string | null {
  for (const traceback of tracebacks) {
    const exception = traceback.exception;
    if (exception === null || !isEvidence(traceback.source) || !/(?:ImportError|ModuleNotFoundError)$/.test(exception.type)) continue;
    return `the import fails with ${inlineCode(`${exception.type}: ${exception.message.split('\n')[0] ?? ''}`, 140)}`;
  }
  const line = findLine(lines, (candidate) => isEvidence(candidate.source) && candidate.context === undefined && IMPORT_FAILURE.test(candidate.text.trim()));
  return line === undefined ? null : `the import fails with ${inlineCode(line.text.trim(), 140)}`;
}
