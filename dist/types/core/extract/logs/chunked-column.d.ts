/** Values in chunks; `push` at the end, `at` by position. */
export declare class ChunkedColumn<T> {
    private readonly chunks;
    private count;
    get length(): number;
    push(value: T): void;
    /** The value at `index`, or undefined past either end. */
    at(index: number): T | undefined;
    /** Drops the values from `length` on (a reader that gave up on a text takes back what it had added). */
    truncate(length: number): void;
    /** The last value, or undefined when empty. */
    last(): T | undefined;
}
/**
 * Whole numbers (32-bit: line numbers, positions) in chunks of an Int32Array each: 4 bytes a number, where a
 * ChunkedColumn's slot takes 8.
 */
export declare class ChunkedInts {
    private readonly chunks;
    private count;
    get length(): number;
    push(value: number): void;
    /** The value at `index`, or undefined past either end. */
    at(index: number): number | undefined;
    /** Drops the values from `length` on. */
    truncate(length: number): void;
}
