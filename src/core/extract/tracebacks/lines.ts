// Reads what one line is inside a traceback: header, chain marker, frame (Python, Jupyter, pytest), caret, code.
import type { Frame } from '../types.js';
import { readExceptionLine } from '../exception-names.js';

export type TracebackLineKind =
  | { kind: 'header'; expectedType: string | null; callFirst?: boolean }
  | { kind: 'chain'; relation: 'cause' | 'context' }
  | { kind: 'frame'; frame: Frame; style: 'python' | 'jupyter' | 'pytest' }
  | { kind: 'pytest-final'; frame: Frame; type: string }
  | { kind: 'pytest-error'; text: string }
  | { kind: 'pytest-code'; code: string }
  | { kind: 'jupyter-arrow'; code: string }
  | { kind: 'skip' }
  | { kind: 'blank' }
  | { kind: 'other' };

const HEADER = 'Traceback (most recent call last)';
const CAUSE = 'The above exception was the direct cause of the following exception';
const CONTEXT = 'During handling of the above exception, another exception occurred';
/**
 * faulthandler prints `File "x.py", line 12 in fn` (no comma before `in`); a terminal that cut the line short
 * leaves `, in>` (the function is then not known).
 */
const PYTHON_FRAME = /^File "([^"]{1,1000})", line (\d{1,9})(?:,? in (.{1,300})|, in>)?$/;
/** faulthandler's headers (`Current thread 0x… (most recent call first):`, `Stack (most recent call first):`). */
const CALL_FIRST_HEADER = '(most recent call first):';
/** `File ~/x.py:12, in fn(args)`: only the colon right before `, in` or the end can match, so failed tries are short. */
const JUPYTER_FILE_FRAME = /^File ([^\s,"][^,]{0,1000}?):(\d{1,9})(?:, in ([^\s(]{1,300})(?:\(.*)?)?$/;
const JUPYTER_CELL_FRAME = /^(Cell In ?\[\d{1,6}\]|Input In ?\[\d{1,6}\]), line (\d{1,9})$/;
const JUPYTER_ARROW = /^-*> ?(\d{1,9}) (.*)$/;
const PYTEST_LOCATION = /^([^\s:][^\s]{0,1000}\.py):(\d{1,9}):(?: (.{0,300}))?$/;
const PYTEST_ERROR = /^E {1,12}(\S.*)$/;
const PYTEST_CODE = /^> {3,}(\S.*)$/;
const OTHER: TracebackLineKind = { kind: 'other' };
const BLANK: TracebackLineKind = { kind: 'blank' };
const SKIP: TracebackLineKind = { kind: 'skip' };
const SKIPPED_TEXTS = new Set(['...', '…', '<truncated>', '[truncated]', '(truncated)']);

/** Counts leading spaces (a tab counts as four). */
export function indentOf(text: string): number {
  let width = 0;
  for (const char of text) {
    if (char === ' ') width += 1;
    else if (char === '\t') width += 4;
    else break;
  }
  return width;
}

function isCaretOrRule(trimmed: string): boolean {
  for (const char of trimmed) if (char !== '^' && char !== '~' && char !== '-' && char !== '_' && char !== ' ' && char !== '=') return false;
  return true;
}

function frameOf(file: string, line: string | undefined, fn: string | undefined): Frame {
  return { file, line: line === undefined ? null : Number(line), function: fn === undefined ? null : fn.trim(), code: null };
}

function pytestLine(trimmed: string): TracebackLineKind | null {
  const location = PYTEST_LOCATION.exec(trimmed);
  if (location) {
    const tail = (location[3] ?? '').trim();
    if (tail === '') return { kind: 'frame', frame: frameOf(location[1] as string, location[2], undefined), style: 'pytest' };
    if (tail.startsWith('in ')) return { kind: 'frame', frame: frameOf(location[1] as string, location[2], tail.slice(3)), style: 'pytest' };
    const reading = readExceptionLine(tail, false);
    if (reading && reading.message === '') return { kind: 'pytest-final', frame: frameOf(location[1] as string, location[2], undefined), type: reading.type };
    return null;
  }
  const error = PYTEST_ERROR.exec(trimmed);
  if (error) return { kind: 'pytest-error', text: error[1] as string };
  const code = PYTEST_CODE.exec(trimmed);
  if (code) return { kind: 'pytest-code', code: code[1] as string };
  return null;
}

/**
 * Says what a line is, as a traceback reader sees it.
 * @param text the line with its log prefixes stripped (indentation kept)
 */
export function classifyTracebackLine(text: string): TracebackLineKind {
  const trimmed = text.trim();
  if (trimmed === '') return BLANK;
  const header = trimmed.indexOf(HEADER);
  if (header !== -1) {
    const before = trimmed.slice(0, header).trim();
    const expected = before === '' ? null : readExceptionLine(before, false);
    return { kind: 'header', expectedType: expected ? expected.type : null };
  }
  if (trimmed.endsWith(CALL_FIRST_HEADER) && trimmed.length < 120) return { kind: 'header', expectedType: null, callFirst: true };
  if (trimmed.startsWith(CAUSE)) return { kind: 'chain', relation: 'cause' };
  if (trimmed.startsWith(CONTEXT)) return { kind: 'chain', relation: 'context' };
  if (trimmed.startsWith('File ')) {
    const python = PYTHON_FRAME.exec(trimmed);
    if (python) return { kind: 'frame', frame: frameOf(python[1] as string, python[2], python[3]), style: 'python' };
    const jupyter = JUPYTER_FILE_FRAME.exec(trimmed);
    if (jupyter) return { kind: 'frame', frame: frameOf(jupyter[1] as string, jupyter[2], jupyter[3]), style: 'jupyter' };
  }
  const cell = trimmed.startsWith('Cell In') || trimmed.startsWith('Input In') ? JUPYTER_CELL_FRAME.exec(trimmed) : null;
  if (cell) return { kind: 'frame', frame: frameOf(cell[1] as string, cell[2], undefined), style: 'jupyter' };
  if (trimmed.startsWith('-') || trimmed.startsWith('>')) {
    const arrow = JUPYTER_ARROW.exec(trimmed);
    if (arrow && trimmed.includes('>')) return { kind: 'jupyter-arrow', code: (arrow[2] as string).trim() };
  }
  if (SKIPPED_TEXTS.has(trimmed) || isCaretOrRule(trimmed) || trimmed.startsWith('[Previous line repeated')) return SKIP;
  const pytest = trimmed.includes('.py:') || trimmed.startsWith('E ') || trimmed.startsWith('>') ? pytestLine(trimmed) : null;
  return pytest ?? OTHER;
}
