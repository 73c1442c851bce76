// What the thread already says in words, each with the line it came from: the reporter's stated cause, what they
// tried or verified, the versions they give, the config they describe, and what later comments found. Each sentence
// of the prose is read by the table of sentence readers (`sentences/readers.ts`); the title and the platform here.
import { isEvidence } from '../extract/roles.js';
import { filterBlocks, findBlock, someBlock } from '../extract/markdown/block-store.js';
import type { Block, BlockList, ErrorLine, Traceback } from '../extract/types.js';
import { readReportedCause, type ReportedCause } from './reported-cause.js';
import { readModelServed } from './sentences/model-served.js';
import { factOf, sentencesOf, type ReadingState, type Sentence, type ThreadFacts } from './sentences/facts.js';
import { SENTENCE_READERS } from './sentences/readers.js';
import { cutText } from '../text/cut.js';

export { bundledVllmWords, clipQuote, whereSaid } from './sentences/facts.js';
export type { BundledBuild, Resolution, ResolutionFound, ThreadFact, ThreadFacts, VerifiedPackage } from './sentences/facts.js';

const MAX_BLOCK = 20_000;
/** The capture's header lines (`user · comment · 2025-10-17`): what follows is a later comment. */
const CAPTURE_COMMENT = /^\S{1,60} · comment · /;
/** What every capture header holds: text without it has none. */
const CAPTURE_MARK = ' · comment · ';

/** The words a title says when with (`… breaks under high concurrency`, `… crashes if retrieve() fails`). */
const CONDITION_WORDS = [' under ', ' when ', ' if ', ' after ', ' during ', ' while ', ' with high ', ' at high '];

/** The words a title says why with (`… because the prefill pod restarted`, `… due to a stale agent`). */
const CAUSE_TITLE_WORDS = [' because ', ' due to ', ' caused by '];

/** When (or, with the cause words, why) the title says the failure happens, from that word to its end (at most 80 characters), or null. */
function readTitleCondition(blocks: BlockList, words: readonly string[] = CONDITION_WORDS): string | null {
  const title = findBlock(blocks, (block) => block.startLine === 0 && block.kind === 'text' && block.source.kind === 'body');
  if (title === undefined) return null;
  const text = ` ${title.text.replace(/\s+/g, ' ').trim()}`;
  const lower = text.toLowerCase();
  let at = -1;
  for (const word of words) {
    const found = lower.indexOf(word);
    if (found !== -1 && (at === -1 || found < at)) at = found;
  }
  if (at === -1) return null;
  let condition = cutText(text.slice(at + 1), 80, '').trim();
  while (/[.!?,;:]$/.test(condition)) condition = condition.slice(0, -1);
  return condition.split(' ').length >= 2 ? condition : null;
}

/** What shows an NVIDIA GPU: the vendor, its tools and data-centre or RTX models (`A100`, `H20`, `GB200`). */
const NVIDIA_MARKS =
  /\b(?:nvidia|nvidia-smi|cuda_visible_devices|a10g?|a30|a40|a100|a800|h20|h100|h200|h800|b100|b200|gb200|gh200|l20|l40s?|v100|rtx\s?\d{4})\b/i;
/** What shows ROCm: the platform (not collect_env's `ROCM used to build PyTorch: N/A`), its tools, AMD Instinct models. */
const ROCM_MARKS = /\b(?:rocm(?! used to build pytorch: n\/a)|rocm-smi|hip_visible_devices|amd instinct|mi2[05]0x?|mi3[0-5]\dx?)\b/i;

/** The platform the thread's evidence shows, from any of its blocks (collect_env output included). */
function readPlatform(blocks: BlockList): 'nvidia' | 'rocm' | null {
  let nvidia = false;
  let rocm = false;
  for (const block of blocks) {
    // Case-insensitive patterns: no lower-cased copy of each block.
    const text = cutText(block.text, MAX_BLOCK, '');
    nvidia ||= NVIDIA_MARKS.test(text);
    rocm ||= ROCM_MARKS.test(text);
    if (nvidia && rocm) return null;
  }
  return nvidia ? 'nvidia' : rocm ? 'rocm' : null;
}

/** Whether a block of a captured thread (one body) holds a `user · comment · date` line: the text after it is a later comment. */
function opensLaterComment(block: Block, text: string): boolean {
  return (
    block.kind === 'text' && block.source.kind === 'body' && text.includes(CAPTURE_MARK) && text.split('\n').some((line) => CAPTURE_COMMENT.test(line.trim()))
  );
}

