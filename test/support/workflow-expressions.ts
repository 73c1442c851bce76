// A tiny evaluator for the part of GitHub's expression syntax the workflows use (test/action/workflow.test.ts, and the
// install test that follows the README): property paths, 'strings', numbers, true/false/null, ! == != && || and parentheses.

export type Mapping = Record<string, unknown>;

// Semantics as GitHub documents them: a missing property is null,
// && and || return an operand, null/false/0/'' are falsy, strings compare without regard to case, other mixed types
// compare as numbers. Anything else is a syntax error, so the test fails instead of guessing.

type Value = null | boolean | number | string | Mapping | unknown[];
type Token = { kind: 'op'; text: string } | { kind: 'literal'; value: Value } | { kind: 'path'; parts: string[] };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const rest = source.slice(at);
    const space = /^\s+/.exec(rest);
    const op = /^(\|\||&&|==|!=|!|\(|\))/.exec(rest);
    const text = /^'((?:[^']|'')*)'/.exec(rest);
    const number = /^-?[0-9]+(\.[0-9]+)?/.exec(rest);
    const path = /^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z_][A-Za-z0-9_-]*)*/.exec(rest);
    if (space) at += space[0].length;
    else if (op) {
      tokens.push({ kind: 'op', text: op[0] });
      at += op[0].length;
    } else if (text) {
      tokens.push({ kind: 'literal', value: (text[1] ?? '').replaceAll("''", "'") });
      at += text[0].length;
    } else if (number) {
      tokens.push({ kind: 'literal', value: Number(number[0]) });
      at += number[0].length;
    } else if (path) {
      const word = path[0];
      const keywords: Record<string, Value> = { true: true, false: false, null: null };
      tokens.push(word in keywords ? { kind: 'literal', value: keywords[word] ?? null } : { kind: 'path', parts: word.split('.') });
      at += word.length;
    } else throw new Error(`the test's expression evaluator does not know "${rest.slice(0, 20)}"`);
  }
  return tokens;
}

const truthy = (value: Value): boolean => !(value === null || value === false || value === 0 || value === '' || Number.isNaN(value));

function toNumber(value: Value): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? 0 : Number(value);
  return Number.NaN;
}

function looselyEqual(a: Value, b: Value): boolean {
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() === b.toLowerCase();
  if (typeof a === 'object' || typeof b === 'object') return a === b;
  return toNumber(a) === toNumber(b);
}

function lookUp(context: Mapping, parts: string[]): Value {
  let value: unknown = context;
  for (const part of parts) {
    if (value === null || typeof value !== 'object' || !(part in value)) return null;
    value = (value as Mapping)[part];
  }
  return value === undefined ? null : (value as Value);
}

/**
 * Evaluates one expression (without its `${{ }}`) against a context such as `{ github: {...}, inputs: {...} }`.
 * @param source the expression
 * @param context the contexts by name
 */
export function evaluate(source: string, context: Mapping): Value {
  const tokens = tokenize(source);
  let at = 0;
  const peek = (text: string): boolean => {
    const token = tokens[at];
    return token?.kind === 'op' && token.text === text;
  };
  // Both operands are always parsed (and, being side-effect free, evaluated); combine picks the result.
  const binary = (text: string, operand: () => Value, combine: (a: Value, b: Value) => Value) => (): Value => {
    let value = operand();
    while (peek(text)) {
      at += 1;
      value = combine(value, operand());
    }
    return value;
  };
  const primary = (): Value => {
    const token = tokens[at];
    at += 1;
    if (token === undefined) throw new Error('the expression ends early');
    if (token.kind === 'literal') return token.value;
    if (token.kind === 'path') return lookUp(context, token.parts);
    if (token.text === '!') return !truthy(primary());
    if (token.text === '(') {
      const value = or();
      if (!peek(')')) throw new Error('missing )');
      at += 1;
      return value;
    }
    throw new Error(`unexpected "${token.text}"`);
  };
  const comparison = (): Value => {
    let value = primary();
    while (peek('==') || peek('!=')) {
      const negate = peek('!=');
      at += 1;
      const equal = looselyEqual(value, primary());
      value = negate ? !equal : equal;
    }
    return value;
  };
  const and = binary('&&', comparison, (a, b) => (truthy(a) ? b : a));
  const or = binary('||', and, (a, b) => (truthy(a) ? a : b));
  const value = or();
  if (at !== tokens.length) throw new Error(`unexpected text after the expression: ${JSON.stringify(tokens.slice(at))}`);
  return value;
}

/** A `with:` or `group:` string with each `${{ … }}` replaced by its value, as the runner does. */
export function interpolate(template: string, context: Mapping): string {
  return template.replace(/\$\{\{(.*?)\}\}/g, (_, source: string) => {
    const value = evaluate(source, context);
    return value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}

/** Whether the job's `if:` lets the event start a runner (GitHub accepts the condition with or without `${{ }}`). */
export function admits(job: { if?: string }, context: Mapping): boolean {
  const condition = (job.if ?? 'true').trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  return truthy(evaluate(condition, context));
}
