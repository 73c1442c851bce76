// A list appended to in order and read by position, kept in chunks of a fixed size. An array grown a push at a time
// is copied whole each time it outgrows its room, and past 128 KB (16,384 slots) each copy is a large object that only
// a full collection frees: a column of a million numbers left about three times its size behind before one ran.

/** Slots per chunk: 8,192 (64 KB), below V8's large-object size. */
const CHUNK_BITS = 13;
const CHUNK = 1 << CHUNK_BITS;

/** Values in chunks; `push` at the end, `at` by position. */
export class ChunkedColumn<T> {
  private readonly chunks: T[][] = [];
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(value: T): void {
    const offset = this.count & (CHUNK - 1);
    // The first chunk grows with its values (most lists are short); the others are made whole at once.
    if (offset === 0) this.chunks.push(this.chunks.length === 0 ? [] : new Array<T>(CHUNK));
    (this.chunks[this.chunks.length - 1] as T[])[offset] = value;
    this.count += 1;
  }

  /** The value at `index`, or undefined past either end. */
  at(index: number): T | undefined {
    if (index < 0 || index >= this.count) return undefined;
    return (this.chunks[index >>> CHUNK_BITS] as T[])[index & (CHUNK - 1)];
  }

  /** Drops the values from `length` on (a reader that gave up on a text takes back what it had added). */
  truncate(length: number): void {
    if (length >= this.count) return;
    const kept = length === 0 ? 0 : ((length - 1) >>> CHUNK_BITS) + 1;
    this.chunks.length = kept;
    const last = this.chunks[kept - 1];
    if (last !== undefined) last.fill(undefined as T, length & (CHUNK - 1) || CHUNK);
    this.count = length;
  }

  /** The last value, or undefined when empty. */
  last(): T | undefined {
    return this.at(this.count - 1);
  }
}

/**
 * Whole numbers (32-bit: line numbers, positions) in chunks of an Int32Array each: 4 bytes a number, where a
 * ChunkedColumn's slot takes 8.
 */
export class ChunkedInts {
  private readonly chunks: Int32Array[] = [];
  private count = 0;

  get length(): number {
    return this.count;
  }

  push(value: number): void {
    const offset = this.count & (CHUNK - 1);
    // The first chunk starts small (most lists hold a number or two: V8 keeps an array this small on its heap) and grows.
    if (offset === 0) this.chunks.push(new Int32Array(this.chunks.length === 0 ? 8 : CHUNK));
    let chunk = this.chunks[this.chunks.length - 1] as Int32Array;
    if (offset === chunk.length) {
      const whole = new Int32Array(Math.min(CHUNK, chunk.length * 8));
      whole.set(chunk);
      this.chunks[this.chunks.length - 1] = whole;
      chunk = whole;
    }
    chunk[offset] = value;
    this.count += 1;
  }

  /** The value at `index`, or undefined past either end. */
  at(index: number): number | undefined {
    if (index < 0 || index >= this.count) return undefined;
    return (this.chunks[index >>> CHUNK_BITS] as Int32Array)[index & (CHUNK - 1)];
  }

  /** Drops the values from `length` on. */
  truncate(length: number): void {
    if (length >= this.count) return;
    this.chunks.length = length === 0 ? 0 : ((length - 1) >>> CHUNK_BITS) + 1;
    this.count = length;
  }
}
