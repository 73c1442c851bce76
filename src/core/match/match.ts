// Matches tracebacks and error lines against the catalog: exact template, raising frame, source index, connector file.
import type { Catalog, CatalogEntry, IndexRow } from '../catalog/types.js';
import { basename, compiledCatalogFor } from './catalog-match.js';
import type { FrameCandidate, FrameSignature, TemplateBuckets, TemplateCandidate } from './catalog-match.js';
import { KV_TRANSFER_DIR, connectorNameForIndex, connectorNameForPath } from './index-names.js';
import { vllmPathOf, vllmSourceUrl } from '../vllm/links.js';
import { splitContextMatches } from './context-matches.js';
import { collectEvidence, firstLinesOf, quotedMessagesOf } from './evidence.js';
import { matchLoosely } from './loose-match.js';
import { canonicalExceptionType } from './quoting.js';
import type { Evidence } from './evidence.js';
import { firstWordOf, matchTemplate } from './templates.js';
import type { PreparedMessage } from './templates.js';
import type { Extraction } from '../extract/extract.js';
import type { ErrorLine, Frame, Traceback } from '../extract/types.js';
import type { Match } from './types.js';
import { foldReproductions } from './reproductions.js';

export { connectorNameForIndex } from './index-names.js';

/** How many innermost frames may hold the connector's code for a connector-file match. */
const CONNECTOR_FRAME_DEPTH = 3;

/** A match before ordering: its tier (0 curated exact, 1 curated frame, 2 index, 3 connector file) and its evidence. */
interface Found {
  match: Match;
  rank: number;
  evidence: Evidence;
}

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
    const curated = bestTemplateMatch(compiled.curated, evidence, catalog.commit, true) ?? bestFrameMatch(compiled.frames, evidence);
    if (curated !== null) {
      found.push(curated);
      continue;
    }
    const indexed = bestTemplateMatch(compiled.index, evidence, catalog.commit);
    if (indexed !== null) {
      found.push(indexed);
      continue;
    }
    const connectorFile = connectorFileMatch(evidence, catalog.commit, compiled.indexConnectorByPath);
    if (connectorFile !== null) found.push(connectorFile);
  }
  return deduplicate(found.map(withEvidence));
}

/**
 * The most specific template candidate that matches this evidence (most literal text, then catalog order).
 * Whole messages are tried first; only when none matches, the first line of a multi-line message is
 * (a final exception line followed by a context line the extraction joined to it, as in #54870's report).
 */
function bestTemplateMatch(buckets: TemplateBuckets, evidence: Evidence, commit: string, loose = false): Found | null {
  // Curated templates also try each message as quoted (markup off), in the same pass, so the most specific wins.
  const whole = loose ? quotedMessagesOf(evidence, 'whole') : evidence.messages;
  const firstLines = loose ? quotedMessagesOf(evidence, 'first-lines') : firstLinesOf(evidence);
  let best = bestCandidate(buckets, evidence, whole) ?? bestCandidate(buckets, evidence, firstLines);
  // A template that ends in a placeholder takes any longer text: a more specific one cut short or without its period wins.
  if (loose && (best === null || (best.candidate.template.literals.at(-1) ?? '') === '')) {
    const looser = bestCandidate(buckets, evidence, [...whole, ...firstLines], true);
    if (looser !== null && (best === null || isMoreSpecific(looser.candidate, best.candidate))) best = looser;
  }
  if (best === null) return null;
  const { candidate, captures } = best;
  if (candidate.entry !== null) {
    // An umbrella line (NIXL's `NIXL transfer failure: …`) yields the headline to the error it came with.
    return { match: curatedMatch(candidate.entry, candidate.template.source, captures, 'exact'), rank: candidate.entry.umbrella === true ? 1.5 : 0, evidence };
  }
  if (candidate.row === null) return null;
  return { match: indexMatch(candidate.row, captures, commit), rank: 2, evidence };
}

interface CandidateMatch {
  candidate: TemplateCandidate;
  captures: Record<string, string>;
}

/** The best candidate for these messages; `loose` also takes a message without its final period or cut short (`matchLoosely`). */
function bestCandidate(buckets: TemplateBuckets, evidence: Evidence, messages: Evidence['messages'], loose = false): CandidateMatch | null {
  let best: CandidateMatch | null = null;
  for (const { prepared, isException } of messages) {
    for (const candidate of candidatesFor(buckets, prepared)) {
      if (best !== null && !isMoreSpecific(candidate, best.candidate)) continue;
      if (!candidateApplies(candidate, evidence, isException)) continue;
      const captures = matchTemplate(candidate.template, prepared) ?? (loose ? matchLoosely(candidate.template, prepared) : null);
      if (captures !== null) best = { candidate, captures };
    }
  }
  return best;
}

