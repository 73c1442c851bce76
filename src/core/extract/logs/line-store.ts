// The log lines of a thread kept in columns: a text slot per line, line numbers as runs that count up, blocks by the
// range of lines they hold, the logger prefix only where a line has one. A LogLine object per line cost about 130 bytes
// (16 MiB of 2-byte lines took 1.1 GB); here a line costs about 8 bytes and its text, and `at` builds the LogLine a
// stage reads when it reads it.
import { ChunkedColumn, ChunkedInts } from './chunked-column.js';
import { CountingRuns, lastStartAtOrBefore } from './counting-runs.js';
import { ListCursor, ListView } from './list-views.js';
import { SharedStrings } from './shared-strings.js';
import type { Block, LineList, LogLine, TextSource } from '../types.js';

/** What the logger prefix of one line said (all null for most lines). */
export interface LinePrefix {
  process: string | null;
  level: string | null;
  timestamp: string | null;
  logFile: string | null;
  logLine: number | null;
  logModule: string | undefined;
}

/** What every line of a block shares besides its block's index; consecutive blocks mostly share one (the same object). */
interface BlockShape {
  blockKind: Block['kind'];
  source: TextSource;
  context: 'quote' | 'diff' | undefined;
}

const NO_PREFIX: LinePrefix = { process: null, level: null, timestamp: null, logFile: null, logLine: null, logModule: undefined };

/** Whether a prefix says nothing (the line is kept without one). */
function isEmptyPrefix(prefix: LinePrefix): boolean {
  return (
    prefix.process === null &&
    prefix.level === null &&
    prefix.timestamp === null &&
    prefix.logFile === null &&
    prefix.logLine === null &&
    prefix.logModule === undefined
  );
}

/** Log lines in columns; appended to while a thread is extracted, then read by index or in order. */
export class LineStore implements LineList {
  private count = 0;
  private readonly texts = new ChunkedColumn<string>();
  private readonly shared = new SharedStrings();
  private readonly lineNumbers = new CountingRuns();
  /**
   * Every block started, in columns: the index of its first line (a block's lines are the ones up to the next block's
   * first), its index (they count up: one run) and its shape. An object per block cost about 60 bytes more, as much
   * as the block itself, where a text is many one-line blocks (a fence or a heading every few bytes).
   */
  private readonly blockStarts = new ChunkedInts();
  private readonly blockIndexes = new CountingRuns();
  /** Where each run of blocks of one shape starts (a position among the blocks started), and its shape. */
  private readonly shapeStarts = new ChunkedInts();
  private readonly blockShapes = new ChunkedColumn<BlockShape>();
  private readonly prefixes = new Map<number, LinePrefix>();
  /** The block the last line read belongs to, and the run of shapes it is in: lines are mostly read in order. */
  private lastBlock = 0;
  private lastShape = 0;
  /** The lines the last block read covers (`blockTo` past the end for the last block), its index and shape. */
  private blockFrom = 0;
  private blockTo = -1;
  private blockIndex = 0;
  private blockShape: BlockShape | undefined;

  get length(): number {
    return this.count;
  }

  /** Starts the lines of a block: every line pushed until the next call belongs to it. */
  startBlock(block: number, blockKind: Block['kind'], source: TextSource, context: 'quote' | 'diff' | undefined): void {
    const last = this.blockShapes.last();
    const same = last !== undefined && last.blockKind === blockKind && last.source === source && last.context === context;
    if (!same) {
      this.shapeStarts.push(this.blockStarts.length);
      this.blockShapes.push({ blockKind, source, context });
    }
    this.blockIndexes.push(block);
    this.blockStarts.push(this.count);
    this.blockTo = -1;
  }

  /** Appends a line of the block started last. */
  push(text: string, line: number, prefix: LinePrefix): void {
    const index = this.count;
    this.texts.push(this.shared.share(text));
    this.lineNumbers.push(line);
    if (!isEmptyPrefix(prefix)) this.prefixes.set(index, prefix);
    this.count += 1;
  }

  /** The line at `index` as a LogLine (a new object on every call), or undefined past either end. */
  at(index: number): LogLine | undefined {
    if (index < 0 || index >= this.count) return undefined;
    if (index < this.blockFrom || index >= this.blockTo) this.enterBlock(index);
    const shape = this.blockShape as BlockShape;
    const prefix = this.prefixes.size === 0 ? NO_PREFIX : (this.prefixes.get(index) ?? NO_PREFIX);
    return {
      text: this.texts.at(index) as string,
      line: this.lineNumbers.at(index) as number,
      process: prefix.process,
      level: prefix.level,
      timestamp: prefix.timestamp,
      logFile: prefix.logFile,
      logLine: prefix.logLine,
      // Always present, undefined when absent: every log line has one shape, so the stages that read them stay monomorphic.
      logModule: prefix.logModule,
      context: shape.context,
      block: this.blockIndex,
      blockKind: shape.blockKind,
      source: shape.source,
    };
  }

  /** The lines from `start` to the end, a view that copies nothing. */
  from(start: number): LineList {
    return new ListView<LogLine>(this, start, this.count - start);
  }

  [Symbol.iterator](): Iterator<LogLine> {
    return new ListCursor<LogLine>(this, 0, this.count);
  }

  /** Reads the block line `index` belongs to (the last one started at or before it): the lines it covers, its index and shape. */
  private enterBlock(index: number): void {
    const position = lastStartAtOrBefore(this.blockStarts, index, this.lastBlock);
    this.lastBlock = position;
    this.lastShape = lastStartAtOrBefore(this.shapeStarts, position, this.lastShape);
    this.blockShape = this.blockShapes.at(this.lastShape);
    this.blockIndex = this.blockIndexes.at(position) as number;
    this.blockFrom = this.blockStarts.at(position) as number;
    this.blockTo = position + 1 < this.blockStarts.length ? (this.blockStarts.at(position + 1) as number) : Number.POSITIVE_INFINITY;
  }
}

/** The lines of a list at the given positions, in that order, without copying them. */
export class PickedLines implements LineList {
  constructor(
    private readonly lines: LineList,
    private readonly indexes: { readonly length: number; at(index: number): number | undefined },
  ) {}

  get length(): number {
    return this.indexes.length;
  }

  at(index: number): LogLine | undefined {
    const picked = index < 0 ? undefined : this.indexes.at(index);
    return picked === undefined ? undefined : this.lines.at(picked);
  }

  [Symbol.iterator](): Iterator<LogLine> {
    return new ListCursor<LogLine>(this, 0, this.indexes.length);
  }
}

/** The first line of a list that `test` accepts, or undefined (an array's `find`, for any LineList). */
export function findLine(lines: LineList, test: (line: LogLine) => boolean): LogLine | undefined {
  for (const line of lines) if (test(line)) return line;
  return undefined;
}
