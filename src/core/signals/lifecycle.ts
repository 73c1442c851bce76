// Request lifecycle lines and periodic stats lines from vLLM's logs (formats: vllm/FACTS.md §c), and lines that say
// clients cancel or time out their requests.

import type { LogLine } from '../extract/types.js';
import type { LifecycleEvent, StatsLine } from './types.js';
import { cutText } from '../text/cut.js';

/** The request id of a crash event, which names no request. */
export const NO_REQUEST_ID = '';

/** Longest request id we accept; anything longer is not an id. */
const MAX_REQUEST_ID_LENGTH = 200;

/** A request id token: non-empty, no whitespace, not absurdly long; a trailing `.` or `,` is not part of it. */
function cleanRequestId(raw: string): string | null {
  let id = raw.trim();
  while (id.endsWith('.') || id.endsWith(',')) id = id.slice(0, -1);
  if (id.length === 0 || id.length > MAX_REQUEST_ID_LENGTH || /\s/.test(id)) return null;
  return id;
}

/** The token that follows `prefix` in `text` (up to whitespace or `stop`), or null. */
function tokenAfter(text: string, prefix: string, stop?: string): string | null {
  const at = text.indexOf(prefix);
  if (at < 0) return null;
  const rest = text.slice(at + prefix.length);
  const stopAt = stop === undefined ? -1 : rest.indexOf(stop);
  const spaceAt = rest.search(/\s/);
  let end = rest.length;
  if (stopAt >= 0) end = stopAt;
  else if (spaceAt >= 0) end = spaceAt;
  return cleanRequestId(rest.slice(0, end));
}

