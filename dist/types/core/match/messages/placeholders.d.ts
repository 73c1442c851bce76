/**
 * Turn a placeholder expression into a capture name: `len(self.allocated_block_ids)` → `len_self_allocated_block_ids`
 * (its runs of ASCII letters and digits joined by `_`; `value` when it has none; `_` before a leading digit).
 */
export declare function captureName(expression: string): string;
export declare function uniqueName(name: string, taken: string[]): string;
/**
 * The first index from `from` at bracket depth 0 and outside quotes where `isStop` holds, or -1. Quoted
 * strings are skipped; `(`, `[`, `{` open a group and `)`, `]`, `}` close one (a stop is checked first).
 * @param text a Python expression or argument list
 * @param from where to start
 * @param isStop whether a top-level character ends the scan
 */
export declare function topLevelIndex(text: string, from: number, isStop: (char: string, index: number) => boolean): number;
/**
 * Index of the `}` closing an f-string placeholder that starts at `from`, skipping nested brackets and quotes.
 * @param template the template text
 * @param from the index just after the opening `{`
 */
export declare function placeholderEnd(template: string, from: number): number;
/** Drop a top-level `!r` conversion or `:fmt` spec from a placeholder expression. */
export declare function stripConversion(expression: string): string;
/** Index of the conversion character of a printf spec whose flags start at `from`, or -1. */
export declare function printfEnd(template: string, from: number, allowSpaceFlag?: boolean): number;
