// Reads one stream of log lines (one block, one process) into traceback sections: frames, final line, chains.
import { readExceptionLine } from '../exception-names.js';
import { classifyTracebackLine, indentOf, type TracebackLineKind } from './lines.js';
import type { ExceptionInfo, Frame, LineList, LogLine } from '../types.js';

/** A traceback section as read from one stream, before deduplication. */
export interface Section {
  frames: Frame[];
  exception: ExceptionInfo | null;
  hasHeader: boolean;
  relation: 'first' | 'cause' | 'context';
  /** Sections chained together share a group key (local to the stream reader's caller). */
  group: number;
  position: number;
  first: LogLine;
  /** Indexes (into the stream) of the lines this section consumed. */
  consumed: number[];
  /** Whether the final exception line was read (a Jupyter header can name the type without it). */
  finalLineRead: boolean;
  /** The type a Jupyter header names before the frames (`ValueError    Traceback (most recent call last)`). */
  expectedType: string | null;
  /** Indentation of each frame line, to tell code lines (deeper) from the final line (not deeper). */
  frameIndents: number[];
  /** How the last frame was printed: Jupyter frames take their code from the `---->` arrow line only. */
  lastFrameStyle: 'python' | 'jupyter' | 'pytest' | null;
  /** pytest style: `path.py:N: in fn` frames, `>` code lines, `E   …` error lines. */
  pytest: boolean;
  /** The last pytest `>` line, the code of the frame whose location line follows. */
  pytestCode: string | null;
  /** faulthandler's dump lists the most recent call first; its frames are turned around when read. */
  callFirst: boolean;
  /** A header with nothing after it in its stream but a frame cut mid-line: the paste ended there. */
  cutAtHeader: boolean;
}

/** Most lines a wrapped exception message may run on after its first. */
export const MAX_MESSAGE_LINES = 12;

