// `kv_transfer_config` in issue text: `--kv-transfer-config '{…}'`, `KVTransferConfig(kv_connector='…', …)`
// reprs from vLLM's config dump, and `"kv_connector": "…"` keys in pasted JSON or YAML.

import type { Block } from '../extract/types.js';
import type { KvTransferConfig } from './types.js';

/** How much of a config we keep as `raw`. */
const MAX_RAW_LENGTH = 600;
/** How far we look for the end of one config. */
const MAX_SPAN = 4000;
/** Configs kept per block, and occurrences of a key examined per block: bounds work on hostile text. */
const MAX_CONFIGS_PER_BLOCK = 10;
const MAX_OCCURRENCES = 200;

/** A connector or role value: a Python identifier-like token. */
function cleanValue(raw: string): string | null {
  const value = raw.trim();
  return /^[A-Za-z_][A-Za-z0-9_.]{0,99}$/.test(value) ? value : null;
}

/** Past an optional quote (`"`, `'`, or a backslash-escaped one) at `index`. */
function skipQuote(text: string, index: number): number {
  let at = index;
  if (text[at] === '\\') at += 1;
  if (text[at] === '"' || text[at] === "'") return at + 1;
  return index;
}

/**
 * The value of `key` in `text` (`"key": "v"`, `'key': 'v'`, `key='v'`, `key: v`, `key=v`); the key
 * must stand alone (`kv_connector` does not match `kv_connector_extra_config`).
 */
export function readConfigValue(text: string, key: string): string | null {
  let from = 0;
  for (;;) {
    const at = text.indexOf(key, from);
    if (at < 0) return null;
    from = at + key.length;
    const before = text[at - 1];
    if (before !== undefined && /[A-Za-z0-9_]/.test(before)) continue;
    // Quotes may be shell-escaped (`\"kv_connector\": \"NixlConnector\"`).
    let index = skipQuote(text, from);
    while (text[index] === ' ' || text[index] === '\t') index += 1;
    if (text[index] !== ':' && text[index] !== '=') continue;
    index += 1;
    while (text[index] === ' ' || text[index] === '\t') index += 1;
    index = skipQuote(text, index);
    let end = index;
    while (end < text.length && end - index < 100 && /[A-Za-z0-9_.]/.test(text[end] as string)) end += 1;
    const value = cleanValue(text.slice(index, end));
    if (value !== null) return value;
  }
}

/** 1-based line of `offset` within `block`. */
function lineOf(block: Block, offset: number): number {
  let line = block.startLine;
  for (let index = block.text.indexOf('\n'); index >= 0 && index < offset; index = block.text.indexOf('\n', index + 1)) line += 1;
  return line;
}

/** The end of a span that opens at `start` with `open` (brackets counted, quotes respected), bounded. */
function spanEnd(text: string, start: number, open: string, close: string): number {
  let depth = 0;
  let quote: string | null = null;
  const limit = Math.min(text.length, start + MAX_SPAN);
  for (let index = start; index < limit; index += 1) {
    const char = text[index];
    if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === open) depth += 1;
    else if (char === close) {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return limit;
}

/** The text after `--kv-transfer-config`: a quoted argument or a bare `{…}`. */
function cliSpan(text: string, flagAt: number): [number, number] {
  let index = flagAt + '--kv-transfer-config'.length;
  while (index < text.length && ' \t=\\\n'.includes(text[index] as string)) index += 1;
  const quote = text[index];
  if (quote === "'" || quote === '"') {
    let close = text.indexOf(quote, index + 1);
    // Inside a double-quoted shell argument, `\"` does not close it.
    while (quote === '"' && close > 0 && text[close - 1] === '\\' && close - index < MAX_SPAN) close = text.indexOf(quote, close + 1);
    return [index + 1, close < 0 ? Math.min(text.length, index + MAX_SPAN) : Math.min(close, index + MAX_SPAN)];
  }
  if (quote === '{') return [index, spanEnd(text, index, '{', '}')];
  const lineEnd = text.indexOf('\n', index);
  return [index, lineEnd < 0 ? text.length : lineEnd];
}

function toConfig(block: Block, raw: string, offset: number): KvTransferConfig {
  const compact = raw.replace(/\s+/g, ' ').trim();
  return {
    kvConnector: readConfigValue(raw, 'kv_connector'),
    kvRole: readConfigValue(raw, 'kv_role'),
    raw: compact.length > MAX_RAW_LENGTH ? `${compact.slice(0, MAX_RAW_LENGTH - 1)}…` : compact,
    line: lineOf(block, offset),
    source: block.source,
  };
}

/**
 * Every kv_transfer_config in the blocks: CLI flags, `KVTransferConfig(…)` reprs, and loose
 * `kv_connector` keys (with a `kv_role` from the same few lines) in JSON/YAML/dict text.
 * @param blocks the markdown blocks of the body and human comments
 */
export function readKvTransferConfigs(blocks: Block[]): KvTransferConfig[] {
  const configs: KvTransferConfig[] = [];
  for (const block of blocks) {
    const text = block.text;
    if (!text.includes('kv_connector') && !text.includes('--kv-transfer-config')) continue;
    const covered: [number, number][] = [];
    const found: KvTransferConfig[] = [];
    const occurrences = (needle: string): number[] => {
      const offsets: number[] = [];
      for (let at = text.indexOf(needle); at >= 0 && offsets.length < MAX_OCCURRENCES; at = text.indexOf(needle, at + 1)) offsets.push(at);
      return offsets;
    };
    for (const at of occurrences('--kv-transfer-config')) {
      if (found.length >= MAX_CONFIGS_PER_BLOCK) break;
      const [start, end] = cliSpan(text, at);
      covered.push([at, end]);
      found.push(toConfig(block, text.slice(start, end), at));
    }
    for (const at of occurrences('KVTransferConfig(')) {
      if (found.length >= MAX_CONFIGS_PER_BLOCK) break;
      if (covered.some(([start, end]) => at >= start && at < end)) continue;
      const end = spanEnd(text, at + 'KVTransferConfig'.length, '(', ')');
      covered.push([at, end]);
      found.push(toConfig(block, text.slice(at, end), at));
    }
    for (const at of occurrences('kv_connector')) {
      if (found.length >= MAX_CONFIGS_PER_BLOCK) break;
      if (covered.some(([start, end]) => at >= start && at < end)) continue;
      const lineStart = text.lastIndexOf('\n', at) + 1;
      const lineEnd = text.indexOf('\n', at);
      const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
      if (readConfigValue(line, 'kv_connector') === null) continue;
      // The role usually sits within a few lines of the connector in a pasted JSON/YAML config.
      const windowStart = Math.max(0, lineStart - 300);
      const windowEnd = Math.min(text.length, (lineEnd < 0 ? text.length : lineEnd) + 300);
      const config = toConfig(block, line, lineStart);
      config.kvRole = readConfigValue(text.slice(windowStart, windowEnd), 'kv_role');
      covered.push([lineStart, lineEnd < 0 ? text.length : lineEnd]);
      found.push(config);
    }
    configs.push(...found.sort((first, second) => first.line - second.line));
  }
  return configs;
}
