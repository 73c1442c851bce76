// Which catalog candidate matches one piece of evidence: the most specific template whose conditions (exception class,
// log file, raising frame, raise site) hold, or a curated signature of exception type and raising frame.
import { basename } from './catalog-match.js';
import type { FrameCandidate, FrameSignature, ModuleCapture, TemplateBuckets, TemplateCandidate } from './catalog-match.js';
import type { Evidence } from './evidence.js';
import { firstLinesOf, quotedMessagesOf } from './evidence.js';
import { KV_TRANSFER_DIR, connectorNameForPath } from './index-names.js';
import { curatedMatch, indexMatch, type Found } from './match-records.js';
import { matchLoosely } from './messages/loose-match.js';
import { matchTemplate, type PreparedMessage } from './messages/message.js';
import { canonicalExceptionType } from './messages/quoting.js';
import { firstWordOf } from './templates.js';
import { vllmPathOf } from '../vllm/links.js';
import type { Frame } from '../extract/types.js';

/**
 * The most specific template candidate that matches this evidence (most literal text, then catalog order).
 * Whole messages are tried first; only when none matches, the first line of a multi-line message is
 * (a final exception line followed by a context line the extraction joined to it, as in #54870's report).
 */
export function bestTemplateMatch(buckets: TemplateBuckets, evidence: Evidence, commit: string, loose = false): Found | null {
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
      if (captures !== null && moduleCaptureHolds(candidate.moduleCapture, captures)) best = { candidate, captures };
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

/** One condition of a candidate besides its template: whether it lets the candidate match this evidence. */
type CandidateRule = (candidate: TemplateCandidate, evidence: Evidence, isException: boolean) => boolean;

/** The non-template conditions of a candidate, one a row; a candidate applies when every row lets it. */
const CANDIDATE_RULES: CandidateRule[] = [
  // A log-only template: a log line, from its log file when both name one.
  (candidate, evidence) =>
    !candidate.logOnly ||
    (evidence.kind === 'error-line' && (candidate.logFile === null || evidence.logFile === null || candidate.logFile === evidence.logFile)),
  // An exception class: the message is an exception's, and of that class.
  (candidate, evidence, isException) =>
    candidate.exception === null || (isException && evidence.exceptionType !== null && exceptionMatches(candidate.exception, evidence.exceptionType)),
  // An uncurated raise row: frames that may hold its raise site, and words distinctive enough when no frame shows.
  (candidate, evidence) =>
    candidate.row === null ||
    candidate.row.kind !== 'raise' ||
    (framesMayHoldRaiseSite(candidate.row.path, evidence.frames) && distinctiveWithoutFrames(candidate, evidence)),
  // A raising frame: the innermost frame is it.
  (candidate, evidence) => candidate.frame === null || innermostFrameMatches(candidate.frame, evidence.frames),
  // A calling frame: some frame of the traceback is it.
  (candidate, evidence) => candidate.caller === null || someFrameMatches(candidate.caller, evidence.frames),
];

const candidateApplies: CandidateRule = (candidate, evidence, isException) => CANDIDATE_RULES.every((rule) => rule(candidate, evidence, isException));

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
export function bestFrameMatch(frames: FrameCandidate[], evidence: Evidence): Found | null {
  // A traceback cut above its final line may take the exception its log header names, for a signature with a raising line.
  const type = evidence.exceptionType ?? evidence.headerExceptionType ?? null;
  if (type === null) return null;
  for (const candidate of frames) {
    if (evidence.exceptionType === null && candidate.frame?.code === undefined) continue;
    if (candidate.exception !== null && !exceptionMatches(candidate.exception, type)) continue;
    if (candidate.frame !== null && !innermostFrameMatches(candidate.frame, evidence.frames)) continue;
    if (candidate.caller !== null && !someFrameMatches(candidate.caller, evidence.frames)) continue;
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
  return innermost !== undefined && frameMatches(frame, innermost);
}

/**
 * Whether any frame of the traceback has the signature's path suffix, function and code line: the vLLM frame a
 * library's generic error came through (`_nixl_handshake_listener` above pyzmq's `bind`). No frames, no match.
 */
export function someFrameMatches(frame: FrameSignature, frames: Frame[]): boolean {
  return frames.some((each) => frameMatches(frame, each));
}

function frameMatches(signature: FrameSignature, frame: Frame): boolean {
  const path = frame.file.replaceAll('\\', '/');
  if (signature.path_suffix !== undefined && !path.endsWith(signature.path_suffix)) return false;
  if (signature.package !== undefined && !path.split('/').slice(0, -1).includes(signature.package)) return false;
  if (signature.function !== undefined) {
    const name = frame.function ?? '';
    if (name !== signature.function && !name.endsWith(`.${signature.function}`)) return false;
  }
  if (signature.code_contains !== undefined && !(frame.code ?? '').includes(signature.code_contains)) return false;
  return signature.code === undefined || (frame.code ?? '').trim() === signature.code.trim();
}

/**
 * Whether a signature's module capture names a module of its package (`'vllm.config'` for `vllm`); quotes and
 * backticks around it are ignored. No constraint, always.
 */
export function moduleCaptureHolds(constraint: ModuleCapture | null, captures: Record<string, string>): boolean {
  if (constraint === null) return true;
  const value = unquoted(captures[constraint.capture] ?? '');
  if (value.startsWith(`${constraint.package}.`)) return value.length > constraint.package.length + 1;
  return constraint.submodules_only !== true && value === constraint.package;
}

/** A capture without the quotes `%R` and `{!r}` print around it (or the backticks a reporter puts there). */
function unquoted(value: string): string {
  const text = value.trim();
  const first = text[0] ?? '';
  return text.length >= 2 && `'"\``.includes(first) && text.endsWith(first) ? text.slice(1, -1) : text;
}
