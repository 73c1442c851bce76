export { captureName } from './placeholders.js';
/** Fewest literal characters a template needs to be matched on its own (a bare `{e}` would match anything). */
export declare const MIN_TEMPLATE_LITERAL_LENGTH = 8;
/** A template split into literal pieces and named placeholders: `literals.length === names.length + 1`. */
export interface CompiledTemplate {
    /** The template as written in vLLM's source. */
    source: string;
    /** Literal text between placeholders, whitespace runs collapsed to one space. */
    literals: string[];
    /** Capture name of each placeholder, in order. */
    names: string[];
    /** Number of literal characters: how specific the template is. */
    literalLength: number;
    /** The first whole word of the template, or null when it starts with a placeholder. */
    firstWord: string | null;
}
export interface TemplateOptions {
    /** Read `%s`, `%d`, `%.1f`, `%%` as printf placeholders (logger templates). Default: false. */
    printf?: boolean;
    /** Read `{expr}` as f-string placeholders. Default: true. */
    fstring?: boolean;
    /** Names for printf placeholders, in order (the logger call's arguments); `arg1`, `arg2`… otherwise. */
    argNames?: string[];
}
/**
 * Compile one template.
 * @param template the message template exactly as in vLLM's source
 * @param options which placeholder syntaxes to read
 */
export declare function compileTemplate(template: string, options?: TemplateOptions): CompiledTemplate;
/** Whether a template reads as a printf-style logger format (`%s`, `%d`, `%.1f`) rather than an f-string. */
export declare function looksLikePrintf(template: string): boolean;
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
/** The first whitespace-delimited word of a message (the bucket key for candidate templates). */
export declare function firstWordOf(message: string): string;
