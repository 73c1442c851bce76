/** Turn a placeholder expression into a capture name: `len(self.allocated_block_ids)` → `len_self_allocated_block_ids`. */
export declare function captureName(expression: string): string;
export declare function uniqueName(name: string, taken: string[]): string;
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
