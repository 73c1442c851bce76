/** A list read by position: the log lines' and the blocks' stores, and the views of them. */
export interface Positional<T> {
    readonly length: number;
    at(index: number): T | undefined;
}
/**
 * Reads items `start` to `end` of a list in order. Every stage walks every line and block several times; a
 * generator's resume cost about as much as building the item, where a text is thousands of two-character lines.
 */
export declare class ListCursor<T> implements Iterator<T> {
    private readonly list;
    private index;
    private readonly end;
    constructor(list: Positional<T>, index: number, end: number);
    next(): IteratorResult<T>;
}
/** Some items of a list, by position, without copying them. */
export declare class ListView<T> implements Positional<T> {
    private readonly list;
    private readonly start;
    readonly length: number;
    constructor(list: Positional<T>, start: number, length: number);
    at(index: number): T | undefined;
    [Symbol.iterator](): Iterator<T>;
}
