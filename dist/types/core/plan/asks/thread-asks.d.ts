import type { AskStatus } from '../types.js';
import type { LogLine } from '../../extract/types.js';
/** Asked when the reporter says it broke after an upgrade but not from which version. */
export declare const UPGRADE_ASK: AskStatus;
/** Asked when the error was recognised from the title only. */
export declare const LOG_AS_TEXT_ASK: AskStatus;
/**
 * Whether the thread holds a log pasted as text (logger lines with a level or a timestamp, in the body or the
 * reporter's comments, not quoted): then an error seen only in the title was cut from that log, not hidden in a
 * screenshot, and the log itself is not asked again.
 * @param lines the thread's log lines
 */
export declare function hasTextLog(lines: Iterable<Pick<LogLine, 'line' | 'level' | 'timestamp' | 'context' | 'source'>>): boolean;
/**
 * Images named without their tags stand for the versions: the version asks still open become one ask for the tags
 * (a tag names vLLM's and the package's versions at once). With no image, or a tag given, the asks stay as they are.
 * @param asks the asks so far
 * @param images the images the thread names
 */
export declare function withImageTags(asks: AskStatus[], images: {
    name: string;
    tag: string | null;
}[]): AskStatus[];
