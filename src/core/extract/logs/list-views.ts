// Reading a list kept in columns (log lines, blocks) by position: a cursor for `for … of`, and a view of its tail.

/** A list read by position: the log lines' and the blocks' stores, and the views of them. */
export interface Positional<T> {
  readonly length: number;
  at(index: number): T | undefined;
}

/**
 * Reads items `start` to `end` of a list in order. Every stage walks every line and block several times; a
 * generator's resume cost about as much as building the item, where a text is thousands of two-character lines.
 */
export class ListCursor<T> implements Iterator<T> {
  constructor(
    private readonly list: Positional<T>,
    private index: number,
    private readonly end: number,
  ) {}

  next(): IteratorResult<T> {
    if (this.index >= this.end) return { done: true, value: undefined };
    const item = this.list.at(this.index) as T;
    this.index += 1;
    return { done: false, value: item };
  }
}

/** Some items of a list, by position, without copying them. */
export class ListView<T> implements Positional<T> {
  constructor(
    private readonly list: Positional<T>,
    private readonly start: number,
    readonly length: number,
  ) {}

  at(index: number): T | undefined {
    return index < 0 || index >= this.length ? undefined : this.list.at(this.start + index);
  }

  [Symbol.iterator](): Iterator<T> {
    return new ListCursor(this.list, this.start, this.start + this.length);
  }
}
