// An exception logged by its repr (`IndexError('list index out of range')`, `nixlUnknownError('NIXL_ERR_UNKNOWN')`, `AssertionError()`).
import { isExceptionTypeName, type ExceptionLineReading } from '../exception-names.js';
import { originalOffset, originalSlice, type NormalisedView } from './normalised-view.js';

/** Longest type name read backwards from its `(`; longer runs are not names. */
const MAX_NAME = 300;
/** Longest quoted argument read forwards; a repr longer than this is not followed. */
const MAX_ARGUMENT = 4000;
/** `(` looked at per line: bounds the work on hostile text. */
const MAX_CANDIDATES = 200;
const NAME_CHAR = /[A-Za-z0-9_.]/;
/** Words that make `Name('…')` code rather than a logged repr: `raise ValueError('x')`, `return KeyError('k')`. */
const CODE_WORDS = new Set(['raise', 'return', 'yield', 'throw', 'new', 'except', 'assert', 'await', 'lambda', 'def', 'class', 'import', 'from']);

/** A repr found in a line: the reading, where its name starts (original offset), and whether it ends the line. */
export interface LoggedRepr {
  reading: ExceptionLineReading;
  start: number;
}

/** Whether the text before a name makes the call code (`raise X(`, `err = X(`, `.X(`). */
function isCodeContext(text: string, nameStart: number): boolean {
  let end = nameStart;
  while (end > 0 && (text[end - 1] === ' ' || text[end - 1] === '\t')) end -= 1;
  if (end === 0) return false;
  if (text[end - 1] === '=') return true;
  let wordStart = end;
  while (wordStart > 0 && end - wordStart < 8 && /[a-z]/.test(text[wordStart - 1] as string)) wordStart -= 1;
  return end > wordStart && CODE_WORDS.has(text.slice(wordStart, end));
}

/** Characters the quoted arguments of one line may cost in all: twice the line, so hostile lines stay linear. */
interface Budget {
  left: number;
}

/** The offset just after the closing quote of a quoted argument opening at `open`, escapes skipped; -1 when it does not close. */
function quotedEnd(text: string, open: number, budget: Budget): number {
  const quote = text[open];
  const limit = Math.min(text.length, open + 1 + Math.min(MAX_ARGUMENT, budget.left));
  for (let index = open + 1; index < limit; index += 1) {
    budget.left -= 1;
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === quote) return index + 1;
  }
  return -1;
}

/** The argument as Python wrote it, without its quotes and with the quote escapes taken off. */
function unquote(argument: string): string {
  const quote = argument[0] as string;
  const inner = argument.slice(1, -1);
  let out = '';
  for (let index = 0; index < inner.length; index += 1) {
    const char = inner[index] as string;
    const next = inner[index + 1];
    if (char === '\\' && (next === quote || next === '\\')) {
      out += next;
      index += 1;
    } else out += char;
  }
  return out;
}

/** A repr at the `(` at `open`, or null: the name before it, then `()` or one quoted argument and `)`. */
function reprAt(view: NormalisedView, open: number, budget: Budget): LoggedRepr | null {
  const text = view.text;
  let nameStart = open;
  while (nameStart > 0 && open - nameStart <= MAX_NAME && NAME_CHAR.test(text[nameStart - 1] as string)) nameStart -= 1;
  if (nameStart === open || open - nameStart > MAX_NAME) return null;
  const name = text.slice(nameStart, open);
  if (!/(?:Error|Exception)$/.test(name) || !isExceptionTypeName(name) || isCodeContext(text, nameStart)) return null;
  const after = text[open + 1];
  let message: string;
  if (after === ')') message = '';
  else if (after === "'" || after === '"') {
    const end = quotedEnd(text, open + 1, budget);
    if (end === -1 || text[end] !== ')') return null;
    message = unquote(originalSlice(view, open + 1, end));
  } else return null;
  return { reading: { type: name, message }, start: originalOffset(view, nameStart) };
}

/**
 * An exception logged by its repr anywhere in a line: at its start after the log prefixes
 * (`IndexError('list index out of range')`), glued after a colon (`log:AssertionError('…')`), or after a word
 * (`setup failed with ImportError('libcudart.so.12: …') and then …`); whatever follows the `)` (`.`, `^M`, more
 * prose) does not matter. Not when code calls the class (`raise ValueError('x')`, `err = KeyError('k')`).
 * @param view the line and its NFKC view (full-width parentheses read as ASCII)
 */
export function readReprInLine(view: NormalisedView): LoggedRepr | null {
  const text = view.text;
  if (!text.includes('Error(') && !text.includes('Exception(')) return null;
  const budget: Budget = { left: 2 * text.length + 1000 };
  let candidates = 0;
  for (let open = text.indexOf('('); open !== -1 && candidates < MAX_CANDIDATES; open = text.indexOf('(', open + 1)) {
    if (open === 0 || !NAME_CHAR.test(text[open - 1] as string)) continue;
    candidates += 1;
    const found = reprAt(view, open, budget);
    if (found) return found;
  }
  return null;
}

/**
 * The older, looser shape: a repr after `: ` that ends the line, whatever its argument (`transfer 235: AssertionError()`,
 * `: KeyError(r1)`).
 * @param view the line and its NFKC view
 */
export function readTrailingRepr(view: NormalisedView): LoggedRepr | null {
  const text = view.text;
  if (!text.endsWith(')')) return null;
  let depth = 0;
  let open = -1;
  for (let index = text.length - 1; index >= 0 && open === -1; index -= 1) {
    const char = text.charAt(index);
    if (char === ')') depth += 1;
    else if (char === '(' && --depth === 0) open = index;
  }
  let nameStart = open;
  while (nameStart > 0 && /[\w.]/.test(text.charAt(nameStart - 1))) nameStart -= 1;
  const name = text.slice(nameStart, open);
  if (open <= 0 || text.slice(Math.max(0, nameStart - 2), nameStart) !== ': ' || !/(?:Error|Exception)$/.test(name) || !isExceptionTypeName(name)) return null;
  const inner = originalSlice(view, open + 1, text.length - 1).trim();
  const quoted = inner.length >= 2 && (inner[0] === "'" || inner[0] === '"') && inner.endsWith(inner[0]);
  return { reading: { type: name, message: quoted ? inner.slice(1, -1) : inner }, start: 0 };
}
