import type { Block, BlockList } from '../types.js';
/** Blocks in columns; appended to while a thread is extracted (a reader that gives up takes its blocks back), then read by index or in order. */
export declare class BlockStore implements BlockList {
    private count;
    private readonly texts;
    private readonly shared;
    private readonly startLines;
    /** Where each run of one shape starts, and its shape. */
    private readonly shapeStarts;
    private readonly shapes;
    /** The run the last block read fell in: blocks are mostly read in order. */
    private lastShape;
    get length(): number;
    /** Appends a block (its fields are kept; the object is not). */
    push(block: Block): void;
    /** Drops the blocks from `length` on. */
    truncate(length: number): void;
    /** The block at `index` (a new object on every call), or undefined past either end. */
    at(index: number): Block | undefined;
    /** The blocks from `start` to the end, a view that copies nothing. */
    from(start: number): BlockList;
    [Symbol.iterator](): Iterator<Block>;
}
/** Where blocks go: an array, or the thread's store (extract.ts), which keeps them in columns. */
export type BlockSink = Block[] | BlockStore;
/** Drops what a sink holds past `length`: a reader that gave up on a text takes its blocks back. */
export declare function truncateSink(blocks: BlockSink, length: number): void;
/** Whether `test` accepts some block of a list (an array's `some`, for any BlockList). */
export declare function someBlock(blocks: BlockList, test: (block: Block) => boolean): boolean;
/** The first block of a list that `test` accepts, or undefined (an array's `find`). */
export declare function findBlock(blocks: BlockList, test: (block: Block) => boolean): Block | undefined;
/** The blocks of a list that `test` accepts, as an array (an array's `filter`). */
export declare function filterBlocks(blocks: BlockList, test: (block: Block) => boolean): Block[];
/**
 * The first 20,000 characters of each block `test` accepts, in order, joined by line feeds (what the prose readers
 * read of a thread); null when it accepts none.
 */
export declare function joinedBlockTexts(blocks: BlockList, test: (block: Block) => boolean): string | null;
/** The first `count` blocks of a list, as an array (an array's `slice(0, count)`). */
export declare function firstBlocks(blocks: BlockList, count: number): Block[];
