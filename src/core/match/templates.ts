// Compiles vLLM message templates (f-string and printf placeholders) into literal pieces and named placeholders;
// messages/message.ts matches messages against them.
import { captureName, placeholderEnd, printfEnd, stripConversion, uniqueName } from './messages/placeholders.js';

export { captureName } from './messages/placeholders.js';

/** Fewest literal characters a template needs to be matched on its own (a bare `{e}` would match anything). */
export const MIN_TEMPLATE_LITERAL_LENGTH = 8;

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

/** What the template reads at one position: literal text, or a placeholder's raw name; and where reading goes on. */
type Token = { literal: string; end: number } | { name: string; end: number };

/** Which placeholder syntaxes a template is read with. */
interface Syntax {
  fstring: boolean;
  printf: boolean;
  argNames: string[] | undefined;
}

/** One placeholder syntax: the token it reads at `index`, or null when the text there is not its own. */
type SyntaxRule = (template: string, index: number, syntax: Syntax, placeholders: number) => Token | null;

/** The placeholder syntaxes, tried in order at each position; text no rule reads is literal. */
const SYNTAX_RULES: SyntaxRule[] = [
  // `{{` and `}}`: a brace written out.
  (template, index, { fstring }) => {
    const char = template[index] ?? '';
    return fstring && (char === '{' || char === '}') && template[index + 1] === char ? { literal: char, end: index + 2 } : null;
  },
  // `{expr}` (conversion and format spec dropped): an f-string placeholder; a `{` that never closes is text.
  (template, index, { fstring }) => {
    if (!fstring || template[index] !== '{') return null;
    const end = placeholderEnd(template, index + 1);
    return end < 0 ? { literal: '{', end: index + 1 } : { name: stripConversion(template.slice(index + 1, end)), end: end + 1 };
  },
  // The source index writes a message built from a non-literal expression as `<expr: …>`.
  (template, index) => {
    if (!template.startsWith('<expr: ', index)) return null;
    const end = template.indexOf('>', index);
    return end > index ? { name: template.slice(index + 7, end), end: end + 1 } : null;
  },
  // `%s`, `%d`, `%.1f` (`%%` a percent sign): a printf placeholder, named by the logger call's argument.
  (template, index, { printf, argNames }, placeholders) => {
    if (!printf || template[index] !== '%') return null;
    if (template[index + 1] === '%') return { literal: '%', end: index + 2 };
    const end = printfEnd(template, index + 1);
    return end < 0 ? { literal: '%', end: index + 1 } : { name: argNames?.[placeholders] ?? `arg${placeholders + 1}`, end: end + 1 };
  },
];

function readToken(template: string, index: number, syntax: Syntax, placeholders: number): Token {
  for (const rule of SYNTAX_RULES) {
    const token = rule(template, index, syntax, placeholders);
    if (token !== null) return token;
  }
  return { literal: template[index] ?? '', end: index + 1 };
}

/**
 * Compile one template.
 * @param template the message template exactly as in vLLM's source
 * @param options which placeholder syntaxes to read
 */
export function compileTemplate(template: string, options: TemplateOptions = {}): CompiledTemplate {
  const syntax: Syntax = { fstring: options.fstring ?? true, printf: options.printf ?? false, argNames: options.argNames };
  const literals: string[] = [];
  const names: string[] = [];
  let literal = '';
  for (let index = 0; index < template.length;) {
    // Only `{`, `}`, `<` and `%` can start a placeholder: the text up to the next of them is literal as it stands.
    const plain = nextPlaceholderStart(template, index);
    if (plain > index) {
      literal += template.slice(index, plain);
      index = plain;
      continue;
    }
    const token = readToken(template, index, syntax, names.length);
    if ('name' in token) {
      literals.push(literal);
      literal = '';
      names.push(uniqueName(captureName(token.name), names));
    } else {
      literal += token.literal;
    }
    index = token.end;
  }
  literals.push(literal);
  const normalised = literals.map(collapseWhitespace);
  const last = normalised.length - 1;
  normalised[0] = (normalised[0] ?? '').trimStart();
  normalised[last] = (normalised[last] ?? '').trimEnd();
  return {
    source: template,
    literals: normalised,
    names,
    literalLength: normalised.reduce((sum, piece) => sum + piece.length, 0),
    firstWord: leadingWord(normalised[0] ?? '', names.length > 0),
  };
}

/** Whether a template reads as a printf-style logger format (`%s`, `%d`, `%.1f`) rather than an f-string. */
export function looksLikePrintf(template: string): boolean {
  if (template.includes('{') && template.includes('}')) return false;
  for (let index = template.indexOf('%'); index >= 0; index = template.indexOf('%', index + 1)) {
    if (template[index + 1] === '%') return true;
    if (printfEnd(template, index + 1, false) >= 0) return true;
  }
  return false;
}

function leadingWord(firstLiteral: string, hasPlaceholder: boolean): string | null {
  const space = firstLiteral.indexOf(' ');
  if (space > 0) return firstLiteral.slice(0, space);
  // A first literal glued to a placeholder (`tp_rank{x}`) is not a whole word of the message.
  if (firstLiteral === '' || hasPlaceholder) return null;
  return firstLiteral;
}

/** The first whitespace-delimited word of a message (the bucket key for candidate templates). */
export function firstWordOf(message: string): string {
  const trimmed = message.trimStart();
  let end = 0;
  while (end < trimmed.length && !isWhitespace(trimmed[end] ?? '')) end += 1;
  return trimmed.slice(0, end);
}

/** Runs of the whitespace `isWhitespace` names. */
const WHITESPACE_RUN = /[ \t\n\r\f\v]+/g;

function collapseWhitespace(text: string): string {
  return text.replace(WHITESPACE_RUN, ' ');
}

/** A character a SYNTAX_RULES rule may read as more than itself. */
const PLACEHOLDER_START = /[{}<%]/g;

/** The first index at or after `index` where a placeholder may start (`template.length` when none). */
function nextPlaceholderStart(template: string, index: number): number {
  PLACEHOLDER_START.lastIndex = index;
  return PLACEHOLDER_START.exec(template)?.index ?? template.length;
}

function isWhitespace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f' || char === '\v';
}
