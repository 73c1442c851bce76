// Reads one stream of log lines (one block, one process) into traceback sections: frames, final line, chains.
import { readExceptionLine } from '../exception-names.js';
import { classifyTracebackLine, indentOf, type TracebackLineKind } from './lines.js';
import { continueSection } from './section-lines.js';
import { finishWithException, startSection, type Reader, type Section } from './section-reader.js';
import type { LineList, LogLine } from '../types.js';

export type { Section } from './section-reader.js';

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
