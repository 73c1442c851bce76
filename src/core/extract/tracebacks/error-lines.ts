// Finds error lines that are not part of a traceback: `ValueError: …` alone, logger ERROR lines, error-like WARNINGs, known messages at any level.
import { isExceptionTypeName, readExceptionLine, type ExceptionLineReading } from '../exception-names.js';
import { readReprInLine, readTrailingRepr } from './logged-repr.js';
import { fromWideCharacter, normalisedView, originalOffset, originalSlice, type NormalisedView } from './normalised-view.js';
import { continuesMessage, MAX_MESSAGE_LINES } from './message-lines.js';
import { readToolErrorLine } from './tool-errors.js';
import { withoutCaretM } from '../logs/log-lines.js';
import type { ErrorLine, LineList, LogLine, Traceback } from '../types.js';

const ENV_DUMP_MARKERS = [
  'Collecting environment information',
  'PyTorch version',
  'Is CUDA available',
  'vLLM Version',
  'CUDA runtime version',
  'Versions of relevant libraries',
  'GPU models and configuration',
  'Python platform',
];
const CODE_STARTS = ['import ', 'return ', '@', 'if __name__', 'self.', 'raise ', 'assert '];
/** The first characters of the markers and code starts, and of `def`, `async def`, `class`: a line starting otherwise is none. */
const ENV_DUMP_FIRSTS = new Set(ENV_DUMP_MARKERS.map((marker) => marker.charCodeAt(0)));
const CODE_FIRSTS = new Set([...CODE_STARTS, 'def', 'async', 'class'].map((start) => start.charCodeAt(0)));
/** A `def` or `class` line: one is enough to call a block pasted source. */
const DEFINITION = /^(?:async\s+)?def\s+[A-Za-z_]\w*\s*\(|^class\s+[A-Za-z_]\w*\s*[(:]/;
/**
 * Words that make a WARNING line an error report; fixed alternatives, so the scan is linear. KV blocks
 * released on an expired lease and a store under pressure are lost work too (NIXL, Mooncake store warnings).
 */
const ERROR_WORDS = /Error|Exception|Traceback|failed|Failed|FAILED|failure|Failure|fatal|Fatal|expired|Expired|pressure/;
const NAME_CHAR = /[A-Za-z0-9_.]/;
const MAX_NAME = 300;
/** Log files of native code (glog's `file.cpp:N]`): their ERROR lines are messages, never Python exceptions. */
const NATIVE_LOG_FILE = /\.(?:c|cc|cpp|cxx|cu|h|hpp)$/;

/** Blocks whose lines never yield error lines: collect_env dumps and pasted source code. */
function quietBlocks(lines: LineList): Set<number> {
  const envMarkers = new Map<number, Set<string>>();
  const codeLines = new Map<number, number>();
  const withFrames = new Set<number>();
  for (const line of lines) {
    const text = line.text.trimStart();
    const first = text.charCodeAt(0);
    if (ENV_DUMP_FIRSTS.has(first)) {
      for (const marker of ENV_DUMP_MARKERS) {
        if (text.startsWith(marker)) (envMarkers.get(line.block) ?? envMarkers.set(line.block, new Set()).get(line.block))?.add(marker);
      }
    }
    const weight = !CODE_FIRSTS.has(first) ? 0 : DEFINITION.test(text) ? 2 : CODE_STARTS.some((start) => text.startsWith(start)) ? 1 : 0;
    if (weight > 0) codeLines.set(line.block, (codeLines.get(line.block) ?? 0) + weight);
    if (text.startsWith('File ') || text.includes('Traceback (most recent call last)')) withFrames.add(line.block);
  }
  const quiet = new Set<number>();
  for (const [block, markers] of envMarkers) if (markers.size >= 2) quiet.add(block);
  for (const [block, count] of codeLines) if (count >= 2 && !withFrames.has(block)) quiet.add(block);
  return quiet;
}

/** A name may start a mid-line `Type: message` after a space, a table cell's `|`, or after CJK text or full-width punctuation (`报错如下：RuntimeError: …`). */
function startsToken(view: NormalisedView, at: number): boolean {
  if (at === 0) return true;
  const before = view.text[at - 1] as string;
  if (NAME_CHAR.test(before)) return false;
  return before === ' ' || before === '\t' || before === '|' || fromWideCharacter(view, at - 1);
}

/**
 * `Type: message` at the start of the text, or after a space / quote / backtick further in (`the error is: KeyError: 'x'`),
 * read on the NFKC view (`：` is a colon, full-width text a token boundary); the message is the original text.
 */
function readErrorInLine(view: NormalisedView): { reading: ExceptionLineReading; start: number } | null {
  const text = view.text;
  const atStart = readExceptionLine(text);
  if (atStart) {
    const colon = text.indexOf(':');
    return { reading: { type: atStart.type, message: colon === -1 ? '' : originalSlice(view, colon + 1).trim() }, start: 0 };
  }
  // A name found below ends in Error or Exception right before its colon: most lines hold neither.
  if (!text.includes('Error:') && !text.includes('Exception:')) return null;
  for (let at = 0; at < text.length; at += 1) {
    if (!startsToken(view, at)) continue;
    let nameStart = at;
    // Quotes, brackets and markdown marks a reporter puts before the name: `` ` ``, `**` (bold), a table's `|`.
    while (nameStart < text.length && nameStart - at < 4 && '`\'"([*|'.includes(text.charAt(nameStart))) nameStart += 1;
    let nameEnd = nameStart;
    while (nameEnd < text.length && nameEnd - nameStart <= MAX_NAME && NAME_CHAR.test(text[nameEnd] as string)) nameEnd += 1;
    if (nameEnd === nameStart || text[nameEnd] !== ':' || nameEnd + 1 >= text.length) continue;
    // After the colon, a space, or nothing when the colon itself was full-width (`RuntimeError：…`).
    if (text[nameEnd + 1] !== ' ' && !fromWideCharacter(view, nameEnd)) continue;
    const name = text.slice(nameStart, nameEnd);
    if (!/(?:Error|Exception)$/.test(name) || !isExceptionTypeName(name)) continue;
    return {
      reading: {
        type: name,
        message: originalSlice(view, nameEnd + 1)
          .trim()
          .replace(/`$/, ''),
      },
      start: originalOffset(view, nameStart),
    };
  }
  return null;
}

const CPP_THROW = "terminate called after throwing an instance of '";

/**
 * A C++ exception that ended the process (Mooncake's and NIXL's native code): `terminate called after throwing
 * an instance of 'std::runtime_error'`, with its message on the next line as `  what():  …`.
 * @returns the reading and whether the `what()` line was read too
 */
function readCppThrow(text: string, next: LogLine | undefined): { reading: ExceptionLineReading; tookNext: boolean } | null {
  if (!text.startsWith(CPP_THROW)) return null;
  const close = text.indexOf("'", CPP_THROW.length);
  const type = text.slice(CPP_THROW.length, close);
  if (close === -1 || type === '' || type.length > 200 || type.includes(' ')) return null;
  const what = next?.text.trim() ?? '';
  const tookNext = what.startsWith('what():');
  return { reading: { type, message: tookNext ? what.slice('what():'.length).trim() : '' }, tookNext };
}

/** A line Python's logging printed (`[file.py:N]`): a native library's line is followed by its own output, not a wrap. */
const isPythonLogged = (line: LogLine): boolean => line.level !== null && line.logFile !== null && line.logFile.endsWith('.py');

/** A logged line in a pasted log with the line a terminal wrapped it onto, when the next line continues it. */
function withWrappedLine(lines: LineList, index: number, consumed: Uint8Array, text: string): string {
  const line = lines.at(index) as LogLine;
  const next = lines.at(index + 1);
  if (next === undefined || consumed[index + 1] === 1 || next.block !== line.block || line.blockKind !== 'code' || !isPythonLogged(line)) return text;
  return next.level === null && continuesMessage(line, next, true) ? `${text} ${next.text.trim()}` : text;
}

/**
 * The lines a message on line `index` runs on to, at most MAX_MESSAGE_LINES: in its block and process, not in a
 * traceback, and (for a logged message, `typed` false) only as a terminal wrap, never into its next log line.
 */
function runOnLines(lines: LineList, index: number, consumed: Uint8Array, typed: boolean, inCode: boolean): string[] {
  const line = lines.at(index) as LogLine;
  const more: string[] = [];
  while (more.length < MAX_MESSAGE_LINES) {
    const at = index + 1 + more.length;
    const next = lines.at(at);
    if (!next || consumed[at] === 1 || next.block !== line.block || (next.process !== null && next.process !== line.process)) break;
    if ((!typed && next.level !== null) || !continuesMessage(line, next, inCode)) break;
    more.push(next.text.trim());
  }
  return more;
}

function errorKey(exception: { type: string; message: string } | null, text: string): string {
  const normalise = (value: string): string => value.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  return exception ? `${exception.type}\u0000${normalise(exception.message)}` : `\u0001${normalise(text)}`;
}

/**
 * Reads the lines no traceback consumed for errors reported on their own.
 * @param lines all log lines of one text
 * @param consumed marks, per line index, the lines that belong to a traceback
 * @param tracebacks the tracebacks found, so a final line repeated on its own is not reported twice
 * @param isKnownMessage whether a logged message is one the catalog names (kept at any log level: vLLM logs some
 *   known errors at WARNING or INFO without an error word)
 */
export function findErrorLines(lines: LineList, consumed: Uint8Array, tracebacks: Traceback[], isKnownMessage?: (message: string) => boolean): ErrorLine[] {
  const quiet = quietBlocks(lines);
  const seen = new Set(tracebacks.flatMap((traceback) => (traceback.exception ? [errorKey(traceback.exception, '')] : [])));
  const errorLines: ErrorLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines.at(index) as LogLine;
    const text = withoutCaretM(line.text.trim()).trimEnd();
    if (consumed[index] === 1 || text === '' || quiet.has(line.block)) continue;
    // Traceback debris the sections left: caret lines, a frame cut off mid-line, indented code in a logged traceback.
    if (/^[\^~]+$/.test(text) || text.startsWith('File "')) continue;
    // A native log line (glog's `E0905 … client.cpp:N] …`) reports a message, whatever words it holds.
    const native = line.logFile !== null && NATIVE_LOG_FILE.test(line.logFile);
    const tool = native ? null : readToolErrorLine(text);
    const thrown = native || tool ? null : readCppThrow(text, consumed[index + 1] === 1 ? undefined : lines.at(index + 1));
    const view = native || tool || thrown ? null : normalisedView(text);
    const inLine = view === null ? null : readErrorInLine(view);
    const repr = view === null || inLine !== null ? null : (readTrailingRepr(view) ?? readReprInLine(view));
    const found = thrown ? { reading: thrown.reading, start: 0 } : (inLine ?? repr);
    if (!found && !tool && line.level !== null && line.text.startsWith('  ')) continue;
    const level = tool?.level ?? line.level;
    const isLoggedError = tool !== null || level === 'ERROR' || level === 'CRITICAL' || (level === 'WARNING' && ERROR_WORDS.test(text));
    if (!found && !isLoggedError && !(level !== null && isKnownMessage !== undefined && isKnownMessage(withWrappedLine(lines, index, consumed, text))))
      continue;
    const messageLines = [found ? text.slice(found.start) : (tool?.message ?? text)];
    if (thrown?.tookNext) {
      messageLines.push((lines.at(index + 1) as LogLine).text.trim());
      index += 1;
    }
    const inCode = line.blockKind === 'code' || line.blockKind === 'inline-code';
    // A repr is whole on its line; a `Type: message`, or a logged message in a pasted log, may wrap onto the next ones.
    if ((found !== null || (inCode && isPythonLogged(line))) && !thrown && !repr) {
      const more = runOnLines(lines, index, consumed, found !== null, inCode);
      messageLines.push(...more);
      index += more.length;
    }
    const message = messageLines.join('\n');
    const messageTail = thrown ? [] : messageLines.slice(1);
    const exception = found ? { type: found.reading.type, message: [found.reading.message, ...messageTail].join('\n').trim() } : null;
    const key = errorKey(exception, text);
    if (seen.has(key)) continue;
    seen.add(key);
    errorLines.push({
      exception,
      message,
      level,
      logFile: tool ? tool.logFile : line.logFile,
      logLine: tool ? tool.logLine : line.logLine,
      timestamp: line.timestamp,
      process: line.process,
      line: line.line,
      source: line.source,
    });
  }
  return errorLines;
}