/** Whether `next` reads as a continuation of the message printed on `line` (wrapped, or multi-line). */
export function continuesMessage(line: LogLine, next: LogLine, inCode: boolean): boolean {
  const kind = classifyTracebackLine(next.text).kind;
  if (kind !== 'other') return false;
  if (readExceptionLine(next.text) !== null) return false;
  if (/^(?:\[?[IWEF]\d{4}(?:\d{4})? |INFO:|WARNING:|ERROR:|DEBUG:)/.test(next.text.trimStart())) return false;
  if (next.level !== null) return line.level !== null && next.timestamp === line.timestamp && next.logFile === line.logFile && next.logLine === line.logLine;
  if (inCode && line.level === null) return true;
  // An unprefixed line after a logged one continues it only as a terminal wrap: a long printed line (its log prefix, some 35 characters, counts), no new prefix.
  const startsLikePrefix = next.text.startsWith('(') || next.text.startsWith('[');
  return line.level !== null && line.text.length + (line.logFile !== null ? 35 : 0) >= 40 && !startsLikePrefix && (inCode || line.blockKind === undefined);
}

interface Reader {
  lines: LineList;
  inCode: boolean;
  sections: Section[];
  current: Section | null;
  pendingRelation: 'cause' | 'context' | null;
  lastGroup: number;
  nextGroup: number;
}

function startSection(reader: Reader, index: number, hasHeader: boolean): Section {
  const relation = reader.pendingRelation;
  const previous = reader.sections[reader.sections.length - 1];
  const chained = relation !== null && previous !== undefined && previous.group === reader.lastGroup;
  const section: Section = {
    frames: [],
    exception: null,
    hasHeader,
    relation: chained ? relation : 'first',
    group: chained ? reader.lastGroup : reader.nextGroup++,
    position: chained && previous ? previous.position + 1 : 0,
    first: reader.lines.at(index) as LogLine,
    consumed: [index],
    finalLineRead: false,
    expectedType: null,
    frameIndents: [],
    lastFrameStyle: null,
    pytest: false,
    pytestCode: null,
    callFirst: false,
    cutAtHeader: false,
  };
  reader.pendingRelation = null;
  reader.lastGroup = section.group;
  reader.sections.push(section);
  reader.current = section;
  return section;
}

/** Reads the final line and its wrapped continuation; returns the index of the last line consumed. */
function finishWithException(reader: Reader, section: Section, index: number, type: string, message: string): number {
  const messageLines = [message];
  const line = reader.lines.at(index) as LogLine;
  let last = index;
  while (messageLines.length <= MAX_MESSAGE_LINES) {
    const next = reader.lines.at(last + 1);
    if (!next || !continuesMessage(line, next, reader.inCode)) break;
    messageLines.push(next.text.trim());
    last += 1;
    section.consumed.push(last);
  }
  section.exception = { type, message: messageLines.join('\n').trim() };
  section.finalLineRead = true;
  reader.current = null;
  return last;
}

/** Handles a line inside an open section; false when the line ends the section without being consumed. */
function continueSection(reader: Reader, section: Section, index: number, kind: TracebackLineKind): number | false {
  const line = reader.lines.at(index) as LogLine;
  const lastFrame = section.frames[section.frames.length - 1];
  const frameIndent = section.frameIndents[section.frameIndents.length - 1] ?? 0;
  switch (kind.kind) {
    case 'frame':
      // A pytest long-format frame's code is the `>` line printed above its location line.
      section.frames.push({ ...kind.frame, code: kind.style === 'pytest' ? section.pytestCode : null });
      section.frameIndents.push(indentOf(line.text));
      section.lastFrameStyle = kind.style;
      section.pytestCode = null;
      section.consumed.push(index);
      return index;
    case 'pytest-final':
      section.frames.push({ ...kind.frame, code: section.pytestCode });
      section.frameIndents.push(0);
      section.pytestCode = null;
      section.consumed.push(index);
      if (!section.exception) section.exception = { type: kind.type, message: '' };
      section.finalLineRead = true;
      reader.current = null;
      return index;
    case 'pytest-error':
      section.consumed.push(index);
      readPytestError(section, kind.text);
      return index;
    case 'pytest-code':
      section.consumed.push(index);
      section.pytestCode = kind.code;
      return index;
    case 'jupyter-arrow':
      if (lastFrame && lastFrame.code === null) lastFrame.code = kind.code;
      section.consumed.push(index);
      return index;
    case 'skip':
    case 'blank':
      section.consumed.push(index);
      return index;
    case 'header':
    case 'chain':
      return false;
    case 'other': {
      const indent = indentOf(line.text);
      const lenient = indent === 0 && frameIndent > 0;
      const reading = readExceptionLine(line.text, !lenient);
      if (reading && (indent <= frameIndent || (lastFrame?.code ?? null) !== null || !lastFrame)) {
        section.consumed.push(index);
        return finishWithException(reader, section, index, reading.type, reading.message);
      }
      if (section.lastFrameStyle === 'jupyter' && /^\d/.test(line.text.trim())) {
        section.consumed.push(index);
        return index;
      }
      const takesCode = section.lastFrameStyle === 'python' ? indent > frameIndent || frameIndent === 0 : section.lastFrameStyle === 'pytest' && indent > 0;
      if (lastFrame && lastFrame.code === null && takesCode) {
        lastFrame.code = line.text.trim();
        section.consumed.push(index);
        return index;
      }
      if (lastFrame && indent > frameIndent) {
        section.consumed.push(index);
        return index;
      }
      if (section.pytest && (indent > 0 || line.text.includes(' = '))) {
        section.consumed.push(index);
        return index;
      }
      return false;
    }
  }
}

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

/** Opens a section for a line outside any; false when the line does not start one. */
function openSection(reader: Reader, index: number, kind: TracebackLineKind): boolean {
  switch (kind.kind) {
    case 'header': {
      const section = startSection(reader, index, true);
      section.expectedType = kind.expectedType;
      section.callFirst = kind.callFirst === true;
      return true;
    }
    case 'chain':
      reader.pendingRelation = kind.relation;
      return false;
    case 'frame':
    case 'pytest-error':
    case 'pytest-code':
    case 'pytest-final': {
      const section = startSection(reader, index, false);
      section.pytest = kind.kind !== 'frame' || kind.style === 'pytest';
      // pytest prints no `Traceback` header: its sections are whole when they reach their `E` or final line.
      section.hasHeader = section.pytest;
      section.consumed.pop();
      continueSection(reader, section, index, kind);
      return true;
    }
    default:
      return false;
  }
}

/** A final line right after a `raise …` or caret line: the tail of a traceback whose frames were cut. */
function openTail(reader: Reader, index: number): boolean {
  const line = reader.lines.at(index) as LogLine;
  const previous = index > 0 ? reader.lines.at(index - 1) : undefined;
  if (!previous || indentOf(line.text) !== 0) return false;
  const sameGroup = previous.level !== null && previous.timestamp === line.timestamp && previous.logLine === line.logLine;
  const trimmed = previous.text.trim();
  const raiseLike = trimmed.startsWith('raise ') || (/^[~^]+$/.test(trimmed) && sameGroup) || (sameGroup && indentOf(previous.text) >= 4);
  const reading = raiseLike ? readExceptionLine(line.text) : null;
  if (!reading) return false;
  const section = startSection(reader, index, false);
  section.consumed.unshift(index - 1);
  finishWithException(reader, section, index, reading.type, reading.message);
  return true;
}

/** A `File "…` line a terminal wrapped before `", line N, in fn`, read together with the line after it. */
function joinWrappedFrame(lines: LineList, index: number): TracebackLineKind | null {
  const text = (lines.at(index) as LogLine).text.trim();
  const next = lines.at(index + 1);
  if (!text.startsWith('File "') || text.includes('", line ') || !next) return null;
  const joined = classifyTracebackLine(`${text}${next.text.trim()}`);
  return joined.kind === 'frame' ? joined : null;
}

/** Whether a line is a frame cut off before its `", line N` (`File "/usr/local/pyth`). */
function isCutFrame(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.startsWith('File "') && !trimmed.includes('", line ');
}

/**
 * Marks the header sections that end the stream with nothing read after them (the header was the last line, or only
 * a frame cut mid-line follows): the paste stopped at the traceback, which is still a traceback.
 */
function markCutHeaders(reader: Reader): void {
  const last = reader.sections[reader.sections.length - 1];
  if (!last || !last.hasHeader || last.frames.length > 0 || last.exception !== null || last.expectedType !== null) return;
  const after = (last.consumed[last.consumed.length - 1] ?? 0) + 1;
  const rest: number[] = [];
  for (let index = after; index < reader.lines.length; index += 1) {
    const text = (reader.lines.at(index) as LogLine).text;
    if (text.trim() === '') continue;
    if (rest.length > 0 || !isCutFrame(text)) return;
    rest.push(index);
  }
  for (const index of rest) last.consumed.push(index);
  last.cutAtHeader = true;
}

/**
 * Reads the traceback sections of one stream of lines.
 * @param lines the lines of one block from one process, in order
 * @param inCode whether the block is code (wrapped messages are only followed there, or through the logger)
 * @param firstGroup the group key to start from, so keys stay unique across streams
 */
export function readSections(lines: LineList, inCode: boolean, firstGroup: number): { sections: Section[]; nextGroup: number } {
  const reader: Reader = { lines, inCode, sections: [], current: null, pendingRelation: null, lastGroup: -1, nextGroup: firstGroup };
  for (let index = 0; index < lines.length; index += 1) {
    let kind = classifyTracebackLine((lines.at(index) as LogLine).text);
    const wrapped = kind.kind === 'other' ? joinWrappedFrame(lines, index) : null;
    if (wrapped) {
      kind = wrapped;
      if (reader.current) reader.current.consumed.push(index);
      index += 1;
    }
    if (reader.current) {
      const consumedUpTo = continueSection(reader, reader.current, index, kind);
      if (consumedUpTo !== false) {
        index = consumedUpTo;
        continue;
      }
      reader.current = null;
    }
    if (!openSection(reader, index, kind) && kind.kind === 'other') openTail(reader, index);
    // Prose between a chain marker and the next header breaks the chain.
    if (reader.current === null && kind.kind === 'other') reader.pendingRelation = null;
  }
  markCutHeaders(reader);
  for (const section of reader.sections) {
    if (section.exception === null && section.expectedType !== null) section.exception = { type: section.expectedType, message: '' };
    if (section.callFirst) section.frames.reverse();
  }
  return { sections: reader.sections, nextGroup: reader.nextGroup };
}
