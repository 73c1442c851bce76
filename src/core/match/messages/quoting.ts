// Undoes the ways reporters quote an error message (markdown marks, table cells, quotes, prose around it) before templates are tried.

/** Longest message the quoting variants are made for: a catalog message is a line of a few hundred characters. */
export const MAX_QUOTED_MESSAGE = 4_000;

/** Opening and closing quotes a reporter may put around a whole message. */
const QUOTE_PAIRS: [string, string][] = [
  ['"', '"'],
  ["'", "'"],
  ['\u201c', '\u201d'],
  ['\u2018', '\u2019'],
  ['\u300c', '\u300d'],
  ['\u300e', '\u300f'],
];

/**
 * The message with markdown marks taken out: backticks anywhere (unless kept), `**` (bold) anywhere and `__` around it, a table cell's `|` at
 * either end, whole-message quotes, and whitespace runs collapsed. Linear in the message; never changes the
 * words themselves.
 * @param message an exception or log message as the extraction read it
 * @param keepBackticks leave backticks in (for templates that hold them)
 */
export function withoutMarkup(message: string, keepBackticks = false): string {
  let text = (keepBackticks ? message : message.replaceAll('`', '')).replaceAll('**', '').trim();
  // `__bold__` only around the whole text: inside it, `__init__` is Python.
  if (text.length > 4 && text.startsWith('__') && text.endsWith('__')) text = text.slice(2, -2).trim();
  text = stripTableCell(text);
  for (let round = 0; round < 2; round += 1) {
    const unquoted = stripEnclosingQuotes(text);
    if (unquoted === text) break;
    text = unquoted;
  }
  return stripUnpairedClosingQuote(text);
}

/** A closing quote left over from a quoted line whose opening quote was read before the exception's name. */
function stripUnpairedClosingQuote(text: string): string {
  for (const quote of ['"', "'", '\u201d']) {
    if (text.length > 1 && text.endsWith(quote) && countOf(text, quote) % 2 === 1) return text.slice(0, -1).trimEnd();
  }
  return text;
}

function countOf(text: string, char: string): number {
  let count = 0;
  for (let index = text.indexOf(char); index >= 0; index = text.indexOf(char, index + 1)) count += 1;
  return count;
}

function stripTableCell(text: string): string {
  let start = 0;
  let end = text.length;
  if (text.startsWith('|')) start = 1;
  if (end > start && text.endsWith('|') && text[end - 2] !== '\\') end -= 1;
  return start === 0 && end === text.length ? text : text.slice(start, end).trim();
}

function stripEnclosingQuotes(text: string): string {
  for (const [open, close] of QUOTE_PAIRS) {
    if (text.length > 2 && text.startsWith(open) && text.endsWith(close)) {
      const inner = text.slice(open.length, text.length - close.length);
      // `'a' and 'b'` is not one quoted message.
      if (!inner.includes(close)) return inner.trim();
    }
  }
  return text;
}

/**
 * The forms of a quoted message worth trying against the templates, most literal first, without duplicates:
 * the message without markup; then with a reporter's remark cut off its end (a closing `(…)` after a space,
 * prose in another script after the message, a clause of prose that goes on after it in the same sentence).
 * @param message an exception or log message as the extraction read it
 */
export function quotedVariants(message: string): string[] {
  if (message.length > MAX_QUOTED_MESSAGE) return [];
  const base = withoutMarkup(message);
  // A template may hold backticks itself (`Please set \`--disable-hybrid-kv-cache-manager\`.`).
  const withTicks = withoutMarkup(message, true);
  const variants = [
    base,
    withTicks,
    withoutTrailingRemark(base),
    withoutTrailingRemark(withTicks),
    beforeOtherScript(base),
    beforeOtherScript(withTicks),
    ...beforeProseClause(base),
    ...beforeProseClause(withTicks),
  ];
  return [...new Set(variants.filter((variant) => variant !== '' && variant !== message.trim()))];
}

