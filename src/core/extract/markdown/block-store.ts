// The blocks of a thread kept in columns, as the log lines are (logs/line-store.ts): a text slot per block, start
// lines as runs that count up, and what blocks share (kind, section, fence language, source, quote) as runs of one
// shape. A Block object per block cost about 90 bytes, 65 MB per MB of a text of `# a` headings; `at` builds the Block
// a stage reads when it reads it.
import { ChunkedColumn, ChunkedInts } from '../logs/chunked-column.js';
import { CountingRuns, lastStartAtOrBefore } from '../logs/counting-runs.js';
import { SharedStrings } from '../logs/shared-strings.js';
import { ListCursor, ListView } from '../logs/list-views.js';
import type { Block, BlockList, TextSource } from '../types.js';

/** What consecutive blocks mostly share: one object for a run of them. */
interface BlockShape {
  kind: Block['kind'];
  section: string | null;
  lang: string | null;
  source: TextSource;
  quoted: true | undefined;
}

/** Whether a block has the shape given (sections and languages compared by their words, not as objects). */
function hasShape(block: Block, shape: BlockShape): boolean {
  return (
    block.kind === shape.kind &&
    block.section === shape.section &&
    block.lang === shape.lang &&
    block.source === shape.source &&
    (block.quoted === true ? true : undefined) === shape.quoted
  );
}

/** Blocks in columns; appended to while a thread is extracted (a reader that gives up takes its blocks back), then read by index or in order. */
export class BlockStore implements BlockList {
  private count = 0;
  private readonly texts = new ChunkedColumn<string>();
  private readonly shared = new SharedStrings();
  private readonly startLines = new CountingRuns();
  /** Where each run of one shape starts, and its shape. */
  private readonly shapeStarts = new ChunkedInts();
  private readonly shapes = new ChunkedColumn<BlockShape>();
  /** The run the last block read fell in: blocks are mostly read in order. */
  private lastShape = 0;

  get length(): number {
    return this.count;
  }

  /** Appends a block (its fields are kept; the object is not). */
  push(block: Block): void {
    const last = this.shapes.last();
    if (last === undefined || !hasShape(block, last)) {
      this.shapeStarts.push(this.count);
      const quoted = block.quoted === true ? true : undefined;
      this.shapes.push({ kind: block.kind, section: block.section, lang: block.lang, source: block.source, quoted });
    }
    this.texts.push(this.shared.share(block.text));
    this.startLines.push(block.startLine);
    this.count += 1;
  }

  /** Drops the blocks from `length` on. */
  truncate(length: number): void {
    if (length >= this.count) return;
    let runs = this.shapeStarts.length;
    while (runs > 0 && (this.shapeStarts.at(runs - 1) as number) >= length) runs -= 1;
    this.shapeStarts.truncate(runs);
    this.shapes.truncate(runs);
    this.texts.truncate(length);
    this.startLines.truncate(length);
    this.count = length;
    this.lastShape = 0;
  }

  /** The block at `index` (a new object on every call), or undefined past either end. */
  at(index: number): Block | undefined {
    if (index < 0 || index >= this.count) return undefined;
    this.lastShape = lastStartAtOrBefore(this.shapeStarts, index, this.lastShape);
    const shape = this.shapes.at(this.lastShape) as BlockShape;
    // The keys in the order the block builders write them: every block has one shape.
    return {
      kind: shape.kind,
      text: this.texts.at(index) as string,
      startLine: this.startLines.at(index) as number,
      section: shape.section,
      lang: shape.lang,
      source: shape.source,
      quoted: shape.quoted,
    };
  }

  /** The blocks from `start` to the end, a view that copies nothing. */
  from(start: number): BlockList {
    return new ListView<Block>(this, start, this.count - start);
  }

  [Symbol.iterator](): Iterator<Block> {
    return new ListCursor<Block>(this, 0, this.count);
  }
}

/** Where blocks go: an array, or the thread's store (extract.ts), which keeps them in columns. */
export type BlockSink = Block[] | BlockStore;

/** Drops what a sink holds past `length`: a reader that gave up on a text takes its blocks back. */
export function truncateSink(blocks: BlockSink, length: number): void {
  if (Array.isArray(blocks)) blocks.length = length;
  else blocks.truncate(length);
}

/** Whether `test` accepts some block of a list (an array's `some`, for any BlockList). */
export function someBlock(blocks: BlockList, test: (block: Block) => boolean): boolean {
  for (const block of blocks) if (test(block)) return true;
  return false;
}

/** The first block of a list that `test` accepts, or undefined (an array's `find`). */
export function findBlock(blocks: BlockList, test: (block: Block) => boolean): Block | undefined {
  for (const block of blocks) if (test(block)) return block;
  return undefined;
}

/** The blocks of a list that `test` accepts, as an array (an array's `filter`). */
export function filterBlocks(blocks: BlockList, test: (block: Block) => boolean): Block[] {
  const kept: Block[] = [];
  for (const block of blocks) if (test(block)) kept.push(block);
  return kept;
}

/** Texts joined a chunk at a time: an array of every block's text was as large as a text of one-line blocks. */
const JOINED_CHUNK = 4096;

/**
 * The first 20,000 characters of each block `test` accepts, in order, joined by line feeds (what the prose readers
 * read of a thread); null when it accepts none.
 */
export function joinedBlockTexts(blocks: BlockList, test: (block: Block) => boolean): string | null {
  const chunks: string[] = [];
  const texts: string[] = [];
  for (const block of blocks) {
    if (!test(block)) continue;
    texts.push(block.text.slice(0, 20_000));
    if (texts.length === JOINED_CHUNK) chunks.push(texts.splice(0).join('\n'));
  }
  if (texts.length > 0) chunks.push(texts.join('\n'));
  return chunks.length === 0 ? null : chunks.join('\n');
}

/** The first `count` blocks of a list, as an array (an array's `slice(0, count)`). */
export function firstBlocks(blocks: BlockList, count: number): Block[] {
  const first: Block[] = [];
  for (let index = 0; index < blocks.length && index < count; index += 1) first.push(blocks.at(index) as Block);
  return first;
}
