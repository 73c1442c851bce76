// Stage 2: blocks → log lines, each with the vLLM / Ray / logger / CI prefixes taken off and recorded.
import { splitEscapedTraceback, splitFlattenedTraceback, splitGluedRecords } from './inline-traceback.js';
import { stripLinePrefixes, type StrippedLine } from './prefixes.js';
import type { Block, LogLine } from '../types.js';

const HAS_WORD = /[A-Za-z0-9]/;

/**
 * A line without the `^M` a terminal's carriage returns leave at its end when pasted (the two characters, as often as
 * they repeat). Read backwards from the end, two characters at a time: a pattern such as `(?:\^M)+$` would try every
 * `^M` of a run that something else follows, and cost the square of the run.
 * @param text one line
 */
export function withoutCaretM(text: string): string {
  let end = text.length;
  while (end >= 2 && text.charCodeAt(end - 1) === 77 && text.charCodeAt(end - 2) === 94) end -= 2;
  return end === text.length ? text : text.slice(0, end);
}

/** The lines of a text at LF, CRLF or CR; most texts hold no CR and are split at LF without a pattern. */
function splitLines(text: string): string[] {
  return text.includes('\r') ? text.split(/\r\n|\r|\n/) : text.split('\n');
}

/** Whether every non-blank line starts with a quote marker (a whole block pasted as a quote). */
function allQuoted(lines: string[]): boolean {
  let quoted = 0;
  for (const line of lines) {
    const trimmed = line.trimStart();
    if (trimmed === '') continue;
    if (!trimmed.startsWith('>')) return false;
    quoted += 1;
  }
  return quoted > 0;
}

/** Strips one level of `> ` from each line. */
function unquote(lines: string[]): string[] {
  return lines.map((line) => {
    const marker = line.indexOf('>');
    if (marker === -1 || line.slice(0, marker).trim() !== '') return line;
    return line.charAt(marker + 1) === ' ' ? line.slice(marker + 2) : line.slice(marker + 1);
  });
}

/**
 * Splits blocks into lines (LF, CRLF or CR), strips each line's prefixes, and records process, level,
 * timestamp and `[file:line]` of the logger prefix. A traceback flattened onto one line becomes its lines again.
 * @param blocks the blocks of stage 1, in order
 * @param firstBlock the index of `blocks[0]` in the thread-wide block list, which `LogLine.block` refers to
 */
export function toLogLines(blocks: Block[], firstBlock = 0): LogLine[] {
  const logLines: LogLine[] = [];
  for (let blockIndex = 0; blockIndex < blocks.length; blockIndex += 1) {
    const block = blocks[blockIndex] as Block;
    let lines = splitLines(block.text);
    let quoted = block.quoted === true;
    for (let depth = 0; depth < 3 && allQuoted(lines); depth += 1) {
      lines = unquote(lines);
      quoted = true;
    }
    const context = quoted ? 'quote' : block.lang === 'diff' || block.lang === 'patch' ? 'diff' : undefined;
    const push = (text: string, line: number, stripped: StrippedLine): void => {
      logLines.push({
        text,
        line,
        process: stripped.process,
        level: stripped.level,
        timestamp: stripped.timestamp,
        logFile: stripped.logFile,
        logLine: stripped.logLine,
        // Always present, undefined when absent: every log line has one shape, so the stages that read them stay monomorphic.
        logModule: stripped.logModule ?? undefined,
        context,
        block: firstBlock + blockIndex,
        blockKind: block.kind,
        source: block.source,
      });
    };
    for (let offset = 0; offset < lines.length; offset += 1) {
      // A line may hold several log records glued together; each is read as a line of its own.
      for (const raw of splitGluedRecords(lines[offset] as string)) {
        const stripped = stripLinePrefixes(raw);
        // Lines of punctuation only (carets, rules, `...`) say nothing a later stage reads; blank lines stay.
        if (stripped.noise || (stripped.text.trim() !== '' && !HAS_WORD.test(stripped.text))) continue;
        const unflattened = splitEscapedTraceback(stripped.text) ?? splitFlattenedTraceback(stripped.text);
        if (unflattened !== null) for (const text of unflattened) push(text, block.startLine + offset, stripped);
        else push(withoutCaretM(stripped.text.trimEnd()), block.startLine + offset, stripped);
      }
    }
  }
  return logLines;
}
