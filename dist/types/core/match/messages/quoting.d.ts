/** Longest message the quoting variants are made for: a catalog message is a line of a few hundred characters. */
export declare const MAX_QUOTED_MESSAGE = 4000;
/**
 * The message with markdown marks taken out: backticks anywhere (unless kept), `**` (bold) anywhere and `__` around it, a table cell's `|` at
 * either end, whole-message quotes, and whitespace runs collapsed. Linear in the message; never changes the
 * words themselves.
 * @param message an exception or log message as the extraction read it
 * @param keepBackticks leave backticks in (for templates that hold them)
 */
export declare function withoutMarkup(message: string, keepBackticks?: boolean): string;
/**
 * The forms of a quoted message worth trying against the templates, most literal first, without duplicates:
 * the message without markup; then with a reporter's remark cut off its end (a closing `(…)` after a space,
 * prose in another script after the message, a clause of prose that goes on after it in the same sentence).
 * @param message an exception or log message as the extraction read it
 */
export declare function quotedVariants(message: string): string[];
/**
 * An exception's printed class under its canonical module: `nixl_cu13._bindings.nixlRemoteDisconnectError` →
 * `nixl._bindings.nixlRemoteDisconnectError`; any other name unchanged.
 * @param printedType the exception class as printed
 */
export declare function canonicalExceptionType(printedType: string): string;
