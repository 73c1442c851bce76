// Splits a traceback flattened onto one line (pasted in inline code, joined by a chat client, or escaped in a JSON log) back into its lines.
import { isExceptionTypeName } from '../exception-names.js';

const HEADER = 'Traceback (most recent call last):';
const CHAIN_MARKERS = [
  'During handling of the above exception, another exception occurred:',
  'The above exception was the direct cause of the following exception:',
];
const FRAME_START = 'File "';
const FRAME = /^File "([^"]{1,1000})", line (\d{1,9})(?:, in ([^\s,]{1,300}))?/;

/** Offsets where a header or a chain marker starts, in order. */
function sectionStarts(text: string): number[] {
  const starts: number[] = [];
  for (const marker of [HEADER, ...CHAIN_MARKERS]) {
    for (let index = text.indexOf(marker); index !== -1; index = text.indexOf(marker, index + marker.length)) starts.push(index);
  }
  return starts.sort((left, right) => left - right);
}

/** Where the final `ExcType: message` begins in the text after the last frame, or -1. */
function exceptionStart(rest: string): number {
  let tokenStart = 0;
  while (tokenStart < rest.length) {
    let tokenEnd = rest.indexOf(' ', tokenStart);
    if (tokenEnd === -1) tokenEnd = rest.length;
    const token = rest.slice(tokenStart, tokenEnd);
    if (token.endsWith(':') && isExceptionTypeName(token.slice(0, -1))) return tokenStart;
    if (tokenEnd === rest.length && tokenStart > 0 && isExceptionTypeName(token)) return tokenStart;
    tokenStart = tokenEnd + 1;
  }
  return -1;
}

/** Splits one section (header or chain marker, frames, final line) into lines. */
function splitSection(section: string, lines: string[]): void {
  const frames: number[] = [];
  for (let index = section.indexOf(FRAME_START); index !== -1; index = section.indexOf(FRAME_START, index + FRAME_START.length)) frames.push(index);
  const head = section.slice(0, frames[0] ?? section.length).trim();
  if (frames.length === 0) {
    const start = exceptionStart(head);
    if (start > 0) lines.push(head.slice(0, start).trim(), head.slice(start));
    else if (head !== '') lines.push(head);
    return;
  }
  if (head !== '') lines.push(head);
  frames.forEach((frameStart, position) => {
    const segment = section.slice(frameStart, frames[position + 1] ?? section.length).trim();
    const frame = FRAME.exec(segment);
    const frameLine = frame ? frame[0] : segment;
    lines.push(`  ${frameLine}`);
    const rest = segment.slice(frameLine.length).trim();
    if (position < frames.length - 1) {
      if (rest !== '') lines.push(`    ${rest}`);
      return;
    }
    const start = exceptionStart(rest);
    if (start === -1) {
      if (rest !== '') lines.push(`    ${rest}`);
      return;
    }
    const code = rest.slice(0, start).trim();
    if (code !== '') lines.push(`    ${code}`);
    lines.push(rest.slice(start).trim());
  });
}

/**
 * Splits a line holding a whole traceback (`Traceback (most recent call last): File "…", line 3, in f … ValueError: x`)
 * into the lines Python printed. Returns null when the line is not such a traceback.
 * @param text one line, prefixes already stripped
 */
export function splitFlattenedTraceback(text: string): string[] | null {
  const firstFrame = text.indexOf(FRAME_START);
  if (firstFrame === -1) return null;
  const header = text.indexOf(HEADER);
  const secondFrame = text.indexOf(FRAME_START, firstFrame + FRAME_START.length);
  if (!(header !== -1 && header < firstFrame) && secondFrame === -1) return null;
  if (text.trim() === HEADER) return null;
  const starts = sectionStarts(text);
  const bounds = starts[0] === 0 ? starts : [0, ...starts];
  const lines: string[] = [];
  bounds.forEach((start, position) => {
    const section = text.slice(start, bounds[position + 1] ?? text.length);
    const marker = [HEADER, ...CHAIN_MARKERS].find((candidate) => section.startsWith(candidate));
    if (marker) {
      lines.push(marker);
      splitSection(section.slice(marker.length), lines);
    } else splitSection(section, lines);
  });
  return lines.length > 1 ? lines : null;
}

const ESCAPED_HEADER = `${HEADER}\\n`;
/** An escaped frame inside a one-line string: `\n  File "` (a repr) or `\n  File \"` (JSON). */
const ESCAPED_FRAMES = ['\\n  File "', '\\n  File \\"'];
const UNESCAPED: Record<string, string> = { n: '\n', t: '    ', r: '', '"': '"', "'": "'", '\\': '\\' };

/** Where the escaped string holding a headerless traceback starts: after the last unescaped quote before its first frame. */
function escapedStringStart(text: string, firstFrame: number, quote: string): number {
  for (let index = firstFrame - 1; index >= 0; index -= 1) {
    if (text[index] !== quote) continue;
    let backslashes = 0;
    while (index - backslashes - 1 >= 0 && text[index - backslashes - 1] === '\\') backslashes += 1;
    if (backslashes % 2 === 0) return index + 1;
  }
  return 0;
}

