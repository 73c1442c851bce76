export { captureName } from './messages/placeholders.js';
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
/** The first whitespace-delimited word of a message (the bucket key for candidate templates). */
export declare function firstWordOf(message: string): string;
