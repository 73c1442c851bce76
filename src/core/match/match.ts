// Matches tracebacks and error lines against the catalog: exact template, raising frame, source index, connector file.
import type { Catalog } from '../catalog/types.js';
import { compiledCatalogFor, type CompiledCatalog } from './catalog-match.js';
import { bestFrameMatch, bestTemplateMatch } from './candidates.js';
import { splitContextMatches } from './context-matches.js';
import { collectEvidence, type Evidence } from './evidence.js';
import { connectorFileMatch, type Found } from './match-records.js';
import type { Extraction } from '../extract/extract.js';
import type { ErrorLine, Traceback } from '../extract/types.js';
import type { Match } from './types.js';
import { foldReproductions } from './reproductions.js';

export { connectorNameForIndex } from './index-names.js';

/** One way of recognising a piece of evidence: the match it makes, or null. */
type Matcher = (compiled: CompiledCatalog, evidence: Evidence, commit: string) => Found | null;

/**
 * The matchers, tried in order on each piece of evidence until one matches: curated templates (each message also as
 * quoted), curated signatures of exception and raising frame, source-index rows, then connector files.
 */
const MATCHERS: Matcher[] = [
  (compiled, evidence, commit) => bestTemplateMatch(compiled.curated, evidence, commit, true),
  (compiled, evidence) => bestFrameMatch(compiled.frames, evidence),
  (compiled, evidence, commit) => bestTemplateMatch(compiled.index, evidence, commit),
  (compiled, evidence, commit) => connectorFileMatch(evidence, commit, compiled.indexConnectorByPath),
];

/**
 * Recognise known errors in extracted tracebacks and error lines. One match per entry and evidence; the
 * same entry with the same captures seen again (another copy of the same error) is kept once, first.
 * Curated exact matches come first, then curated frame matches, then source-index rows, then connector files.
 * @param input tracebacks and error lines from the extraction stages
 * @param catalog curated entries and the source index
 */
export function matchKnownErrors(input: { tracebacks: Traceback[]; errorLines: ErrorLine[] }, catalog: Catalog): Match[] {
  const compiled = compiledCatalogFor(catalog);
  const found: Found[] = [];
  for (const evidence of collectEvidence(input)) {
    for (const matcher of MATCHERS) {
      const match = matcher(compiled, evidence, catalog.commit);
      if (match === null) continue;
      found.push(match);
      break;
    }
  }
  return deduplicate(found.map(withEvidence));
}

/** Log levels below ERROR: a match read from such a line is a warning or a notice, never a crash. */
const BELOW_ERROR = new Set(['WARNING', 'WARN', 'INFO', 'DEBUG']);

/** Put the evidence into the match. */
function withEvidence(found: Found): Found {
  const { evidence } = found;
  const below = evidence.level !== null && BELOW_ERROR.has(evidence.level) ? { level: evidence.level } : {};
  const match = { ...found.match, evidence: { kind: evidence.kind, index: evidence.index, line: evidence.line, text: evidence.text, ...below } };
  return { ...found, match };
}

/**
 * Keep the first match of each entry and capture set; order by tier, then reading order. The title only names the
 * error: when the body shows it again in a traceback, that traceback is the match's evidence (its frames are the
 * reporter's), in the title's place.
 */
function deduplicate(found: Found[]): Match[] {
  const seen = new Map<string, number>();
  const kept: Found[] = [];
  for (const item of found) {
    const key = `${item.match.id}\u0000${captureKey(item.match.captures)}`;
    const at = seen.get(key);
    if (at === undefined) {
      seen.set(key, kept.length);
      kept.push(item);
      continue;
    }
    const first = kept[at] as Found;
    if (first.evidence.line === 0 && first.evidence.kind === 'error-line' && item.evidence.kind === 'traceback' && item.rank === first.rank) kept[at] = item;
  }
  return kept
    .map((item, position) => ({ item, position }))
    .sort((a, b) => a.item.rank - b.item.rank || a.position - b.position)
    .map(({ item }) => item.match);
}

function captureKey(captures: Record<string, string>): string {
  return Object.keys(captures)
    .sort()
    .map((name) => `${name}=${captures[name] ?? ''}`)
    .join('\u0001');
}

/**
 * The known errors of a thread: its matches (`matchKnownErrors`), with those only quoted from someone else or named
 * beside a proposed diff set aside as context (`splitContextMatches`), and the same error under another request id
 * folded into its newest occurrence (`foldReproductions`).
 * @param extraction what the extraction stages found in the thread
 * @param catalog curated entries and the source index
 */
export function matchThread(extraction: Extraction, catalog: Catalog): { matches: Match[]; inContext: Match[] } {
  const found = matchKnownErrors(extraction, catalog);
  const { matches, inContext } = splitContextMatches(found, extraction);
  return { matches: foldReproductions(matches), inContext };
}
