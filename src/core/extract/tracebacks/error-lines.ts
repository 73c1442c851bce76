// Finds error lines that are not part of a traceback: `ValueError: …` alone, logger ERROR lines, error-like WARNINGs.
import { isExceptionTypeName, readExceptionLine, type ExceptionLineReading } from '../exception-names.js';
import { continuesMessage, MAX_MESSAGE_LINES } from './sections.js';
import type { ErrorLine, LogLine, Traceback } from '../types.js';

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
/** A `def` or `class` line: one is enough to call a block pasted source. */
const DEFINITION = /^(?:async\s+)?def\s+[A-Za-z_]\w*\s*\(|^class\s+[A-Za-z_]\w*\s*[(:]/;
/**
 * Words that make a WARNING line an error report; fixed alternatives, so the scan is linear. KV blocks
 * released on an expired lease and a store under pressure are lost work too (NIXL, Mooncake store warnings).
 */
const ERROR_WORDS = /Error|Exception|Traceback|failed|Failed|FAILED|failure|Failure|fatal|Fatal|expired|Expired|pressure/;

/** Blocks whose lines never yield error lines: collect_env dumps and pasted source code. */
function quietBlocks(lines: LogLine[]): Set<number> {
  const envMarkers = new Map<number, Set<string>>();
  const codeLines = new Map<number, number>();
  const withFrames = new Set<number>();
  for (const line of lines) {
    const text = line.text.trimStart();
    for (const marker of ENV_DUMP_MARKERS) {
      if (text.startsWith(marker)) (envMarkers.get(line.block) ?? envMarkers.set(line.block, new Set()).get(line.block))?.add(marker);
    }
    const weight = DEFINITION.test(text) ? 2 : CODE_STARTS.some((start) => text.startsWith(start)) ? 1 : 0;
    if (weight > 0) codeLines.set(line.block, (codeLines.get(line.block) ?? 0) + weight);
    if (text.startsWith('File ') || text.includes('Traceback (most recent call last)')) withFrames.add(line.block);
  }
  const quiet = new Set<number>();
  for (const [block, markers] of envMarkers) if (markers.size >= 2) quiet.add(block);
  for (const [block, count] of codeLines) if (count >= 2 && !withFrames.has(block)) quiet.add(block);
  return quiet;
}

/** `Type: message` at the start of the text, or after a space / quote / backtick further in (`the error is: KeyError: 'x'`). */
function readErrorInLine(text: string): { reading: ExceptionLineReading; start: number } | null {
  const atStart = readExceptionLine(text);
  if (atStart) return { reading: atStart, start: 0 };
  let tokenStart = text.indexOf(' ') + 1;
  while (tokenStart > 0 && tokenStart < text.length) {
    let tokenEnd = text.indexOf(' ', tokenStart);
    if (tokenEnd === -1) tokenEnd = text.length;
    let nameStart = tokenStart;
    while (nameStart < tokenEnd && '`\'"(['.includes(text.charAt(nameStart))) nameStart += 1;
    const token = text.slice(nameStart, tokenEnd);
    if (token.endsWith(':') && tokenEnd < text.length && /(?:Error|Exception)$/.test(token.slice(0, -1)) && isExceptionTypeName(token.slice(0, -1))) {
      return { reading: { type: token.slice(0, -1), message: text.slice(tokenEnd + 1).trim().replace(/`$/, '') }, start: nameStart };
    }
    tokenStart = tokenEnd + 1;
  }
  return null;
}

/** Compares messages the way a reader would: spacing and a final full stop do not matter. */
/** An exception logged by its repr after a colon at the end of a line (`transfer 235: AssertionError()`, `: KeyError('r1')`). */
function readLoggedRepr(text: string): { reading: ExceptionLineReading; start: number } | null {
  if (!text.endsWith(')')) return null;
  let depth = 0;
  let open = -1;
  for (let index = text.length - 1; index >= 0 && open === -1; index -= 1) {
    const char = text.charAt(index);
    if (char === ')') depth += 1;
    else if (char === '(' && --depth === 0) open = index;
  }
  let nameStart = open;
  while (nameStart > 0 && /[\w.]/.test(text.charAt(nameStart - 1))) nameStart -= 1;
  const name = text.slice(nameStart, open);
  if (open <= 0 || text.slice(Math.max(0, nameStart - 2), nameStart) !== ': ' || !/(?:Error|Exception)$/.test(name) || !isExceptionTypeName(name)) return null;
  const inner = text.slice(open + 1, -1).trim();
  const unquoted = inner.length >= 2 && (inner[0] === "'" || inner[0] === '"') && inner.endsWith(inner[0]) ? inner.slice(1, -1) : inner;
  return { reading: { type: name, message: unquoted }, start: 0 };
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

function errorKey(exception: { type: string; message: string } | null, text: string): string {
  const normalise = (value: string): string => value.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  return exception ? `${exception.type}\u0000${normalise(exception.message)}` : `\u0001${normalise(text)}`;
}

/**
 * Reads the lines no traceback consumed for errors reported on their own.
 * @param lines all log lines of one text
 * @param consumed marks, per line index, the lines that belong to a traceback
 * @param tracebacks the tracebacks found, so a final line repeated on its own is not reported twice
 */
export function findErrorLines(lines: LogLine[], consumed: Uint8Array, tracebacks: Traceback[]): ErrorLine[] {
  const quiet = quietBlocks(lines);
  const seen = new Set(tracebacks.flatMap((traceback) => (traceback.exception ? [errorKey(traceback.exception, '')] : [])));
  const errorLines: ErrorLine[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as LogLine;
    const text = line.text.trim();
    if (consumed[index] === 1 || text === '' || quiet.has(line.block)) continue;
    // Traceback debris the sections left: caret lines, a frame cut off mid-line, indented code in a logged traceback.
    if (/^[\^~]+$/.test(text) || text.startsWith('File "')) continue;
    const thrown = readCppThrow(text, consumed[index + 1] === 1 ? undefined : lines[index + 1]);
    const found = thrown ? { reading: thrown.reading, start: 0 } : (readErrorInLine(text) ?? readLoggedRepr(text));
    if (!found && line.level !== null && line.text.startsWith('  ')) continue;
    const isLoggedError = line.level === 'ERROR' || line.level === 'CRITICAL' || (line.level === 'WARNING' && ERROR_WORDS.test(text));
    if (!found && !isLoggedError) continue;
    const messageLines = [found ? text.slice(found.start) : text];
    if (thrown?.tookNext) {
      messageLines.push((lines[index + 1] as LogLine).text.trim());
      index += 1;
    }
    const inCode = line.blockKind === 'code' || line.blockKind === 'inline-code';
    while (found && !thrown && messageLines.length <= MAX_MESSAGE_LINES) {
      const next = lines[index + 1];
      if (!next || consumed[index + 1] === 1 || next.block !== line.block || (next.process !== null && next.process !== line.process) || !continuesMessage(line, next, inCode)) break;
      messageLines.push(next.text.trim());
      index += 1;
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
      level: line.level,
      logFile: line.logFile,
      logLine: line.logLine,
      timestamp: line.timestamp,
      process: line.process,
      line: line.line,
      source: line.source,
    });
  }
  return errorLines;
}
