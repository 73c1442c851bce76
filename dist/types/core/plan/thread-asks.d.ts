import type { AskStatus } from './types.js';
/** Asked when the reporter says it broke after an upgrade but not from which version. */
export declare const UPGRADE_ASK: AskStatus;
/** Asked when the error was recognised from the title only. */
export declare const LOG_AS_TEXT_ASK: AskStatus;
