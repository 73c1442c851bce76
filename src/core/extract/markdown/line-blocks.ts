// The line-based block splitter used when a body is too hostile for the markdown parser: fence-aware, linear.
import { breakLength, forEachLine, sliceWithLineFeeds } from '../../text/lines.js';
import type { BlockSink } from './block-store.js';
import type { Block, TextSource } from '../types.js';

interface Fence {
  marker: string;
  length: number;
}

/** How many leading characters are quote markers, list markers and up to three spaces, as often as they repeat. */
function containerPrefixLength(line: string): number {
  let index = 0;
  for (;;) {
    const before = index;
    while (index < line.length && (line[index] === ' ' || line[index] === '\t') && index - before < 3) index += 1;
    const char = line[index];
    if (char === '>') {
      index += 1;
      if (line[index] === ' ') index += 1;
    } else if ((char === '-' || char === '*' || char === '+') && line[index + 1] === ' ') {
      index += 2;
    } else {
      return before;
    }
  }
}

function openingFence(line: string): Fence | null {
  const trimmed = line.trimStart();
  const marker = trimmed[0];
  if (marker !== '`' && marker !== '~') return null;
  let length = 0;
  while (trimmed[length] === marker) length += 1;
  if (length < 3 || (marker === '`' && trimmed.indexOf('`', length) !== -1)) return null;
  return { marker, length };
}

function closesFence(line: string, fence: Fence): boolean {
  const trimmed = line.trim();
  if (trimmed.length < fence.length) return false;
  for (let index = 0; index < trimmed.length; index += 1) if (trimmed[index] !== fence.marker) return false;
  return true;
}

/** The text of an ATX heading line (`### 🐛 Describe the bug`), closing hashes removed, or null. */
export function headingText(line: string): string | null {
  const match = /^ {0,3}#{1,6}(?:[ \t]|$)/.exec(line);
  if (!match) return null;
  let text = line.slice(match[0].length).trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end -= 1;
  if (end === 0 || text[end - 1] === ' ' || text[end - 1] === '\t') text = text.slice(0, end).trim();
  return text;
}

/**
 * The lines of a paragraph or code block being gathered, as runs of the source where they follow one another there,
 * one line break apart: most blocks are one run, and their text is one slice of the source (no array of lines, no
 * copy per line). A run whose breaks are not all `\n` (CRLF, CR) is copied once with `\n` for each of them.
 */
class PendingLines {
  count = 0;
  private readonly runs: string[] = [];
  private runStart = 0;
  private runEnd = 0;
  /** Whether a line break inside the current run is `\r\n` or `\r`. */
  private runHasCarriageReturn = false;

  constructor(private readonly markdown: string) {}

  add(start: number, end: number): void {
    const breakAfterRun = this.count > 0 && this.runEnd < this.markdown.length ? breakLength(this.markdown, this.runEnd) : 0;
    const joined = breakAfterRun > 0 && start === this.runEnd + breakAfterRun;
    if (!joined) {
      if (this.count > 0) this.runs.push(this.runText());
      this.runStart = start;
      this.runHasCarriageReturn = false;
    } else if (this.markdown.charCodeAt(this.runEnd) === 13) this.runHasCarriageReturn = true;
    this.runEnd = end;
    this.count += 1;
  }

  /** The current run's lines joined with `\n`. */
  private runText(): string {
    return this.runHasCarriageReturn ? sliceWithLineFeeds(this.markdown, this.runStart, this.runEnd) : this.markdown.slice(this.runStart, this.runEnd);
  }

  /** The lines joined with `\n`; empties the list. */
  take(): string {
    const last = this.runText();
    if (this.runs.length === 0) {
      this.count = 0;
      return last;
    }
    this.runs.push(last);
    const text = this.runs.join('\n');
    this.runs.length = 0;
    this.count = 0;
    return text;
  }
}

/**
 * Splits markdown into code blocks (fenced, unclosed fences run to the end) and paragraphs, line by line.
 * Quote and list markers are stripped from each line; line numbers stay those of the source.
 * @param markdown the body
 * @param source where the body came from
 * @param blocks where the blocks go
 */
export function splitBlocksByLines(markdown: string, source: TextSource, blocks: BlockSink): void {
  let section: string | null = null;
  let fence: Fence | null = null;
  let lang: string | null = null;
  const pending = new PendingLines(markdown);
  let pendingStart = 0;
  // A text block's lines are never blank (a blank line ends it); a code block keeps its blank lines.
  const flush = (kind: Block['kind']): void => {
    if (pending.count === 0) return;
    blocks.push({ kind, text: pending.take(), startLine: pendingStart, section, lang: kind === 'code' ? lang : null, source, quoted: undefined });
  };
  let index = -1;
  forEachLine(markdown, (raw, start) => {
    index += 1;
    const prefix = containerPrefixLength(raw);
    const line = prefix === 0 ? raw : raw.slice(prefix);
    if (fence) {
      if (closesFence(line, fence)) {
        flush('code');
        fence = null;
      } else pending.add(start + prefix, start + raw.length);
      return;
    }
    const opening = openingFence(line);
    if (opening) {
      flush('text');
      fence = opening;
      const info = line.trimStart().slice(opening.length).trim();
      lang = info === '' ? null : (info.split(/\s/)[0] as string);
      pendingStart = index + 2;
      return;
    }
    const heading = headingText(line);
    if (heading !== null) {
      flush('text');
      section = heading;
      blocks.push({ kind: 'text', text: heading, startLine: index + 1, section, lang: null, source, quoted: undefined });
      return;
    }
    if (line.trim() === '') {
      flush('text');
      return;
    }
    if (pending.count === 0) pendingStart = index + 1;
    pending.add(start + prefix, start + raw.length);
  });
  flush(fence ? 'code' : 'text');
}
