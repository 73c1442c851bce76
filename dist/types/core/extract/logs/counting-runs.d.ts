import { ChunkedInts } from './chunked-column.js';
/**
 * The position of the last start at or before `index` in an ascending list of starts, trying `hint` first (reads
 * mostly go in order, so the last answer is usually right again), else by binary search. 0 when none is at or before it.
 * @param starts ascending positions (where each run or block starts)
 * @param index the position asked about
 * @param hint the last answer
 */
export declare function lastStartAtOrBefore(starts: ChunkedInts, index: number, hint: number): number;
/** Whole numbers in runs that count up by one; appended to in order, read by position. */
export declare class CountingRuns {
    private readonly starts;
    private readonly values;
    private count;
    /** The run the last read fell in: reads mostly go in order. */
    private lastRun;
    /** The positions that run covers (`runTo` past the end for the last run) and its first number: a read inside it is one subtraction. */
    private runFrom;
    private runTo;
    private runValue;
    get length(): number;
    push(value: number): void;
    /** Drops the numbers from `length` on. */
    truncate(length: number): void;
    /** The number at `index`, or undefined past either end. */
    at(index: number): number | undefined;
}
