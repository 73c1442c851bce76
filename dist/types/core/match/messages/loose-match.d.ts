import type { PreparedMessage } from './message.js';
import type { CompiledTemplate } from '../templates.js';
/** Fewest literal characters a cut message must show of a template (a bare `Connector ` is not evidence). */
export declare const MIN_CUT_LITERAL = 24;
/**
 * The captures of a message that is the template without its final period, or the template cut off before its
 * end (a line a reporter copied short, a paste cut at a column); null when neither. Placeholders cut off are
 * not captured.
 * @param template a compiled template
 * @param message the message, prepared
 */
export declare function matchLoosely(template: CompiledTemplate, message: PreparedMessage): Record<string, string> | null;
/**
 * The message's loose captures when it is given as a string (tests, callers without a prepared message).
 * @param template a compiled template
 * @param message the message
 */
export declare function matchLooselyText(template: CompiledTemplate, message: string): Record<string, string> | null;
