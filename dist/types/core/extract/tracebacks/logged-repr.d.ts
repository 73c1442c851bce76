import { type ExceptionLineReading } from '../exception-names.js';
import { type NormalisedView } from './normalised-view.js';
/** A repr found in a line: the reading, where its name starts (original offset), and whether it ends the line. */
export interface LoggedRepr {
    reading: ExceptionLineReading;
    start: number;
}
/**
 * An exception logged by its repr anywhere in a line: at its start after the log prefixes
 * (`IndexError('list index out of range')`), glued after a colon (`log:AssertionError('…')`), or after a word
 * (`setup failed with ImportError('libcudart.so.12: …') and then …`); whatever follows the `)` (`.`, `^M`, more
 * prose) does not matter. Not when code calls the class (`raise ValueError('x')`, `err = KeyError('k')`).
 * @param view the line and its NFKC view (full-width parentheses read as ASCII)
 */
export declare function readReprInLine(view: NormalisedView): LoggedRepr | null;
/**
 * The older, looser shape: a repr after `: ` that ends the line, whatever its argument (`transfer 235: AssertionError()`,
 * `: KeyError(r1)`).
 * @param view the line and its NFKC view
 */
export declare function readTrailingRepr(view: NormalisedView): LoggedRepr | null;
