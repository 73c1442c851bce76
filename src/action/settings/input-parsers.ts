// One parser per action input: the value as `action.yml` documents it, or an InputError quoting it and the form expected.
import { MAX_LABEL_LENGTH } from '../../core/index.js';
import { DEFAULT_BOT_LOGIN } from '../github/bot-comment.js';

/**
 * Where inputs come from: `@actions/core` itself in the action (its `INPUT_*` variables), a fake in tests.
 * Each reads an input by its `action.yml` name; `getInput` returns '' when unset, `getBooleanInput` throws a
 * TypeError unless the value is a YAML 1.2 core-schema boolean, `getMultilineInput` drops empty lines.
 */
export interface InputSource {
  getInput(name: string): string;
  getBooleanInput(name: string): boolean;
  getMultilineInput(name: string): string[];
}

/** The most issue numbers one dispatch may name (each costs requests). */
export const MAX_DISPATCH_ISSUES = 100;

/** An input that does not have the expected form; the message quotes the value and the form. */
export class InputError extends Error {
  override name = 'InputError';
}

/**
 * A boolean input through `core.getBooleanInput` (YAML 1.2 core schema); empty means the default, which
 * getBooleanInput cannot express (an empty `dry-run` means false for events, true for a backfill).
 * @param inputs the input source
 * @param name the input's name
 * @param fallback the value when the input is empty
 */
export function booleanInput(inputs: InputSource, name: string, fallback: boolean): boolean {
  const value = inputs.getInput(name);
  if (value === '') return fallback;
  try {
    return inputs.getBooleanInput(name);
  } catch (error) {
    // getBooleanInput's own message names the input but not the value.
    throw new InputError(`input "${name}" is "${value}"; expected true or false`, { cause: error });
  }
}

/**
 * Checks a label name against GitHub's rules (non-empty, ≤ 50 characters, no commas).
 * @param input the input it came from, for the message
 * @param name the label
 */
export function labelName(input: string, name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > MAX_LABEL_LENGTH || trimmed.includes(',')) {
    throw new InputError(`input "${input}" has the label "${name}"; expected a label name of 1–${MAX_LABEL_LENGTH} characters without commas`);
  }
  return trimmed;
}

/**
 * Parses `connector-labels`: one `ConnectorName=label` per line (`#` starts a comment line).
 * @param lines the input's lines, as `core.getMultilineInput` gives them
 */
export function parseConnectorLabels(lines: string[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    const connector = equals > 0 ? line.slice(0, equals).trim() : '';
    if (connector === '' || !/^[A-Za-z0-9_]+$/.test(connector)) {
      throw new InputError(`input "connector-labels" has the line "${line}"; expected ConnectorName=label (e.g. MooncakeStoreConnector=mooncake)`);
    }
    mapping[connector] = labelName('connector-labels', line.slice(equals + 1));
  }
  return mapping;
}

/**
 * Parses `issue-numbers`: positive integers separated by commas and/or white space, `#` allowed.
 * @param text the input's value
 */
export function parseIssueNumbers(text: string): number[] {
  const numbers: number[] = [];
  for (const part of text.split(/[\s,]+/)) {
    if (part === '') continue;
    const digits = part.startsWith('#') ? part.slice(1) : part;
    const value = Number(digits);
    if (!/^[0-9]{1,9}$/.test(digits) || value < 1) {
      throw new InputError(`input "issue-numbers" has "${part}"; expected issue numbers such as "12, 345 #678"`);
    }
    if (!numbers.includes(value)) numbers.push(value);
  }
  if (numbers.length > MAX_DISPATCH_ISSUES) {
    throw new InputError(`input "issue-numbers" names ${numbers.length} issues; expected at most ${MAX_DISPATCH_ISSUES} (use a backfill for more)`);
  }
  return numbers;
}

/** A GitHub login (1–39 letters, digits or inner hyphens), an app's ending in `[bot]`. */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?(?:\[bot\])?$/;

export function parseBotLogin(text: string): string {
  if (text === '') return DEFAULT_BOT_LOGIN;
  if (!LOGIN.test(text)) {
    throw new InputError(`input "bot-login" is "${text}"; expected the login the token writes as, e.g. github-actions[bot], my-app[bot] or a user's login`);
  }
  return text;
}

export function parseSince(text: string): string | null {
  if (text === '') return null;
  const day = /^([0-9]{4})-([0-9]{2})-([0-9]{2})(T[0-9:.]+Z?)?$/.exec(text);
  if (day === null || Number.isNaN(Date.parse(text)) || !isCalendarDay(Number(day[1]), Number(day[2]), Number(day[3]))) {
    throw new InputError(`input "since" is "${text}"; expected a date that exists, such as 2025-01-31 or 2025-01-31T00:00:00Z`);
  }
  return text;
}

/** Whether the day exists (the date parser rolls 2025-02-30 into March). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function parseState(text: string): 'open' | 'closed' | 'all' {
  if (text === '') return 'open';
  if (text === 'open' || text === 'closed' || text === 'all') return text;
  throw new InputError(`input "state" is "${text}"; expected open, closed or all`);
}

export function parseBudget(text: string): number | null {
  if (text === '') return null;
  if (!/^[0-9]{1,7}$/.test(text) || Number(text) < 1) {
    throw new InputError(`input "request-budget" is "${text}"; expected a positive whole number of API requests`);
  }
  return Number(text);
}

export function parseShard(text: string): { index: number; count: number } | null {
  if (text === '') return null;
  const match = /^([0-9]{1,4})\s*\/\s*([0-9]{1,4})$/.exec(text);
  const index = match ? Number(match[1]) : 0;
  const count = match ? Number(match[2]) : 0;
  if (!match || count < 1 || index < 1 || index > count) {
    throw new InputError(`input "shard" is "${text}"; expected i/n with 1 ≤ i ≤ n, e.g. 2/4`);
  }
  return { index: index - 1, count };
}

export function parseResumeAfter(text: string): number | null {
  if (text === '') return null;
  const digits = text.startsWith('#') ? text.slice(1) : text;
  if (!/^[0-9]{1,9}$/.test(digits) || Number(digits) < 1) {
    throw new InputError(`input "resume-after" is "${text}"; expected the issue number a previous backfill reported, e.g. 1234`);
  }
  return Number(digits);
}
