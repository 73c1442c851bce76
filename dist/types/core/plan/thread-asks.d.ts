import type { AskStatus } from './types.js';
/** Asked when the reporter says it broke after an upgrade but not from which version. */
export declare const UPGRADE_ASK: AskStatus;
/** Asked when the error was recognised from the title only. */
export declare const LOG_AS_TEXT_ASK: AskStatus;
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
