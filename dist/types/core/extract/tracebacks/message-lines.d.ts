import type { LogLine } from '../types.js';
/** Most lines a wrapped exception message may run on after its first. */
export declare const MAX_MESSAGE_LINES = 12;
/** Whether `next` reads as a continuation of the message printed on `line` (wrapped, or multi-line). */
export declare function continuesMessage(line: LogLine, next: LogLine, inCode: boolean): boolean;
