// A list of whole numbers that mostly count up by one (the line numbers of a block's lines, the positions of a
// stream's lines), kept as runs: where each run starts in the list and the number it starts at. A text of 8 million
// lines in one block is one run, not 32 MB of Int32Array; a list that never counts up costs 8 bytes a number.
import { ChunkedInts } from './chunked-column.js';

/**
 * The position of the last start at or before `index` in an ascending list of starts, trying `hint` first (reads
 * mostly go in order, so the last answer is usually right again), else by binary search. 0 when none is at or before it.
 * @param starts ascending positions (where each run or block starts)
 * @param index the position asked about
 * @param hint the last answer
 */
export function lastStartAtOrBefore(starts: ChunkedInts, index: number, hint: number): number {
  const count = starts.length;
  if (hint < count && (starts.at(hint) as number) <= index && (hint + 1 >= count || (starts.at(hint + 1) as number) > index)) return hint;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((starts.at(middle) as number) <= index) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Whole numbers in runs that count up by one; appended to in order, read by position. */
export class CountingRuns {
  private readonly starts = new ChunkedInts();
  private readonly values = new ChunkedInts();
  private count = 0;
  /** The run the last read fell in: reads mostly go in order. */
  private lastRun = 0;
  /** The positions that run covers (`runTo` past the end for the last run) and its first number: a read inside it is one subtraction. */
  private runFrom = 0;
  private runTo = -1;
  private runValue = 0;

  get length(): number {
    return this.count;
  }

  push(value: number): void {
    const run = this.starts.length - 1;
    const continues = run >= 0 && (this.values.at(run) as number) + (this.count - (this.starts.at(run) as number)) === value;
    if (!continues) {
      this.starts.push(this.count);
      this.values.push(value);
      this.runTo = -1;
    }
    this.count += 1;
  }

  /** Drops the numbers from `length` on. */
  truncate(length: number): void {
    if (length >= this.count) return;
    let runs = this.starts.length;
    while (runs > 0 && (this.starts.at(runs - 1) as number) >= length) runs -= 1;
    this.starts.truncate(runs);
    this.values.truncate(runs);
    this.count = length;
    this.lastRun = 0;
    this.runTo = -1;
  }

  /** The number at `index`, or undefined past either end. */
  at(index: number): number | undefined {
    if (index < 0 || index >= this.count) return undefined;
    if (index >= this.runFrom && index < this.runTo) return this.runValue + (index - this.runFrom);
    const run = lastStartAtOrBefore(this.starts, index, this.lastRun);
    this.lastRun = run;
    this.runFrom = this.starts.at(run) as number;
    this.runTo = run + 1 < this.starts.length ? (this.starts.at(run + 1) as number) : Number.POSITIVE_INFINITY;
    this.runValue = this.values.at(run) as number;
    return this.runValue + (index - this.runFrom);
  }
}
