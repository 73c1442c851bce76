// A list of whole numbers that mostly count up by one (the line numbers of a block's lines, the positions of a
// stream's lines), kept as runs: where each run starts in the list and the number it starts at. A text of 8 million
// lines in one block is one run, not 32 MB of Int32Array; a list that never counts up costs 16 bytes a number.

/** Whole numbers in runs that count up by one; appended to in order, read by position. */
export class CountingRuns {
  private readonly starts: number[] = [];
  private readonly values: number[] = [];
  private runs = 0;
  private count = 0;
  /** The run the last read fell in: reads mostly go in order. */
  private lastRun = 0;

  get length(): number {
    return this.count;
  }

  push(value: number): void {
    const run = this.runs - 1;
    const continues = run >= 0 && (this.values[run] as number) + (this.count - (this.starts[run] as number)) === value;
    if (!continues) {
      this.starts.push(this.count);
      this.values.push(value);
      this.runs += 1;
    }
    this.count += 1;
  }

  /** The number at `index`, or undefined past either end. */
  at(index: number): number | undefined {
    if (index < 0 || index >= this.count) return undefined;
    const run = this.runOf(index);
    return (this.values[run] as number) + (index - (this.starts[run] as number));
  }

  /** The last run that starts at or before `index`. */
  private runOf(index: number): number {
    const last = this.lastRun;
    if (last < this.runs && (this.starts[last] as number) <= index && (last + 1 >= this.runs || (this.starts[last + 1] as number) > index)) return last;
    let low = 0;
    let high = this.runs - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((this.starts[middle] as number) <= index) low = middle;
      else high = middle - 1;
    }
    this.lastRun = low;
    return low;
  }
}
