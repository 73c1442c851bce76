// A line inside an open traceback section, read by its kind: one handler per kind of line (lines.ts classifies them).
import { readExceptionLine } from '../exception-names.js';
import { indentOf, type TracebackLineKind } from './lines.js';
import { MAX_MESSAGE_LINES } from './message-lines.js';
import { finishWithException, type Reader, type Section } from './section-reader.js';
import type { LogLine } from '../types.js';

/** Reads one line of a kind into the open section: the index of the last line consumed, or false when the line ends it unread. */
type LineHandler<K extends TracebackLineKind['kind']> = (
  reader: Reader,
  section: Section,
  index: number,
  kind: Extract<TracebackLineKind, { kind: K }>,
) => number | false;

/** Takes line `index` into the section. */
function consume(section: Section, index: number): number {
  section.consumed.push(index);
  return index;
}

/** An `E   …` line: the exception when none is read yet (an `assert` is an AssertionError), else more of its message. */
function readPytestError(section: Section, text: string): void {
  if (section.exception === null) {
    const reading = readExceptionLine(text, false);
    if (reading) section.exception = { type: reading.type, message: reading.message };
    else if (text.startsWith('assert ')) section.exception = { type: 'AssertionError', message: text };
    section.finalLineRead = section.exception !== null;
  } else if (section.exception.message.split('\n').length <= MAX_MESSAGE_LINES) {
    section.exception.message = section.exception.message === '' ? text : `${section.exception.message}\n${text}`;
  }
}

/**
 * A line of no traceback kind: the final exception line (not deeper than the frames), a Jupyter line number, the
 * code of the last frame, deeper code, pytest's locals; anything else ends the section.
 */
function continueWithOther(reader: Reader, section: Section, index: number): number | false {
  const line = reader.lines.at(index) as LogLine;
  const lastFrame = section.frames[section.frames.length - 1];
  const frameIndent = section.frameIndents[section.frameIndents.length - 1] ?? 0;
  const indent = indentOf(line.text);
  const lenient = indent === 0 && frameIndent > 0;
  const reading = readExceptionLine(line.text, !lenient);
  if (reading && (indent <= frameIndent || (lastFrame?.code ?? null) !== null || !lastFrame)) {
    section.consumed.push(index);
    return finishWithException(reader, section, index, reading.type, reading.message);
  }
  if (section.lastFrameStyle === 'jupyter' && /^\d/.test(line.text.trim())) return consume(section, index);
  const takesCode = section.lastFrameStyle === 'python' ? indent > frameIndent || frameIndent === 0 : section.lastFrameStyle === 'pytest' && indent > 0;
  if (lastFrame && lastFrame.code === null && takesCode) {
    lastFrame.code = line.text.trim();
    return consume(section, index);
  }
  if (lastFrame && indent > frameIndent) return consume(section, index);
  if (section.pytest && (indent > 0 || line.text.includes(' = '))) return consume(section, index);
  return false;
}

/** What each kind of line does to an open section. */
const ON_LINE: { [K in TracebackLineKind['kind']]: LineHandler<K> } = {
  frame: (reader, section, index, kind) => {
    // A pytest long-format frame's code is the `>` line printed above its location line.
    section.frames.push({ ...kind.frame, code: kind.style === 'pytest' ? section.pytestCode : null });
    section.frameIndents.push(indentOf((reader.lines.at(index) as LogLine).text));
    section.lastFrameStyle = kind.style;
    section.pytestCode = null;
    return consume(section, index);
  },
  'pytest-final': (reader, section, index, kind) => {
    section.frames.push({ ...kind.frame, code: section.pytestCode });
    section.frameIndents.push(0);
    section.pytestCode = null;
    section.consumed.push(index);
    if (!section.exception) section.exception = { type: kind.type, message: '' };
    section.finalLineRead = true;
    reader.current = null;
    return index;
  },
  'pytest-error': (_reader, section, index, kind) => {
    section.consumed.push(index);
    readPytestError(section, kind.text);
    return index;
  },
  'pytest-code': (_reader, section, index, kind) => {
    section.consumed.push(index);
    section.pytestCode = kind.code;
    return index;
  },
  'jupyter-arrow': (_reader, section, index, kind) => {
    const lastFrame = section.frames[section.frames.length - 1];
    if (lastFrame && lastFrame.code === null) lastFrame.code = kind.code;
    return consume(section, index);
  },
  skip: (_reader, section, index) => consume(section, index),
  blank: (_reader, section, index) => consume(section, index),
  // A new header or a chain marker ends the section; the stream reader opens the next one.
  header: () => false,
  chain: () => false,
  other: (reader, section, index) => continueWithOther(reader, section, index),
};

/** Handles a line inside an open section; false when the line ends the section without being consumed. */
export function continueSection(reader: Reader, section: Section, index: number, kind: TracebackLineKind): number | false {
  const handler = ON_LINE[kind.kind] as LineHandler<TracebackLineKind['kind']>;
  return handler(reader, section, index, kind);
}