function isMoreSpecific(candidate: TemplateCandidate, than: TemplateCandidate): boolean {
  return (
    candidate.template.literalLength > than.template.literalLength ||
    (candidate.template.literalLength === than.template.literalLength && candidate.order < than.order)
  );
}

function candidatesFor(buckets: TemplateBuckets, message: PreparedMessage): TemplateCandidate[] {
  const sameWord = buckets.byWord.get(firstWordOf(message.text)) ?? [];
  return sameWord.length === 0 ? buckets.anyWord : [...sameWord, ...buckets.anyWord];
}

/** The non-template conditions of a candidate: exception class, raising frame, log-only, log file. */
function candidateApplies(candidate: TemplateCandidate, evidence: Evidence, isException: boolean): boolean {
  if (candidate.logOnly) {
    if (evidence.kind !== 'error-line') return false;
    if (candidate.logFile !== null && evidence.logFile !== null && candidate.logFile !== evidence.logFile) return false;
  }
  if (candidate.exception !== null) {
    if (!isException || evidence.exceptionType === null) return false;
    if (!exceptionMatches(candidate.exception, evidence.exceptionType)) return false;
  }
  if (candidate.row !== null && candidate.row.kind === 'raise') {
    if (!framesMayHoldRaiseSite(candidate.row.path, evidence.frames)) return false;
    if (!distinctiveWithoutFrames(candidate, evidence)) return false;
  }
  return candidate.frame === null || innermostFrameMatches(candidate.frame, evidence.frames);
}

/** Literal text an uncurated raise row needs when nothing but the exception line is shown. */
export const MIN_FRAMELESS_INDEX_LITERAL = 24;
/** Words that tie a message to KV-connector code whatever its length. */
const CONNECTOR_WORDS = ['mooncake', 'nixl', 'lmcache', 'moriio', 'hf3fs', 'flexkv', 'kv_transfer', 'kv_connector', 'connector'];

/**
 * Whether an uncurated raise row may match evidence that shows no frame: only when its words are distinctive
 * (long, or naming a connector; a short `{device} is not supported.` would match unrelated errors) or the
 * log prefix names the row's file.
 */
function distinctiveWithoutFrames(candidate: TemplateCandidate, evidence: Evidence): boolean {
  if (evidence.frames.length > 0 || candidate.row === null) return true;
  if (candidate.template.literalLength >= MIN_FRAMELESS_INDEX_LITERAL) return true;
  const words = candidate.template.literals.join(' ').toLowerCase();
  if (CONNECTOR_WORDS.some((word) => words.includes(word))) return true;
  return evidence.logFile !== null && evidence.logFile === basename(candidate.row.path);
}

/**
 * Whether a traceback's frames may hold a source-index raise site: no frames shown, a frame in the row's
 * file, or a frame in connector code (`vllm/distributed/kv_transfer/`, a connector package). Frames that
 * are all elsewhere (an unrelated `ValueError: Invalid format: 'yaml'` raised in the reporter's own code)
 * rule the row out, however well its words match.
 */
function framesMayHoldRaiseSite(rowPath: string, frames: Frame[]): boolean {
  if (frames.length === 0) return true;
  return frames.some((frame) => {
    if (frame.file.replaceAll('\\', '/').endsWith(rowPath)) return true;
    if (connectorNameForPath(frame.file) !== null) return true;
    return vllmPathOf(frame.file)?.startsWith(KV_TRANSFER_DIR) ?? false;
  });
}

/** Curated signatures without a template: exception type (dotted types as printed) and the raising frame. */
function bestFrameMatch(frames: FrameCandidate[], evidence: Evidence): Found | null {
  // A traceback cut above its final line may take the exception its log header names, for a signature with a raising line.
  const type = evidence.exceptionType ?? evidence.headerExceptionType ?? null;
  if (type === null) return null;
  for (const candidate of frames) {
    if (evidence.exceptionType === null && candidate.frame?.code === undefined) continue;
    if (candidate.exception !== null && !exceptionMatches(candidate.exception, type)) continue;
    if (candidate.frame !== null && !innermostFrameMatches(candidate.frame, evidence.frames)) continue;
    return { match: curatedMatch(candidate.entry, null, {}, 'frame'), rank: 1, evidence };
  }
  return null;
}

/**
 * Whether an exception as printed is the signature's class: the last dotted part is compared,
 * unless the signature itself is dotted (`nixl._bindings.nixlBackendError`), then the whole name.
 */