/** `… does not contain hostname and port (parse_request_id expects host:port)` → the message before ` (`. */
function withoutTrailingRemark(text: string): string {
  if (!text.endsWith(')')) return text;
  const open = text.lastIndexOf(' (');
  if (open <= 0) return text;
  const inner = text.slice(open + 2, -1);
  // A remark has words in it; `(addr='tcp://…')` and `(code=5)` are part of the message.
  if (!inner.includes(' ') || inner.includes('=')) return text;
  return text.slice(0, open).trimEnd();
}

/** A word that joins a clause of the reporter's prose onto a message quoted inside a sentence. */
const CLAUSE_JOINER = /(?:,? and then|, and|, which|, so|, then| and the| after that| every time| each time| whenever| because)\b /g;
/** Characters a message's own words have and a reporter's running prose does not. */
const MESSAGE_MARK = /[:=_`()[\]{}<>/\\|#@$%]/;
/** At most this many places a message is tried cut at. */
const MAX_CLAUSE_CUTS = 4;

/**
 * A message quoted inside a sentence, cut where the reporter's prose goes on after it:
 * `Mooncake transfer failed, ret: -1 and then the proxy returns 500` → `Mooncake transfer failed, ret: -1`.
 * A place is a cut only when what follows is plain prose (two or more words, none of the marks a message's
 * own words carry) and the joiner is one that messages do not use (`, which`, ` and then`, not a bare `but`), so a
 * message whose own words go on keeps them; the last places are tried first.
 */
function beforeProseClause(text: string): string[] {
  const cuts: string[] = [];
  for (const joiner of [...text.matchAll(CLAUSE_JOINER)].reverse()) {
    if (cuts.length >= MAX_CLAUSE_CUTS) break;
    const at = joiner.index ?? 0;
    const tail = text.slice(at + joiner[0].length);
    if (at < 12 || MESSAGE_MARK.test(tail) || tail.trim().split(/\s+/).length < 2) continue;
    cuts.push(trimTrailingPunctuation(text.slice(0, at)));
  }
  return cuts;
}

/**
 * The message up to where prose in a script without spaces between words (Chinese, Japanese) starts after it:
 * `Mooncake transfer failed 请帮忙看看` → `Mooncake transfer failed`. A message that starts in such prose is
 * left as it is (the extraction reads the exception from the line, not the prose before it).
 */
function beforeOtherScript(text: string): string {
  if (text === '' || isWideCode(text.charCodeAt(0))) return text;
  for (let index = 0; index < text.length; index += 1) {
    if (isWideCode(text.charCodeAt(index))) return trimTrailingPunctuation(text.slice(0, index));
  }
  return text;
}

function trimTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && ' \t,;:'.includes(text[end - 1] ?? '')) end -= 1;
  return text.slice(0, end);
}

/** CJK ideographs, kana, Hangul, and full-width punctuation: prose a message never contains. */
function isWideCode(code: number): boolean {
  return (code >= 0x3000 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af) || (code >= 0xff00 && code <= 0xffef);
}

/** Module paths one library is printed under: the CUDA- and ROCm-specific builds of NIXL (`nixl_cu13._bindings.…`). */
const MODULE_ALIASES: [string, string][] = [
  ['nixl_cu12.', 'nixl.'],
  ['nixl_cu13.', 'nixl.'],
  ['nixl_rocm.', 'nixl.'],
  ['rixl.', 'nixl.'],
];

/**
 * An exception's printed class under its canonical module: `nixl_cu13._bindings.nixlRemoteDisconnectError` →
 * `nixl._bindings.nixlRemoteDisconnectError`; any other name unchanged.
 * @param printedType the exception class as printed
 */
export function canonicalExceptionType(printedType: string): string {
  for (const [alias, canonical] of MODULE_ALIASES) {
    if (printedType.startsWith(alias)) return canonical + printedType.slice(alias.length);
  }
  return printedType;
}