/** The facts known before any sentence is read: the tracebacks' and error lines' final exceptions, the title, the platform. */
function initialFacts(trusted: BlockList, tracebacks: Traceback[], errorLines: ErrorLine[], reported: ReportedCause): ThreadFacts {
  return {
    statedCause: null,
    resolution: null,
    verified: [],
    packageVersions: [],
    tried: null,
    worksWithout: null,
    afterUpgrade: reported.afterUpgrade,
    previousVersionNamed: reported.previousVersionNamed,
    versions: [],
    configInWords: null,
    finalExceptionVisible:
      tracebacks.some((traceback) => traceback.exception !== null && isEvidence(traceback.source)) ||
      errorLines.some((line) => line.exception !== null && isEvidence(line.source)),
    bundledBy: null,
    platform: readPlatform(trusted),
    titleCondition: readTitleCondition(trusted),
    titleCause: readTitleCondition(trusted, CAUSE_TITLE_WORDS),
    images: [],
    callNamed: null,
    peerStayedUp: null,
    oneHost: null,
    projectVersions: [],
    modelServed: readModelServed(trusted),
  };
}

/** Each sentence of one prose block through every reader (the environment section's only through those that read it). */
function readBlock(block: Block, text: string, later: boolean, state: ReadingState): void {
  const section = (block.section ?? '').toLowerCase();
  // The form's environment section states versions and the setup, not a diagnosis; its checklist states nothing.
  const environment = !later && section.includes('environment');
  if (!later && section.includes('before submitting')) return;
  for (const { sentence: words, offset } of sentencesOf(text)) {
    if (words.includes(CAPTURE_MARK) && CAPTURE_COMMENT.test(words.trim())) continue;
    const sentence: Sentence = { text: words, lower: words.toLowerCase(), block, offset, later, environment };
    for (const reader of SENTENCE_READERS) if (reader.environment || !environment) reader.read(sentence, state);
  }
}

/**
 * Read what the thread says in words. Only the reporter's and maintainers' prose counts (title, text blocks;
 * never code, a blockquote, an environment section, or text another user wrote). Linear: each block is split
 * into sentences once and each sentence is read by every reader of the table.
 * @param blocks the thread's blocks, body first, comments in order (the title is line 0)
 * @param tracebacks the thread's tracebacks
 * @param errorLines the thread's error lines
 * @param reportedOfAll `readReportedCause` of all of `blocks`, when the caller has it: the same reading when every block is evidence
 */
export function readThreadFacts(blocks: BlockList, tracebacks: Traceback[], errorLines: ErrorLine[], reportedOfAll?: ReportedCause): ThreadFacts {
  // No copy when every block is evidence (most threads): a text of one-line blocks made it as large as the blocks' list.
  const trusted = someBlock(blocks, (block) => !isEvidence(block.source)) ? filterBlocks(blocks, (block) => isEvidence(block.source)) : blocks;
  const reported = reportedOfAll !== undefined && trusted.length === blocks.length ? reportedOfAll : readReportedCause(trusted);
  const state: ReadingState = {
    facts: initialFacts(trusted, tracebacks, errorLines, reported),
    worksWithoutSaid: reported.worksWithout,
    seenVersions: new Set(),
    causeHeading: false,
    causeLeadIn: false,
    fixLeadIn: null,
    resolutionIsDiagnosis: false,
  };
  // In a captured thread (one body) the text after a `user · comment · date` line is a later comment.
  let laterComment = false;
  for (const block of trusted) {
    const text = cutText(block.text, MAX_BLOCK, '');
    if (opensLaterComment(block, text)) laterComment = true;
    if (block.kind !== 'text' || block.quoted === true) continue;
    readBlock(block, text, block.source.kind === 'comment' || laterComment, state);
  }
  const facts = state.facts;
  // The sentence the cause reader found, when it was not split the same way here.
  if (facts.worksWithout === null && reported.worksWithout !== null) {
    const said = reported.worksWithout;
    const block = findBlock(trusted, (candidate) => candidate.text.includes(said));
    if (block !== undefined) facts.worksWithout = factOf({ text: said, lower: '', block, offset: 0, later: false, environment: false });
  }
  return facts;
}