export function exceptionMatches(signatureType: string, printedType: string): boolean {
  const printed = canonicalExceptionType(printedType);
  const lastPart = printed.slice(printed.lastIndexOf('.') + 1);
  // A dotted signature is the class as its module prints it; a bare `nixlBackendError` (a repr) is that class too.
  if (signatureType.includes('.')) return printed === signatureType || (!printed.includes('.') && signatureType.endsWith(`.${printed}`));
  return lastPart === signatureType;
}

/** Whether the innermost frame has the signature's path suffix, function and code line. */
export function innermostFrameMatches(frame: FrameSignature, frames: Frame[]): boolean {
  const innermost = frames[frames.length - 1];
  if (innermost === undefined) return false;
  if (!innermost.file.replaceAll('\\', '/').endsWith(frame.path_suffix)) return false;
  if (frame.function !== undefined) {
    const name = innermost.function ?? '';
    if (name !== frame.function && !name.endsWith(`.${frame.function}`)) return false;
  }
  return frame.code === undefined || (innermost.code ?? '').trim() === frame.code.trim();
}

/**
 * A traceback whose innermost frames run a connector's code (or shared code under
 * `vllm/distributed/kv_transfer/`), when nothing else matched it.
 */
function connectorFileMatch(evidence: Evidence, commit: string, indexConnectorByPath: Map<string, string>): Found | null {
  if (evidence.kind !== 'traceback') return null;
  const innermost = evidence.frames.slice(-CONNECTOR_FRAME_DEPTH).reverse();
  for (const frame of innermost) {
    const path = vllmPathOf(frame.file);
    if (path === null) continue;
    const indexKey = indexConnectorByPath.get(path);
    const connector =
      connectorNameForPath(frame.file) ?? (indexKey !== undefined ? connectorNameForIndex(indexKey) : path.startsWith(KV_TRANSFER_DIR) ? 'kv_transfer' : null);
    if (connector === null) continue;
    const shortPath = path.startsWith(KV_TRANSFER_DIR) ? path.slice(KV_TRANSFER_DIR.length) : path;
    const functionName = frame.function ?? '';
    const match: Match = {
      id: functionName === '' ? `connector-file/${shortPath}` : `connector-file/${shortPath}:${functionName}`,
      connector,
      confidence: 'connector-file',
      curated: false,
      title: `Error in ${connector} code (${basename(path)}${functionName === '' ? '' : `, ${functionName}`})`,
      template: null,
      captures: {},
      // The line is the reporter's, not necessarily the same at `commit`: link the file only.
      source: { path, function: functionName, line: frame.line ?? 0, commit, url: vllmSourceUrl(commit, path, null) },
      evidence: { kind: 'traceback', index: 0, line: 0, text: '' },
    };
    return { match, rank: 3, evidence };
  }
  return null;
}

function curatedMatch(entry: CatalogEntry, template: string | null, captures: Record<string, string>, confidence: 'exact' | 'frame'): Match {
  const { path, function: functionName, line, commit } = entry.source;
  return {
    id: entry.id,
    connector: entry.connector,
    confidence,
    curated: true,
    title: entry.title,
    template,
    captures,
    source: {
      path,
      function: functionName,
      line,
      commit,
      url: vllmSourceUrl(entry.source.ref ?? commit, path, line > 0 ? line : null),
      ...(entry.source.ref === undefined ? {} : { ref: entry.source.ref }),
    },
    evidence: { kind: 'traceback', index: 0, line: 0, text: '' },
  };
}

function indexMatch(row: IndexRow, captures: Record<string, string>, commit: string): Match {
  const shortPath = row.path.startsWith(KV_TRANSFER_DIR) ? row.path.slice(KV_TRANSFER_DIR.length) : row.path;
  const what = row.kind === 'raise' ? `${row.class} raised` : `${row.class.toUpperCase()} logged`;
  return {
    id: `index/${shortPath}:${row.function}:${row.line}`,
    connector: connectorNameForIndex(row.connector),
    confidence: 'exact',
    curated: false,
    title: `${what} in ${row.function} (${basename(row.path)}:${row.line})`,
    template: row.message,
    captures,
    source: { path: row.path, function: row.function, line: row.line, commit, url: vllmSourceUrl(commit, row.path, row.line) },
    evidence: { kind: 'traceback', index: 0, line: 0, text: '' },
  };
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
  const { matches, inContext } = splitContextMatches(matchKnownErrors(extraction, catalog), extraction);
  return { matches: foldReproductions(matches), inContext };
}
