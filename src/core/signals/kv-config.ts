// `kv_transfer_config` in issue text: `--kv-transfer-config '{…}'`, `KVTransferConfig(kv_connector='…', …)`
// reprs from vLLM's config dump, and `"kv_connector": "…"` keys in pasted JSON or YAML.

import type { Block, BlockList } from '../extract/types.js';
import type { KvTransferConfig } from './types.js';
import { cutText } from '../text/cut.js';

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

/** Source-index keys that name a connector in place of its class (`nixl`, `mooncake_store`), as the catalog's index writes them. */
const INDEX_NAMES = new Set([
  'mooncake',
  'mooncake_store',
  'nixl',
  'lmcache',
  'lmcache_mp',
  'offloading',
  'simple_cpu_offload',
  'multi',
  'p2p',
  'hf3fs',
  'moriio',
  'flexkv',
  'decode_bench',
  'example',
  'example_hidden_states',
]);
const CONNECTOR_CLASS = /^[A-Z][A-Za-z0-9_]{0,80}Connector[A-Za-z0-9_]{0,40}$/;

/**
 * Whether a `kv_connector` value names a connector: a class (`NixlConnector`, `LMCacheConnectorV1`,
 * `DynamoNixlConnector`) or an index key (`nixl`), not code (`get_kv_transfer_group()`, `self.kv_connector`, `None`).
 * @param value a value read after `kv_connector`
 */
export function looksLikeConnectorName(value: string): boolean {
  return CONNECTOR_CLASS.test(value) || INDEX_NAMES.has(value);
}

/**
 * The value of `key` in `text` (`"key": "v"`, `'key': 'v'`, `key='v'`, `key: v`, `key=v`); the key
 * must stand alone (`kv_connector` does not match `kv_connector_extra_config`).
 * @param accept when given, values it refuses are skipped and the next occurrence is tried
 */
export function readConfigValue(text: string, key: string, accept?: (value: string) => boolean): string | null {
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
    if (value !== null && (accept === undefined || accept(value))) return value;
  }
}

/** Whether the line at `lineStart` is a traceback frame (`File "…", line N`) or the code line printed under one. */
function isTracebackLine(text: string, lineStart: number): boolean {
  const isFrame = (start: number): boolean => {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? Math.min(text.length, start + 2000) : Math.min(end, start + 2000));
    return line.includes('File "') && line.includes('", line ');
  };
  if (isFrame(lineStart)) return true;
  if (lineStart === 0) return false;
  const previousStart = text.lastIndexOf('\n', lineStart - 2) + 1;
  return lineStart - previousStart <= 2000 && isFrame(previousStart);
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
    kvConnector: readConfigValue(raw, 'kv_connector', looksLikeConnectorName),
    kvRole: readConfigValue(raw, 'kv_role'),
    raw: cutText(compact, MAX_RAW_LENGTH),
    line: lineOf(block, offset),
    source: block.source,
  };
}

/** The flags (and EngineArgs fields) of vLLM's native KV offloading, which configure the OffloadingConnector. */
const OFFLOADING_FLAG_STEMS = ['kv-offloading-', 'kv_offloading_'];
/** Characters between an offloading flag and its value: spaces, `=`, `:`, quotes, a comma or a YAML list marker of an args list. */
const FLAG_VALUE_GAP = 24;

/** The value after an offloading flag ending at `at`, and whether a `=`/`:` stood between them. */
function flagValue(text: string, at: number): { value: string; end: number; assigned: boolean } | null {
  let index = at;
  let assigned = false;
  while (index < text.length && index - at < FLAG_VALUE_GAP) {
    const char = text[index] as string;
    if (char === '=' || char === ':') assigned = true;
    if (
      ' \t\r\n"\'=:,'.includes(char) ||
      (char === '-' && text[index + 1] === ' ') ||
      (char === '\\' && (text[index + 1] === '"' || text[index + 1] === 'n'))
    ) {
      index += char === '\\' ? 2 : 1;
      continue;
    }
    break;
  }
  let end = index;
  while (end < text.length && end - index < 40 && /[A-Za-z0-9_.]/.test(text[end] as string)) end += 1;
  return end === index ? null : { value: text.slice(index, end), end, assigned };
}

/**
 * vLLM's native KV offloading set by its flags, `--kv-offloading-size 64` / `--kv-offloading-backend native`, on a
 * command line, in a k8s args list (`- "--kv-offloading-size"` / `- "300"`) or as fields (`kv_offloading_size=64`):
 * the OffloadingConnector is configured. The flags with their values are the config's `raw`.
 */
