// Matches whole messages against compiled templates in linear time: a message is prepared once (whitespace collapsed,
// line breaks remembered), then each template's literal pieces are found with indexOf, never a backtracking regex.
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
export function prepareMessage(message: string, joinLines = false): PreparedMessage {
  const trimmed = message.trim();
  if (isCollapsed(trimmed)) {
    return { text: trimmed, breaksBefore: null, hasBreak: false, joined: joinLines, unwrapped: null, original: message };
  }
  const pieces: string[] = [];
  const breakAt: number[] = [];
  let length = 0;
  let index = 0;
  while (index < trimmed.length) {
    const start = index;
    while (index < trimmed.length && !isWhitespaceCode(trimmed.charCodeAt(index))) index += 1;
    pieces.push(trimmed.slice(start, index));
    length += index - start;
    if (index >= trimmed.length) break;
    let sawBreak = false;
    while (index < trimmed.length && isWhitespaceCode(trimmed.charCodeAt(index))) {
      const code = trimmed.charCodeAt(index);
      if (code === 10 || code === 13) sawBreak = true;
      index += 1;
    }
    if (sawBreak) breakAt.push(length);
    if (sawBreak && joinLines) continue;
    pieces.push(' ');
    length += 1;
  }
  const text = pieces.join('');
  if (breakAt.length === 0) {
    return { text, breaksBefore: null, hasBreak: false, joined: joinLines, unwrapped: null, original: message };
  }
  const breaksBefore = new Uint32Array(text.length + 1);
  let count = 0;
  for (let position = 0; position <= text.length; position += 1) {
    while (count < breakAt.length && (breakAt[count] ?? 0) < position) count += 1;
    breaksBefore[position] = count;
  }
  return { text, breaksBefore, hasBreak: true, joined: joinLines, unwrapped: null, original: message };
}

/** Whether a trimmed message already has single spaces only (the common case: nothing to collapse). */
function isCollapsed(text: string): boolean {
  let previousSpace = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 32) {
      if (previousSpace) return false;
      previousSpace = true;
    } else if (isWhitespaceCode(code)) {
      return false;
    } else {
      previousSpace = false;
    }
  }
  return true;
}

function isWhitespaceCode(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/**
 * Match a whole message against a compiled template; returns the captures, or null.
 * Runs in time linear in the message: literal pieces are found with `indexOf`, never a backtracking regex.
 * A placeholder matches non-empty text on one line. A paste hard-wrapped inside one token
 * (`…6b81⏎-435d…`) matches once its line breaks are removed, if that placeholder's text has no space.
 * @param template a template from `compileTemplate`
 * @param message the message, or the same prepared by `prepareMessage` when it is tried against many templates
 */
export function matchTemplate(template: CompiledTemplate, message: string | PreparedMessage): Record<string, string> | null {
  const prepared = typeof message === 'string' ? prepareMessage(message) : message;
  const captures = matchPrepared(template, prepared);
  if (captures !== null || !prepared.hasBreak || template.names.length === 0) return captures;
  prepared.unwrapped ??= prepareMessage(prepared.original, true);
  return matchPrepared(template, prepared.unwrapped);
}

function matchPrepared(template: CompiledTemplate, flat: PreparedMessage): Record<string, string> | null {
  const { literals, names } = template;
  const { text } = flat;
  const first = literals[0] ?? '';
  if (names.length === 0) return text === first ? {} : null;
  if (!text.startsWith(first)) return null;
  const lastLiteral = literals[literals.length - 1] ?? '';
  const tailStart = text.length - lastLiteral.length;
  if (!text.endsWith(lastLiteral)) return null;
  const starts: number[] = [];
  let position = first.length;
  for (let piece = 1; piece < literals.length - 1; piece += 1) {
    const literal = literals[piece] ?? '';
    if (literal === '') {
      starts.push(position);
      continue;
    }
    const found = text.indexOf(literal, position + 1);
    if (found < 0 || found + literal.length > tailStart) return null;
    starts.push(found);
    position = found + literal.length;
  }
  starts.push(tailStart);
  return collectCaptures(template, flat, starts);
}

/** Cut the placeholder texts between the literal positions; refuses empty texts and texts across line breaks. */
function collectCaptures(template: CompiledTemplate, flat: PreparedMessage, starts: number[]): Record<string, string> | null {
  const captures: Record<string, string> = {};
  let from = (template.literals[0] ?? '').length;
  for (let slot = 0; slot < template.names.length; slot += 1) {
    const to = starts[slot] ?? from;
    const nextLiteral = template.literals[slot + 1] ?? '';
    if (nextLiteral === '' && slot < template.names.length - 1) {
      // Adjacent placeholders: the first takes the text, the next ones capture nothing.
      captures[template.names[slot] ?? ''] = '';
      continue;
    }
    if (to <= from) return null;
    const value = flat.text.slice(from, to);
    // A collapsed break is the space at its position; a removed break sits between two characters.
    const firstInside = flat.joined ? from + 1 : from;
    const breaks = flat.breaksBefore;
    const spansBreak = breaks !== null && (breaks[to] ?? 0) - (breaks[firstInside] ?? 0) > 0;
    if (spansBreak && (!flat.joined || value.includes(' '))) return null;
    captures[template.names[slot] ?? ''] = value;
    from = to + nextLiteral.length;
  }
  fillAdjacentPlaceholders(template, captures);
  return captures;
}

function fillAdjacentPlaceholders(template: CompiledTemplate, captures: Record<string, string>): void {
  for (let slot = template.names.length - 2; slot >= 0; slot -= 1) {
    const name = template.names[slot] ?? '';
    const nextName = template.names[slot + 1] ?? '';
    if ((template.literals[slot + 1] ?? '') === '' && captures[name] === '') {
      captures[name] = captures[nextName] ?? '';
      captures[nextName] = '';
    }
  }
}
