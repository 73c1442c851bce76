// The same error under another request id is a reproduction of it, not another error: one match heads on the newest
// occurrence and carries the earlier ones (their runs are shown folded, as earlier runs).
import type { EarlierOccurrence, Match } from './types.js';

/** Capture names that hold a request id, most specific first. */
const REQUEST_ID_CAPTURES = ['req_id', 'request_id', 'req_meta.req_id', 'requestId'];

/** Whether a capture holds a request id (`req_id`, `req_meta.req_id`, `request_id`…). */
const isRequestIdCapture = (name: string): boolean => name.includes('req');

/** A reporter's stand-in for an id they left out (`chatcmpl-xxx`, `<id>`, `cmpl-...`): not a request to name. */
function isPlaceholderId(id: string): boolean {
  const lower = id.toLowerCase();
  if (lower.endsWith('xxx') || lower.endsWith('...') || lower.endsWith('…')) return true;
  return lower.endsWith('>') && lower.lastIndexOf('<') >= Math.max(0, lower.length - 42);
}

/**
 * The request id an error occurrence names, if any (user text: render it with inlineCode); a placeholder is none.
 * @param captures the occurrence's template captures
 */
export function requestIdOfCaptures(captures: Record<string, string>): string | null {
  let found: string | null = null;
  for (const name of REQUEST_ID_CAPTURES) {
    const value = captures[name];
    if (value !== undefined && value !== '') {
      found = value;
      break;
    }
  }
  if (found === null) {
    const key = Object.keys(captures).find(isRequestIdCapture);
    found = key === undefined ? null : (captures[key] ?? null);
  }
  return found === null || isPlaceholderId(found) ? null : found;
}

/** The error without its request: the entry and every capture but the request id's. */
function errorKey(match: Match): string {
  const rest = Object.keys(match.captures)
    .filter((name) => !isRequestIdCapture(name))
    .sort()
    .map((name) => `${name}=${match.captures[name] ?? ''}`);
  return `${match.id}\u0000${rest.join('\u0001')}`;
}

/** Earlier occurrences kept on a match: more would not be shown anyway. */
const MAX_EARLIER = 5;

/**
 * One match per error: occurrences of the same entry (same captures but the request id) under different request ids
 * are one error seen in several runs. The newest occurrence (the last in reading order: the body, then comments
 * oldest first) takes the place of the first, with the earlier ones, oldest first, in `earlier`. Every match carries
 * its request id. Linear in the matches.
 * @param matches matches in the matcher's order (by tier, then reading order), each entry and capture set once
 */
export function foldReproductions(matches: Match[]): Match[] {
  const groups = new Map<string, Match[]>();
  const order: Match[][] = [];
  for (const match of matches) {
    const requestId = requestIdOfCaptures(match.captures);
    const withId: Match = requestId === null ? match : { ...match, requestId };
    // Only an error that names a request can be reproduced under another one.
    const key = requestId === null ? null : errorKey(match);
    const group = key === null ? undefined : groups.get(key);
    if (group !== undefined) {
      group.push(withId);
      continue;
    }
    const fresh = [withId];
    if (key !== null) groups.set(key, fresh);
    order.push(fresh);
  }
  return order.map((group) => {
    const newest = group[group.length - 1] as Match;
    if (group.length === 1) return newest;
    const earlier: EarlierOccurrence[] = group
      .slice(0, -1)
      .slice(-MAX_EARLIER)
      .map((match) => ({ requestId: match.requestId ?? null, evidence: match.evidence }));
    return { ...newest, earlier };
  });
}