/** Split a list of ids as printed by `",".join(...)` or a Python list/set repr. */
function splitRequestIds(raw: string): string[] {
  const ids: string[] = [];
  for (const part of raw.replace(/[[\]{}()'"]/g, ' ').split(/[\s,]+/)) {
    const id = cleanRequestId(part);
    if (id !== null) ids.push(id);
  }
  return ids;
}

type Kind = LifecycleEvent['kind'];

/** The request ids and kind a line speaks of, in the forms vLLM prints (FACTS §c). */
function readLifecycle(text: string): { kind: Kind; ids: string[] } | null {
  // Every form below but two says `request` or `Request`: most log lines are answered here.
  if (!text.includes('equest') && !text.includes('WAITING_FOR_REMOTE_KVS') && !text.includes('EngineCore encountered')) return null;
  if (text.includes('EngineCore encountered a fatal error.')) return { kind: 'crash', ids: [NO_REQUEST_ID] };
  const single = (kind: Kind, id: string | null): { kind: Kind; ids: string[] } | null => (id === null ? null : { kind, ids: [id] });
  if (text.includes('Added request ')) return single('added', tokenAfter(text, 'Added request '));
  if (text.includes('Received request ') && text.includes(': params:')) return single('received', tokenAfter(text, 'Received request ', ': params:'));
  if (text.includes('Aborted request(s) ')) {
    const at = text.indexOf('Aborted request(s) ') + 'Aborted request(s) '.length;
    const ids = splitRequestIds(text.slice(at).replace(/\.\s*$/, ''));
    return ids.length > 0 ? { kind: 'aborted', ids } : null;
  }
  if (text.includes('Finished recving KV transfer for request '))
    return single('finished-recving', tokenAfter(text, 'Finished recving KV transfer for request '));
  if (text.includes('Finished sending KV transfer for request '))
    return single('finished-sending', tokenAfter(text, 'Finished sending KV transfer for request '));
  if (text.includes(' is still in WAITING_FOR_REMOTE_KVS state.')) {
    const before = text.slice(0, text.indexOf(' is still in WAITING_FOR_REMOTE_KVS state.'));
    return single('waiting-for-remote-kvs', cleanRequestId(before.slice(before.lastIndexOf(' ') + 1)));
  }
  if (text.includes('due to KV load failure') && text.includes('Request IDs:')) {
    const ids = splitRequestIds(text.slice(text.indexOf('Request IDs:') + 'Request IDs:'.length));
    return ids.length > 0 ? { kind: 'kv-load-failure', ids } : null;
  }
  const requestAt = text.indexOf('Request ');
  if (requestAt >= 0) {
    const rest = text.slice(requestAt + 'Request '.length);
    const spaceAt = rest.indexOf(' ');
    if (spaceAt > 0) {
      const after = rest.slice(spaceAt + 1);
      if (after.startsWith('aborted.')) return single('aborted', cleanRequestId(rest.slice(0, spaceAt)));
      if (after.startsWith('failed (') || after.startsWith('failed due to ') || after.startsWith('failed.')) {
        return single('failed', cleanRequestId(rest.slice(0, spaceAt)));
      }
    }
  }
  return null;
}

/**
 * The lifecycle events on one log line: one per request id it names (`Aborted request(s) a,b.`
 * gives two); the fatal `EngineCore encountered a fatal error.` gives one `crash` event with an
 * empty request id.
 * @param line a log line, prefixes stripped
 */
export function parseLifecycleEvents(line: LogLine): LifecycleEvent[] {
  const found = readLifecycle(line.text);
  if (found === null) return [];
  return found.ids.map((requestId) => ({
    requestId,
    kind: found.kind,
    text: line.text,
    timestamp: line.timestamp,
    line: line.line,
    source: line.source,
  }));
}

/** The integer printed after `label` (`Running: 3 reqs` → 3), or null. */
function numberAfter(text: string, label: string): number | null {
  const at = text.indexOf(label);
  if (at < 0) return null;
  const match = /^\s*(\d{1,9}(?:\.\d{1,4})?)/.exec(cutText(text.slice(at + label.length), 20, ''));
  return match === null ? null : Number(match[1]);
}

/**
 * The periodic stats line (`Engine 000: Avg prompt throughput: … Running: N reqs, Waiting: N reqs,
 * [Preemptions: N, ]GPU KV cache usage: X%, …` or the `N Engines Aggregated: …` form), or null.
 * The preemption count is 0 when the part is absent (vLLM prints it only when it is above 0).
 * @param line a log line, prefixes stripped
 */
export function parseStatsLine(line: LogLine): StatsLine | null {
  const text = line.text;
  if (!text.includes('Avg prompt throughput:') || !text.includes('Running: ')) return null;
  const preemptions = numberAfter(text, 'Preemptions:');
  return {
    preemptions: preemptions ?? 0,
    ...(preemptions === null ? { preemptionsCounted: false as const } : {}),
    running: numberAfter(text, 'Running:'),
    waiting: numberAfter(text, 'Waiting:'),
    kvCacheUsage: numberAfter(text, 'GPU KV cache usage:'),
    text,
    timestamp: line.timestamp,
    line: line.line,
    source: line.source,
  };
}

/** Phrases that say, on their own, that a client went away. */
const CLIENT_ABORT_PHRASES = ['cancellederror', 'client disconnected', 'client disconnect', 'clientdisconnect'];
/** Words that, next to `client`, say clients cancel, time out or go away. */
const CLIENT_WORDS = ['cancel', 'time out', 'timed out', 'timeout', 'times out', 'abort', 'disconnect'];
const MAY_SAY_CLIENT_ABORT = /client|request|cancellederror/i;
/** Words that, next to `request`, say requests are cancelled or time out (not `abort`: code names like `_abort_requests` carry it). */
const REQUEST_WORDS = ['cancel', 'time out', 'timed out', 'timeout', 'times out'];

/**
 * Whether a line says that clients cancel or time out. Conservative: a phrase that only a client
 * abort produces, `client` with cancel / time out / abort / disconnect, or `request` with cancel /
 * time out; traceback frame lines never count.
 * @param text one line of text
 */
export function mentionsClientAbort(text: string): boolean {
  // Every phrase and word pair below needs `client`, `request` or `cancellederror`: most lines are answered here.
  if (text.length > 2000 || !MAY_SAY_CLIENT_ABORT.test(text)) return false;
  const lower = text.toLowerCase();
  if (CLIENT_ABORT_PHRASES.some((phrase) => lower.includes(phrase))) return true;
  if (lower.trimStart().startsWith('file "')) return false;
  if (lower.includes('client')) return CLIENT_WORDS.some((word) => lower.includes(word));
  return lower.includes('request') && REQUEST_WORDS.some((word) => lower.includes(word));
}
