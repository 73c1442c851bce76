import { LineStore } from './line-store.js';
import type { BlockList, LogLine } from '../types.js';
/**
 * A line without the `^M` a terminal's carriage returns leave at its end when pasted (the two characters, as often as
 * they repeat). Read backwards from the end, two characters at a time: a pattern such as `(?:\^M)+$` would try every
 * `^M` of a run that something else follows, and cost the square of the run.
 * @param text one line
 */
export declare function withoutCaretM(text: string): string;
/**
 * Splits blocks into lines (LF, CRLF or CR), strips each line's prefixes, and records process, level,
 * timestamp and `[file:line]` of the logger prefix. A traceback flattened onto one line becomes its lines again.
 * @param blocks the blocks of stage 1, in order
 * @param store where the lines go (extraction keeps a thread's lines there, in columns)
 * @param firstBlock the index of `blocks[0]` in the thread-wide block list, which `LogLine.block` refers to
 */
export declare function appendLogLines(blocks: BlockList, store: LineStore, firstBlock?: number): void;
/**
 * The log lines of some blocks as an array (what appendLogLines stores, one LogLine object each).
 * @param blocks the blocks of stage 1, in order
 * @param firstBlock the index of `blocks[0]` in the thread-wide block list, which `LogLine.block` refers to
 */
export declare function toLogLines(blocks: BlockList, firstBlock?: number): LogLine[];
