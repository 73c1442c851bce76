/** Values in chunks; `push` at the end, `at` by position. */
export declare class ChunkedColumn<T> {
    private readonly chunks;
    private count;
    get length(): number;
    push(value: T): void;
    /** The value at `index`, or undefined past either end. */
    at(index: number): T | undefined;
    /** The last value, or undefined when empty. */
    last(): T | undefined;
}