/** Where an escaped traceback starts in a line and which quote closes its string, or null when the line holds none. */
function escapedTraceback(text: string): { start: number; quote: string } | null {
  const header = text.indexOf(ESCAPED_HEADER);
  if (header !== -1) return { start: header, quote: text.includes('\\"', header) ? '"' : "'" };
  // No header (the paste starts inside the string): two escaped frames or more still make it a traceback.
  for (const frame of ESCAPED_FRAMES) {
    const first = text.indexOf(frame);
    if (first === -1 || text.indexOf(frame, first + frame.length) === -1) continue;
    const quote = frame.endsWith('\\"') ? '"' : "'";
    return { start: escapedStringStart(text, first, quote), quote };
  }
  return null;
}

/**
 * Splits a traceback held as an escaped string in one line: a structured (JSON) log's `"exc_info":"Traceback
 * (most recent call last):\n  File \"…\", …"`, or a Python repr in single quotes. The string ends at its first
 * unescaped quote; text before it is kept as a line of its own. Without the header (a paste that starts inside
 * the string), two escaped frames or more are enough. Returns null when there is no such string.
 * @param text one line, prefixes already stripped
 */
export function splitEscapedTraceback(text: string): string[] | null {
  const found = escapedTraceback(text);
  if (found === null) return null;
  // JSON escapes the quotes of `File "…"`; a single-quoted repr leaves them and escapes `'` instead.
  const { start, quote } = found;
  let decoded = '';
  let index = start;
  for (; index < text.length; index += 1) {
    const char = text[index] as string;
    if (char === quote) break;
    if (char !== '\\' || index + 1 >= text.length) {
      decoded += char;
      continue;
    }
    const next = text[index + 1] as string;
    decoded += UNESCAPED[next] ?? `\\${next}`;
    index += 1;
  }
  const before = text.slice(0, start).trim();
  const lines = decoded.split('\n').map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return before === '' ? lines : [before, ...lines];
}

/** The logger head vLLM prints: `ERROR 05-19 07:55:21 [file.py:1290]` (or without the brackets' opening). */
const LOGGER_HEAD =
  /(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) \d\d-\d\d \d\d:\d\d:\d\d(?:[.,]\d{1,6})? (?:\[[^\]\s]{1,300}:\d{1,7}\]|[^\]\s[]{1,300}:\d{1,7}\])/g;
/** A process prefix followed by a logger head: `(Worker_TP0 pid=812) ERROR 05-19 07:55:21`, read from its `(`. */
const PROCESS_HEAD = /\((?:[^()]{0,80}? )?pid=\d{1,10}(?:, ?ip=[^()\s]{1,64})?\) ?(?=(?:DEBUG|INFO|WARNING|WARN|ERROR|CRITICAL) \d\d-\d\d \d\d:\d\d:\d\d)/y;
/** How far before `pid=` its `(` may be. */
const MAX_PROCESS_NAME = 90;
/** Records split out of one line at most; the rest stays in the last one. */
const MAX_RECORDS = 2000;

/** Every record starts at a logger head (a process prefix only before one), and every head holds a level and a space: most lines hold none. */
function mayHoldLoggerHead(text: string): boolean {
  return text.includes('INFO ') || text.includes('WARN') || text.includes('ERROR ') || text.includes('DEBUG ') || text.includes('CRITICAL ');
}

/** Offsets where a process prefix with a logger head starts (`(` of `(EngineCore_DP0 pid=N) ERROR MM-DD …`), with where its logger head starts. */
function processHeads(text: string): { start: number; logger: number }[] {
  const heads: { start: number; logger: number }[] = [];
  for (let pid = text.indexOf('pid='); pid !== -1 && heads.length < MAX_RECORDS; pid = text.indexOf('pid=', pid + 4)) {
    let open = pid - 1;
    while (open >= 0 && pid - open <= MAX_PROCESS_NAME && text[open] !== '(' && text[open] !== ')') open -= 1;
    if (open < 0 || text[open] !== '(') continue;
    PROCESS_HEAD.lastIndex = open;
    const head = PROCESS_HEAD.exec(text);
    if (head) heads.push({ start: open, logger: open + head[0].length });
  }
  return heads;
}

/**
 * Splits one line holding several log records (a whole log pasted into one inline code span, or records a log
 * viewer glued together) at each repeated log prefix: `(Worker_TP0 pid=8) ERROR 05-19 07:55:21 [x.py:9] …` or
 * `ERROR 05-19 07:55:21 [x.py:9] …`. A line with fewer than two such prefixes is returned whole.
 * @param text one raw line
 */
export function splitGluedRecords(text: string): string[] {
  if (text.length < 40 || !mayHoldLoggerHead(text)) return [text];
  const starts = new Set<number>();
  const processes = processHeads(text);
  const loggerStarts = new Set(processes.map((head) => head.logger));
  for (const head of processes) starts.add(head.start);
  LOGGER_HEAD.lastIndex = 0;
  for (let match = LOGGER_HEAD.exec(text); match !== null && starts.size < MAX_RECORDS; match = LOGGER_HEAD.exec(text)) {
    const before = match.index === 0 ? ' ' : (text[match.index - 1] as string);
    if (!loggerStarts.has(match.index) && !/[A-Za-z0-9_]/.test(before)) starts.add(match.index);
  }
  if (starts.size < 2) return [text];
  const cuts = [...starts].filter((start) => text.slice(0, start).trim() !== '').sort((left, right) => left - right);
  const records: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    records.push(text.slice(from, cut).trimEnd());
    from = cut;
  }
  records.push(text.slice(from));
  return records.filter((record) => record.trim() !== '');
}
