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
/** Log lines in columns; appended to while a thread is extracted, then read by index or in order. */
export declare class LineStore implements LineList {
    private count;
    private readonly texts;
    private readonly shared;
    private readonly lineNumbers;
    /**
     * Every block started, in columns: the index of its first line (a block's lines are the ones up to the next block's
     * first), its index (they count up: one run) and its shape. An object per block cost about 60 bytes more, as much
     * as the block itself, where a text is many one-line blocks (a fence or a heading every few bytes).
     */
    private readonly blockStarts;
    private readonly blockIndexes;
    /** Where each run of blocks of one shape starts (a position among the blocks started), and its shape. */
    private readonly shapeStarts;
    private readonly blockShapes;
    private readonly prefixes;
    /** The block the last line read belongs to, and the run of shapes it is in: lines are mostly read in order. */
    private lastBlock;
    private lastShape;
    /** The lines the last block read covers (`blockTo` past the end for the last block), its index and shape. */
    private blockFrom;
    private blockTo;
    private blockIndex;
    private blockShape;
    get length(): number;
    /** Starts the lines of a block: every line pushed until the next call belongs to it. */
    startBlock(block: number, blockKind: Block['kind'], source: TextSource, context: 'quote' | 'diff' | undefined): void;
    /** Appends a line of the block started last. */
    push(text: string, line: number, prefix: LinePrefix): void;
    /** The line at `index` as a LogLine (a new object on every call), or undefined past either end. */
    at(index: number): LogLine | undefined;
    /** The lines from `start` to the end, a view that copies nothing. */
    from(start: number): LineList;
    [Symbol.iterator](): Iterator<LogLine>;
    /** Reads the block line `index` belongs to (the last one started at or before it): the lines it covers, its index and shape. */
    private enterBlock;
}
/** The lines of a list at the given positions, in that order, without copying them. */
export declare class PickedLines implements LineList {
    private readonly lines;
    private readonly indexes;
    constructor(lines: LineList, indexes: {
        readonly length: number;
        at(index: number): number | undefined;
    });
    get length(): number;
    at(index: number): LogLine | undefined;
    [Symbol.iterator](): Iterator<LogLine>;
}
/** The first line of a list that `test` accepts, or undefined (an array's `find`, for any LineList). */
export declare function findLine(lines: LineList, test: (line: LogLine) => boolean): LogLine | undefined;
