/** Whole numbers in runs that count up by one; appended to in order, read by position. */
export declare class CountingRuns {
    private readonly starts;
    private readonly values;
    private runs;
    private count;
    /** The run the last read fell in: reads mostly go in order. */
    private lastRun;
    get length(): number;
    push(value: number): void;
    /** The number at `index`, or undefined past either end. */
    at(index: number): number | undefined;
    /** The last run that starts at or before `index`. */
    private runOf;
}
