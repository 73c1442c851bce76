// How far an exception's message runs on after its first line: wrapped by a terminal, or printed on several lines.
import { readExceptionLine } from '../exception-names.js';
import { classifyTracebackLine } from './lines.js';
import type { LogLine } from '../types.js';

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
