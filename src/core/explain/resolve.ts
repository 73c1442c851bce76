// What `vllm-triage explain <id | message>` is about: an entry by its id, or the entries a pasted message matches.
import type { Catalog, CatalogEntry } from '../catalog/types.js';
import { compiledCatalogFor } from '../match/catalog-match.js';
import { matchTemplate, prepareMessage } from '../match/messages/message.js';
import type { Match } from '../match/types.js';
import { triage } from '../triage.js';

/** What a query resolved to. */
export type ExplainResolution =
  /** One curated entry: its page is the answer. */
  | { kind: 'entry'; entry: CatalogEntry; by: 'id' | 'message' }
  /** Several curated entries: the query is ambiguous, each is listed. */
  | { kind: 'several'; entries: CatalogEntry[]; by: 'id' | 'message' }
  /** Only errors without a curated explanation (source-index rows, a connector's file). */
  | { kind: 'uncurated'; matches: Match[] }
  | { kind: 'none' };

/** A query that can only be an id or the end of one (`request-not-in-unfinished-requests`). */
const ID_LIKE = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;
/** The most lines of a pasted message tried as bare messages (a whole log goes through triage instead). */
const MAX_BARE_LINES = 50;

function oneOrSeveral(entries: CatalogEntry[], by: 'id' | 'message'): ExplainResolution {
  const unique = [...new Map(entries.map((entry) => [entry.id, entry])).values()];
  if (unique.length === 0) return { kind: 'none' };
  return unique.length === 1 ? { kind: 'entry', entry: unique[0] as CatalogEntry, by } : { kind: 'several', entries: unique, by };
}

/** Entries whose id is the query, or ends with it as whole segments or words. */
function entriesById(query: string, entries: CatalogEntry[]): CatalogEntry[] {
  const exact = entries.filter((entry) => entry.id === query);
  if (exact.length > 0) return exact;
  return entries.filter((entry) => entry.id.endsWith(`/${query}`) || entry.id.endsWith(`-${query}`) || entry.id.startsWith(`${query}/`));
}

/**
 * A message pasted without its exception type (`Request X is not in _unfinished_requests`): each line against the
 * curated templates the matcher compiled, without the exception or frame conditions a log line would have to meet.
 */
function entriesByBareMessage(query: string, catalog: Catalog): CatalogEntry[] {
  const { curated } = compiledCatalogFor(catalog);
  const candidates = [...[...curated.byWord.values()].flat(), ...curated.anyWord].sort((first, second) => first.order - second.order);
  const found: CatalogEntry[] = [];
  for (const line of query.split('\n').slice(0, MAX_BARE_LINES)) {
    const variants = punctuationVariants(line)
      .map((variant) => prepareMessage(variant))
      .filter((prepared) => prepared.text !== '');
    for (const candidate of candidates) {
      if (candidate.entry !== null && variants.some((prepared) => matchTemplate(candidate.template, prepared) !== null)) found.push(candidate.entry);
    }
  }
  return found;
}

/** The shortest message start that names an entry: shorter ones (`Request`, `Failed to`) name too many. */
const MIN_TEMPLATE_START = 12;

/**
 * A message typed as its literal start (`NIXL transfer failure` for `NIXL transfer failure: %s | Context: %s`): the
 * entries one of whose templates begins with the query, up to its first placeholder. Compared as text, never as a pattern.
 */
function entriesByTemplateStart(query: string, entries: CatalogEntry[]): CatalogEntry[] {
  const line = query.split('\n')[0]?.trim() ?? '';
  let end = line.length;
  while (end > 0 && FINAL_PUNCTUATION.includes(line.charAt(end - 1))) end -= 1;
  const typed = line.slice(0, end);
  if (typed.length < MIN_TEMPLATE_START || typed.includes('%') || typed.includes('{')) return [];
  return entries.filter((entry) => entry.signatures.some((signature) => signature.template?.startsWith(typed) === true));
}

/** Final punctuation a pasted message may have lost or gained (`… initialization failed` for `… initialization failed.`). */
const FINAL_PUNCTUATION = '.!?:;,';

/**
 * The line as pasted, without its final punctuation, and with a final period or question mark when it had none
 * (`… Is the server running` for `… Is the server running?`).
 */
export function punctuationVariants(line: string): string[] {
  const trimmed = line.trim();
  let end = trimmed.length;
  while (end > 0 && FINAL_PUNCTUATION.includes(trimmed.charAt(end - 1))) end -= 1;
  const bare = trimmed.slice(0, end);
  return [...new Set([trimmed, bare, `${bare}.`, `${bare}?`])].filter((variant) => variant !== '' && variant !== '.' && variant !== '?');
}

/**
 * Resolve an explain query: an entry id (or its last words), else a message or log excerpt matched the way an issue
 * is (`triage()` on it as an issue body), else each line as a bare message against the curated templates, else the
 * literal start of a template.
 * @param query what the user typed or pasted
 * @param catalog the catalog
 */
export function resolveExplainQuery(query: string, catalog: Catalog): ExplainResolution {
  const text = query.trim();
  if (text === '') return { kind: 'none' };
  if (ID_LIKE.test(text)) {
    const byId = oneOrSeveral(entriesById(text, catalog.entries), 'id');
    if (byId.kind !== 'none') return byId;
  }
  const entries = new Map(catalog.entries.map((entry) => [entry.id, entry]));
  const matches = triage({ body: text }, { catalog }).report.matches;
  const curated = matches
    .filter((match) => match.curated)
    .map((match) => entries.get(match.id))
    .filter((entry) => entry !== undefined);
  const byMessage = oneOrSeveral(curated, 'message');
  if (byMessage.kind !== 'none') return byMessage;
  const bare = oneOrSeveral(entriesByBareMessage(text, catalog), 'message');
  if (bare.kind !== 'none') return bare;
  const start = oneOrSeveral(entriesByTemplateStart(text, catalog.entries), 'message');
  if (start.kind !== 'none') return start;
  return matches.length > 0 ? { kind: 'uncurated', matches } : { kind: 'none' };
}