function readOffloadingFlags(block: Block): KvTransferConfig | null {
  const text = block.text;
  const flags: string[] = [];
  let first = -1;
  for (const stem of OFFLOADING_FLAG_STEMS) {
    let seen = 0;
    for (let at = text.indexOf(stem); at >= 0 && seen < MAX_OCCURRENCES; at = text.indexOf(stem, at + stem.length)) {
      seen += 1;
      const dashed = text.startsWith('--', at - 2);
      const before = text[dashed ? at - 3 : at - 1];
      if (before !== undefined && /[A-Za-z0-9_.]/.test(before)) continue;
      const kind = text.startsWith('size', at + stem.length) ? 'size' : text.startsWith('backend', at + stem.length) ? 'backend' : null;
      if (kind === null) continue;
      const flagEnd = at + stem.length + kind.length;
      if (/[A-Za-z0-9_-]/.test(text[flagEnd] ?? '')) continue;
      const lineStart = text.lastIndexOf('\n', at) + 1;
      if (isTracebackLine(text, lineStart)) continue;
      const found = flagValue(text, flagEnd);
      // A bare field name needs `=` or `:` (`kv_offloading_size=64`); a sentence that names the flag configures nothing.
      if (found === null || (!dashed && !found.assigned)) continue;
      const valid = kind === 'size' ? /^\d{1,7}(?:\.\d{1,3})?$/.test(found.value) : /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(found.value);
      if (!valid) continue;
      flags.push(`${dashed ? '--' : ''}${text.slice(at, flagEnd)} ${found.value}`);
      if (first === -1 || (dashed ? at - 2 : at) < first) first = dashed ? at - 2 : at;
    }
  }
  if (flags.length === 0) return null;
  return {
    kvConnector: 'OffloadingConnector',
    kvRole: null,
    raw: cutText(flags.join(' '), MAX_RAW_LENGTH, ''),
    line: lineOf(block, first),
    source: block.source,
  };
}

/**
 * Every kv_transfer_config in the blocks: CLI flags, `KVTransferConfig(…)` reprs, loose `kv_connector` keys (with
 * a `kv_role` from the same few lines) in JSON/YAML/dict text, never a traceback's frame or code line; and the
 * native KV offloading flags (`--kv-offloading-size N`), which configure the OffloadingConnector.
 * @param blocks the markdown blocks of the body and human comments
 */
export function readKvTransferConfigs(blocks: BlockList): KvTransferConfig[] {
  const configs: KvTransferConfig[] = [];
  for (const block of blocks) {
    const text = block.text;
    const offloading = text.includes('kv-offloading-') || text.includes('kv_offloading_') ? readOffloadingFlags(block) : null;
    if (!text.includes('kv_connector') && !text.includes('--kv-transfer-config')) {
      if (offloading !== null) configs.push(offloading);
      continue;
    }
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
    // A line read and refused once is refused again for its every other `kv_connector` (the reading is of the whole line).
    let refusedLine = -1;
    for (const at of occurrences('kv_connector')) {
      if (found.length >= MAX_CONFIGS_PER_BLOCK) break;
      if (covered.some(([start, end]) => at >= start && at < end)) continue;
      const lineStart = text.lastIndexOf('\n', at) + 1;
      if (lineStart === refusedLine) continue;
      const lineEnd = text.indexOf('\n', at);
      const line = text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd);
      // A traceback's code line (`kv_connector = get_kv_transfer_group()`) is vLLM's source, not the reporter's config.
      if (isTracebackLine(text, lineStart) || readConfigValue(line, 'kv_connector', looksLikeConnectorName) === null) {
        refusedLine = lineStart;
        continue;
      }
      // The role usually sits within a few lines of the connector in a pasted JSON/YAML config.
      const windowStart = Math.max(0, lineStart - 300);
      const windowEnd = Math.min(text.length, (lineEnd < 0 ? text.length : lineEnd) + 300);
      const config = toConfig(block, line, lineStart);
      config.kvRole = readConfigValue(text.slice(windowStart, windowEnd), 'kv_role');
      covered.push([lineStart, lineEnd < 0 ? text.length : lineEnd]);
      found.push(config);
    }
    // The offloading flags next to a kv_transfer_config that already names the OffloadingConnector add nothing.
    if (offloading !== null && !found.some((config) => config.kvConnector === 'OffloadingConnector')) found.push(offloading);
    for (const config of found.sort((first, second) => first.line - second.line)) configs.push(config);
  }
  return configs;
}
