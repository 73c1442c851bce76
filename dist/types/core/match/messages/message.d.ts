import type { CompiledTemplate } from '../templates.js';
/** A message prepared once for matching against many templates. */
export interface PreparedMessage {
    /** The message with whitespace runs collapsed to one space and both ends trimmed. */
    text: string;
    /** `breaksBefore[p]`: how many line breaks (collapsed or removed) lie before position p of `text`; null when none. */
    breaksBefore: Uint32Array | null;
    hasBreak: boolean;
    /** True when line breaks were removed (a hard-wrapped paste) instead of read as spaces. */
    joined: boolean;
    /** The same message with its line breaks removed, prepared on first use. */
    unwrapped: PreparedMessage | null;
    original: string;
}
/**
 * Prepare a message once: collapse whitespace, remember where line breaks were.
 * @param message the exception message or log message, prefixes already stripped
 * @param joinLines remove line breaks (and the whitespace around them) instead of reading them as a space
 */
export declare function prepareMessage(message: string, joinLines?: boolean): PreparedMessage;
/**
 * Match a whole message against a compiled template; returns the captures, or null.
 * Runs in time linear in the message: literal pieces are found with `indexOf`, never a backtracking regex.
 * A placeholder matches non-empty text on one line. A paste hard-wrapped inside one token
 * (`…6b81⏎-435d…`) matches once its line breaks are removed, if that placeholder's text has no space.
 * @param template a template from `compileTemplate`
 * @param message the message, or the same prepared by `prepareMessage` when it is tried against many templates
 */
export declare function matchTemplate(template: CompiledTemplate, message: string | PreparedMessage): Record<string, string> | null;
