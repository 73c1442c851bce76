// Reads the placeholders of vLLM message templates: f-string expressions, conversions and printf specs.

const PRINTF_FLAGS = '#0- +';
// `%R`, `%S`, `%U`, `%A`, `%V`: CPython's own `PyUnicode_FromFormat` (the messages of Python's ImportError).
const PRINTF_CONVERSIONS = 'diouxXeEfFgGcrsaRSUAV';

/** A run of ASCII letters and digits: the pieces of a capture name. */
const NAME_PIECE = /[A-Za-z0-9]+/g;

/**
 * Turn a placeholder expression into a capture name: `len(self.allocated_block_ids)` → `len_self_allocated_block_ids`
 * (its runs of ASCII letters and digits joined by `_`; `value` when it has none; `_` before a leading digit).
 */
export function captureName(expression: string): string {
  const name = expression.match(NAME_PIECE)?.join('_') ?? '';
  if (name === '') return 'value';
  return name[0] !== undefined && name[0] >= '0' && name[0] <= '9' ? `_${name}` : name;
}

export function uniqueName(name: string, taken: string[]): string {
  if (!taken.includes(name)) return name;
  let suffix = 2;
  while (taken.includes(`${name}_${suffix}`)) suffix += 1;
  return `${name}_${suffix}`;
}

/**
 * The first index from `from` at bracket depth 0 and outside quotes where `isStop` holds, or -1. Quoted
 * strings are skipped; `(`, `[`, `{` open a group and `)`, `]`, `}` close one (a stop is checked first).
 * @param text a Python expression or argument list
 * @param from where to start
 * @param isStop whether a top-level character ends the scan
 */
export function topLevelIndex(text: string, from: number, isStop: (char: string, index: number) => boolean): number {
  let depth = 0;
  let quote = '';
  for (let index = from; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (quote !== '') {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (depth === 0 && isStop(char, index)) {
      return index;
    } else if (char === '(' || char === '[' || char === '{') {
      depth += 1;
    } else if (char === ')' || char === ']' || char === '}') {
      depth -= 1;
    }
  }
  return -1;
}

/**
 * Index of the `}` closing an f-string placeholder that starts at `from`, skipping nested brackets and quotes.
 * @param template the template text
 * @param from the index just after the opening `{`
 */
export function placeholderEnd(template: string, from: number): number {
  const close = template.indexOf('}', from);
  // Nothing before the first `}` that opens or closes a group or a quote (`{req_id}`): it is the end.
  if (close === -1 || !NESTING.test(template.slice(from, close))) return close;
  return topLevelIndex(template, from, (char) => char === '}');
}

/** A character that opens or closes a quote or a bracket group. */
const NESTING = /["'()[\]{}]/;

/** Drop a top-level `!r` conversion or `:fmt` spec from a placeholder expression. */
export function stripConversion(expression: string): string {
  const end = topLevelIndex(expression, 0, (char, index) => char === ':' || (char === '!' && expression[index + 1] !== '='));
  return end < 0 ? expression : expression.slice(0, end);
}

/** Index of the conversion character of a printf spec whose flags start at `from`, or -1. */
export function printfEnd(template: string, from: number, allowSpaceFlag = true): number {
  let index = from;
  if (template[index] === '(') {
    const close = template.indexOf(')', index);
    if (close < 0) return -1;
    index = close + 1;
  }
  while (index < template.length && PRINTF_FLAGS.includes(template[index] ?? '')) {
    if (!allowSpaceFlag && template[index] === ' ') return -1;
    index += 1;
  }
  while (isDigit(template[index])) index += 1;
  if (template[index] === '.') {
    index += 1;
    while (isDigit(template[index])) index += 1;
  }
  const conversion = template[index] ?? '';
  return conversion !== '' && PRINTF_CONVERSIONS.includes(conversion) ? index : -1;
}

function isDigit(char: string | undefined): boolean {
  return char !== undefined && char >= '0' && char <= '9';
}
