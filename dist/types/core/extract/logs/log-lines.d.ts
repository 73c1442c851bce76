import type { Block, LogLine } from '../types.js';
/**
 * Splits blocks into lines (LF, CRLF or CR), strips each line's prefixes, and records process, level,
 * timestamp and `[file:line]` of the logger prefix. A traceback flattened onto one line becomes its lines again.
 * @param blocks the blocks of stage 1, in order
 */
export declare function toLogLines(blocks: Block[]): LogLine[];
