// What the thread already says in words, each with the line it came from: the reporter's stated cause, what they
// tried or verified, the versions they give, the config they describe, and what later comments found.
import { isEvidence } from '../extract/roles.js';
import type { Block, ErrorLine, TextSource, Traceback } from '../extract/types.js';
import { holdsWord } from './failure.js';
import { parseVersion } from '../vllm/version-order.js';
import { offersSetting, readReportedCause, type ReportedCause } from './reported-cause.js';
import { cutText } from '../text/cut.js';

/** One thing the thread says, as written (trimmed, at most MAX_QUOTE characters) and where. */
export interface ThreadFact {
  text: string;
  /** 1-based line in its source's markdown. */
  line: number;
  source: TextSource;
  /** Said in a later comment: a comment's own text, or a captured thread's text after a `user · comment · date` line. */
  later?: boolean;
}

/** The connector packages a reporter may say they installed or verified. */
export type VerifiedPackage = 'nixl' | 'lmcache' | 'mooncake';

/** What the thread says, read once from its prose (title and text blocks; never code, quotes or another user's words). */
export interface ThreadFacts {
  /** The reporter's own diagnosis ("the root cause is …", "this is because …"). */
  statedCause: ThreadFact | null;
  /** What a later comment found: "it was because …", "fixed by #N", "the workaround is …", "solved it by …". */
  resolution: ThreadFact | null;
  /** Packages the reporter says are installed ("we verified that nixl is installed", "pip list confirms"). */
  verified: { package: VerifiedPackage; fact: ThreadFact }[];
  /** Connector package versions given in prose (`lmcache: dev commit id: 4175a69…`, `nixl 0.6.0`), by package. */
  packageVersions: { package: VerifiedPackage; fact: ThreadFact }[];
  /** What the reporter tried and saw help ("reducing X, the issue disappears"). */
  tried: ThreadFact | null;
  /** "It works without the store" / "only since we enabled the connector". */
  worksWithout: ThreadFact | null;
  /** The reporter says it broke after an upgrade. */
  afterUpgrade: boolean;
  /** "Only after upgrading from X": the reporter names the version it came from. */
  previousVersionNamed: boolean;
  /** Versions given in prose, development builds (`0.1.dev1+g<sha>`) included, one per side of a P/D pair; distinct, in order. */
  versions: { version: string; fact: ThreadFact }[];
  /** The connector configuration stated in words: a connector class and its role or policy named in prose. */
  configInWords: ThreadFact | null;
  /** Whether a final exception line (`Type: message`) is visible, in a traceback or on its own. */
  finalExceptionVisible: boolean;
  /**
   * The build of another project that brought the reporter's vLLM, when no vLLM version is given: a pin that installs
   * vLLM as an extra (`ai-dynamo[vllm]==0.4.1`) or a Dynamo release or checkout (`Dynamo 0.4.1`, `dynamo @ e32fe6`).
   * `build` is the words as written (at most 60 characters).
   */
  bundledBy: BundledBuild | null;
  /** When the title says the failure happens (`under high concurrency`, `if retrieve() fails`): its words from that word on. */
  titleCondition: string | null;
  /** Why the title says it fails (`… because the prefill pod restarted`), from its cause word on. */
  titleCause: string | null;
  /** The GPU platform the thread shows (an NVIDIA GPU model or `nvidia-smi`; ROCm, an AMD Instinct model), null when neither or both. */
  platform: 'nvidia' | 'rocm' | null;
  /** Container images the reporter runs (`lmcache/vllm-openai`, `vllm/vllm-openai:v0.11.0`), named in a sentence about images or docker; at most 4. */
  images: { name: string; tag: string | null }[];
}

/** Another project's build that brought the reporter's vLLM, where the thread says it; `build` is its words as written. */
export type BundledBuild = ThreadFact & { build: string };

/** Where a fact was said, as a reader of the thread finds it: the title, the description or a later comment (GitHub shows no line numbers). */
export function whereSaid(fact: ThreadFact): string {
  if (fact.line === 0) return 'the title';
  return fact.later === true ? 'a later comment' : 'the description';
}

const MAX_QUOTE = 200;

/**
 * A quote within `max` characters, cut at a word's end (never mid-word) with `…`.
 * @param text the quote
 * @param max its longest length, `…` included
 */
export function clipQuote(text: string, max = MAX_QUOTE): string {
  if (text.length <= max) return text;
  const cut = cutText(text, max - 1, '');
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space).replace(/[,;:]$/, '') : cut}…`;
}
const MAX_SENTENCE = 600;
const MAX_BLOCK = 20_000;

const CAUSE_WORDS = [
  'root cause',
  'the cause is',
  'the cause was',
  'this is because',
  'it is because',
  'this happens because',
  'is caused by',
  'was caused by',
  'the reason is',
  'miscalculated',
  'mis-calculated',
  'possible fix is',
  'proposed fix is',
  'the fix would be',
  'a fix would be',
  // The reporter's own "I found why", in the ordinary ways it is said.
  // Not "the problem is that" nor "I found that": reporters describe the symptom with them as often as the cause.
  'the bug is that',
  'the culprit is',
  'i traced it',
  'i found the cause',
  'i figured out why',
];
const RESOLUTION_WORDS = [
  'it was because',
  'was fixed by',
  'fixed by #',
  'fixed in #',
  'fixed it',
  'the fix was',
  'the fix is',
  'solved by',
  'solved it',
  'resolved by',
  'resolved it',
  'the workaround is',
  'workaround:',
  'as a workaround',
  'a workaround is',
  'workaround for now',
  'you can work around',
  'works now',
  'working now',
  'turned out',
  'the problem was',
  // The reporter's own mistake, found later ("sorry, it was a typo in my script").
  'a typo in my',
  'was a typo',
  'my mistake',
  'my bad',
  'my own code',
];
/** A maintainer's diagnosis in a reply ("this is triggered by EAGLE spec decoding"): the thread's answer, from a maintainer only. */
const MAINTAINER_DIAGNOSIS_WORDS = [
  'is triggered by',
  'is due to',
  'comes from',
  'the issue is that',
  'the problem is that',
  'this is a known issue',
  'is a bug in',
];
const INSTALLED_WORDS = [
  'is installed',
  'are installed',
  'was installed',
  'installed correctly',
  'already installed',
  'confirms its presence',
  'pip list shows',
  'pip list confirms',
  'is present',
];
const NOT_INSTALLED = [
  'not installed',
  "isn't installed",
  'is not present',
  'how to install',
  'failed to install',
  'cannot install',
  "can't install",
  'install fails',
];
const PACKAGE_WORDS: [string, VerifiedPackage][] = [
  ['nixl', 'nixl'],
  ['lmcache', 'lmcache'],
  ['mooncake', 'mooncake'],
];
/** What the reporter tried and saw work: "reducing it to 2 GB, the issue disappears", "no such problem in 0.3.1". */
const TRIED_WORDS = [
  'disappear',
  'goes away',
  'went away',
  'no such problem',
  'does not happen with',
  "doesn't happen with",
  'works fine with',
  'worked fine with',
];
/** What follows a package's name when its version is given: `: 0.3.1`, ` v0.6.0`, `==0.3.3`, `: dev commit id: 4175a69`. */
const PACKAGE_VERSION = /^(?:[ :=]{1,4}|\s+version[ :]{1,3})(?:v?\d{1,3}\.\d|(?:dev )?commit(?: id)?[ :]{1,3}[0-9a-f]{7})/;
const CONFIG_WORDS = ['kv_role', 'kv_producer', 'kv_consumer', 'kv_both', 'policy', 'kv_load_failure', 'as the connector', 'connector with', 'with async'];
const CONNECTOR_CLASSES =
  /\b(?:MooncakeStoreConnector|MooncakeConnector|NixlConnector|LMCacheConnectorV1|LMCacheMPConnector|OffloadingConnector|P2pNcclConnector|MultiConnector|SharedStorageConnector|ExampleConnector)\b/;
/** A version as prose gives it: `0.25.1`, `v0.28.1rc1.dev`, `0.1.dev1+g1a2b3c4`; at most 64 characters. Not a file name's (`vllm-integration-v0.2.md`). */
const VERSION_TOKEN =
  /(?<![\w.])v?(\d{1,3}\.\d{1,4}(?:\.\d{1,4})?(?:rc\d{1,3})?(?:\.post\d{1,3})?(?:\.dev\d{0,6})?(?:\+g[0-9a-f]{6,40})?)(?![\w+]|\.(?:md|txt|html|rst|py|ya?ml|json)\b)/g;
/** The package a version is pinned for, right before it: `name==`, `name[extra]>=` (the name without its extras). */
const PINNED_BEFORE = /([A-Za-z][\w.-]{0,60})(?:\[[\w,.-]{0,60}\])?\s{0,2}(?:===?|>=|~=)\s{0,2}$/;
/** The word right before a version (`Dynamo 0.4.1`, `LMCache v0.3.1`). */
const NAMED_BEFORE = /([A-Za-z][\w-]{0,30})\s{1,2}$/;
/** Products whose versions reporters give beside vLLM's: a version right after their name is theirs. */
const OTHER_PRODUCTS = new Set([
  'dynamo',
  'ai-dynamo',
  'lmcache',
  'nixl',
  'mooncake',
  'sglang',
  'ucx',
  'cuda',
  'torch',
  'pytorch',
  'python',
  'ray',
  'cann',
  'vllm-ascend',
  'transformers',
  'triton',
  'nccl',
  'flashinfer',
  'kvcached',
  'llm-d',
  'kserve',
  'gpustack',
  'aibrix',
  'docker',
]);
/**
 * A build of another project that carries its own vLLM: a pin whose extras hold `vllm` (`ai-dynamo[vllm]==0.4.1`), or
 * Dynamo named with a release or a checkout (`Dynamo 0.4.1`, `dynamo @ e32fe6`, `dynamo commit e32fe6`). Not
 * `torch._dynamo` (no word boundary after `_`).
 */
const BUNDLED_BUILD =
  /\b(?:[a-z][\w.-]{0,40}\[(?:[\w.-]{1,20},)*vllm(?:,[\w.-]{1,20})*\]\s?(?:===?|~=)\s?v?\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?:\.post\d{1,3})?|(?:ai-)?dynamo(?:\s(?:v|version\s)?\d{1,3}\.\d{1,3}(?:\.\d{1,3})?|\s?@\s?[0-9a-f]{6,40}\b|\s(?:at\s)?commit\s[0-9a-f]{6,40}\b))/i;
/** The words a title says when with (`… breaks under high concurrency`, `… crashes if retrieve() fails`). */
const CONDITION_WORDS = [' under ', ' when ', ' if ', ' after ', ' during ', ' while ', ' with high ', ' at high '];

/** The words a title says why with (`… because the prefill pod restarted`, `… due to a stale agent`). */
const CAUSE_TITLE_WORDS = [' because ', ' due to ', ' caused by '];

/** When (or, with the cause words, why) the title says the failure happens, from that word to its end (at most 80 characters), or null. */
function readTitleCondition(blocks: Block[], words: readonly string[] = CONDITION_WORDS): string | null {
  const title = blocks.find((block) => block.startLine === 0 && block.kind === 'text' && block.source.kind === 'body');
  if (title === undefined) return null;
  const text = ` ${title.text.replace(/\s+/g, ' ').trim()}`;
  const lower = text.toLowerCase();
  let at = -1;
  for (const word of words) {
    const found = lower.indexOf(word);
    if (found !== -1 && (at === -1 || found < at)) at = found;
  }
  if (at === -1) return null;
  let condition = text.slice(at + 1, at + 81).trim();
  while (/[.!?,;:]$/.test(condition)) condition = condition.slice(0, -1);
  return condition.split(' ').length >= 2 ? condition : null;
}

/** What shows an NVIDIA GPU: the vendor, its tools and data-centre or RTX models (`A100`, `H20`, `GB200`). */
const NVIDIA_MARKS =
  /\b(?:nvidia|nvidia-smi|cuda_visible_devices|a10g?|a30|a40|a100|a800|h20|h100|h200|h800|b100|b200|gb200|gh200|l20|l40s?|v100|rtx\s?\d{4})\b/i;
/** What shows ROCm: the platform (not collect_env's `ROCM used to build PyTorch: N/A`), its tools, AMD Instinct models. */
const ROCM_MARKS = /\b(?:rocm(?! used to build pytorch: n\/a)|rocm-smi|hip_visible_devices|amd instinct|mi2[05]0x?|mi3[0-5]\dx?)\b/i;

/** The platform the thread's evidence shows, from any of its blocks (collect_env output included). */
function readPlatform(blocks: Block[]): 'nvidia' | 'rocm' | null {
  let nvidia = false;
  let rocm = false;
  for (const block of blocks) {
    // Case-insensitive patterns: no lower-cased copy of each block.
    const text = block.text.slice(0, MAX_BLOCK);
    nvidia ||= NVIDIA_MARKS.test(text);
    rocm ||= ROCM_MARKS.test(text);
    if (nvidia && rocm) return null;
  }
  return nvidia ? 'nvidia' : rocm ? 'rocm' : null;
}

/** An image name, `owner/name` with an optional `:tag`, not a path (no further `/`) nor a file (`.py`, `.md`…). */
const IMAGE_NAME = /(?<![\w./-])([a-z0-9][a-z0-9_-]{0,38}\/[a-z0-9][a-z0-9_.-]{0,60})(?::(\w[\w.-]{0,60}))?(?![\w/:-])/g;
const FILE_SUFFIX = /\.(?:py|md|txt|ya?ml|json|sh|html|rst|log|cpp|h)$/;
const VERSION_CONTEXT = ['vllm', 'prefill', 'decode', 'version', 'upgrad', 'release', 'build'];
/** The capture's header lines (`user · comment · 2025-10-17`): what follows is a later comment. */
const CAPTURE_COMMENT = /^\S{1,60} · comment · /;
/** What every capture header holds: text without it has none. */
const CAPTURE_MARK = ' · comment · ';
/** Every INSTALLED_WORDS phrase holds `install`, `presen` or `pip list`: a sentence with none of them says nothing installed. */
const mayTellInstalled = (lower: string): boolean => lower.includes('install') || lower.includes('presen') || lower.includes('pip list');

function fact(sentence: string, block: Block, offset: number, later = false): ThreadFact {
  const text = sentence.trim().replace(/\s+/g, ' ');
  return {
    text: clipQuote(text),
    line: block.startLine + offset,
    source: block.source,
    ...(later || block.source.kind === 'comment' ? { later: true } : {}),
  };
}

/** A lead-in quote (`… is violated under load failure:`) with the sentence it leads into, within MAX_QUOTE characters. */
function joinQuote(lead: string, next: string): string {
  const text = `${lead} ${next.trim().replace(/\s+/g, ' ').replace(/\*\*/g, '')}`;
  return clipQuote(text);
}

/** The sentences of a prose block with the line each starts on (relative to the block); linear. */
function sentencesOf(text: string): { sentence: string; offset: number }[] {
  const out: { sentence: string; offset: number }[] = [];
  let start = 0;
  let line = 0;
  let startLine = 0;
  for (let index = 0; index <= text.length; index += 1) {
    const char = text[index];
    const end = index === text.length || char === '\n' || char === '!' || char === '?' || (char === '.' && /\s/.test(text[index + 1] ?? ' '));
    if (end) {
      const sentence = text.slice(start, index + (char === '.' ? 1 : 0));
      if (sentence.trim() !== '' && sentence.length <= MAX_SENTENCE) out.push({ sentence, offset: startLine });
      start = index + 1;
      if (char === '\n') line += 1;
      startLine = line;
    }
  }
  return out;
}

/**
 * The versions one sentence gives, when it talks about vLLM, a P/D side or an upgrade.
 * @param sentence the sentence as written
 * @param lower the sentence lower-cased
 */
function versionsIn(sentence: string, lower: string): string[] {
  if (!VERSION_CONTEXT.some((word) => lower.includes(word))) return [];
  const found: string[] = [];
  for (const match of sentence.matchAll(VERSION_TOKEN)) {
    const version = match[1] ?? '';
    // A pin of another package (`ai-dynamo[vllm]==0.4.1`, `lmcache==0.3.1`) is that package's version, not vLLM's.
    const pinned = PINNED_BEFORE.exec(sentence.slice(Math.max(0, (match.index ?? 0) - 80), match.index ?? 0));
    if (pinned !== null && (pinned[1] ?? '').toLowerCase() !== 'vllm') continue;
    // So is a version right after another product's name (`Dynamo 0.4.1`, `LMCache v0.3.1`).
    const named = NAMED_BEFORE.exec(sentence.slice(Math.max(0, (match.index ?? 0) - 40), match.index ?? 0));
    if (named !== null && OTHER_PRODUCTS.has((named[1] ?? '').toLowerCase())) continue;
    // Only what reads as a vLLM-like version (`0.x` or a development build), not `1.5` of another tool.
    if (version.startsWith('0.') && parseVersion(version.replace(/\.dev$/, '')) !== null) found.push(version);
    if (found.length >= 4) break;
  }
  return found;
}

/**
 * Read what the thread says in words. Only the reporter's and maintainers' prose counts (title, text blocks;
 * never code, a blockquote, an environment section, or text another user wrote). Linear: each block is split
 * into sentences once and each sentence is checked against fixed words.
 * @param blocks the thread's blocks, body first, comments in order (the title is line 0)
 * @param tracebacks the thread's tracebacks
 * @param errorLines the thread's error lines
 * @param reportedOfAll `readReportedCause` of all of `blocks`, when the caller has it: the same reading when every block is evidence
 */
export function readThreadFacts(blocks: Block[], tracebacks: Traceback[], errorLines: ErrorLine[], reportedOfAll?: ReportedCause): ThreadFacts {
  const trusted = blocks.filter((block) => isEvidence(block.source));
  const reported = reportedOfAll !== undefined && trusted.length === blocks.length ? reportedOfAll : readReportedCause(trusted);
  const facts: ThreadFacts = {
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
  };
  const seenVersions = new Set<string>();
  // In a captured thread (one body) the text after a `user · comment · date` line is a later comment.
  let laterComment = false;
  let causeHeading = false;
  let resolutionIsDiagnosis = false;
  let causeLeadIn = false;
  for (const block of trusted) {
    const text = block.text.slice(0, MAX_BLOCK);
    if (
      block.kind === 'text' &&
      block.source.kind === 'body' &&
      text.includes(CAPTURE_MARK) &&
      text.split('\n').some((line) => CAPTURE_COMMENT.test(line.trim()))
    )
      laterComment = true;
    if (block.kind !== 'text' || block.quoted === true) continue;
    const inComment = block.source.kind === 'comment' || laterComment;
    const section = (block.section ?? '').toLowerCase();
    // The form's environment section states versions and the setup, not a diagnosis; its checklist states nothing.
    const environment = !inComment && section.includes('environment');
    if (!inComment && section.includes('before submitting')) continue;
    for (const { sentence, offset } of sentencesOf(text)) {
      const lower = sentence.toLowerCase();
      if (sentence.includes(CAPTURE_MARK) && CAPTURE_COMMENT.test(sentence.trim())) continue;
      if (facts.configInWords === null && CONNECTOR_CLASSES.test(sentence) && CONFIG_WORDS.some((word) => lower.includes(word)))
        facts.configInWords = fact(sentence, block, offset, inComment);
      for (const version of versionsIn(sentence, lower)) {
        if (seenVersions.has(version) || facts.versions.length >= 8) continue;
        seenVersions.add(version);
        facts.versions.push({ version, fact: fact(sentence, block, offset, inComment) });
      }
      if (facts.bundledBy === null) {
        // Every BUNDLED_BUILD match (read with the backticks gone) holds `dynamo`, or `vllm` after the `[` or a `,` of
        // a pin's extras: the same words looked for without backticks let every match through.
        const plain = lower.includes('`') ? lower.replace(/`/g, '') : lower;
        const build = plain.includes('dynamo') || plain.includes('[vllm') || plain.includes(',vllm') ? BUNDLED_BUILD.exec(sentence.replace(/`/g, '')) : null;
        if (build !== null) facts.bundledBy = { ...fact(sentence, block, offset, inComment), build: cutText(build[0], 60, '') };
      }
      if (facts.images.length < 4 && (lower.includes('image') || lower.includes('docker'))) {
        for (const image of sentence.replace(/`/g, ' ').matchAll(IMAGE_NAME)) {
          // A sentence's full stop is not part of the name.
          let name = image[1] ?? '';
          while (name.endsWith('.') || name.endsWith('-')) name = name.slice(0, -1);
          if (FILE_SUFFIX.test(name) || facts.images.some((item) => item.name === name) || facts.images.length >= 4) continue;
          facts.images.push({ name, tag: image[2] ?? null });
        }
      }
      for (const [word, name] of PACKAGE_WORDS) {
        if (facts.packageVersions.some((item) => item.package === name)) continue;
        const at = lower.indexOf(word);
        if (at !== -1 && PACKAGE_VERSION.test(lower.slice(at + word.length, at + word.length + 40)))
          facts.packageVersions.push({ package: name, fact: fact(sentence, block, offset, inComment) });
      }
      if (environment) continue;
      if (facts.tried === null && TRIED_WORDS.some((word) => lower.includes(word))) facts.tried = fact(sentence, block, offset, inComment);
      if (causeLeadIn && facts.statedCause !== null) {
        // A diagnosis that ends on a colon leads into what it says: the sentence after it belongs to the quote.
        facts.statedCause = { ...facts.statedCause, text: joinQuote(facts.statedCause.text, sentence) };
        causeLeadIn = false;
      } else if (facts.statedCause === null && (causeHeading || CAUSE_WORDS.some((word) => lower.includes(word)))) {
        // A heading (`## Root cause`) says where the diagnosis is: the sentence after it is the diagnosis.
        causeHeading = !causeHeading && lower.replace(/[#*_:\s]/g, '').length <= 20;
        if (!causeHeading) {
          facts.statedCause = fact(sentence, block, offset, inComment);
          causeLeadIn = facts.statedCause.text.endsWith(':');
        }
      }
      // A reply's workaround (a setting to change) is the decision even after a diagnosis was read first.
      if ((facts.resolution === null || resolutionIsDiagnosis) && inComment && offersSetting(sentence)) {
        facts.resolution = fact(sentence, block, offset, inComment);
        resolutionIsDiagnosis = false;
      }
      if (facts.resolution === null && inComment && RESOLUTION_WORDS.some((word) => lower.includes(word)))
        facts.resolution = fact(sentence, block, offset, inComment);
      if (facts.resolution === null && block.source.role === 'maintainer' && MAINTAINER_DIAGNOSIS_WORDS.some((word) => lower.includes(word))) {
        facts.resolution = fact(sentence, block, offset, inComment);
        resolutionIsDiagnosis = true;
      }
      if (facts.worksWithout === null && reported.worksWithout !== null && sentence.includes(reported.worksWithout.slice(0, 60)))
        facts.worksWithout = fact(sentence, block, offset, inComment);
      if (mayTellInstalled(lower) && INSTALLED_WORDS.some((word) => lower.includes(word)) && !NOT_INSTALLED.some((word) => lower.includes(word))) {
        for (const [word, name] of PACKAGE_WORDS) {
          if (holdsWord(lower, [word]) && !facts.verified.some((item) => item.package === name))
            facts.verified.push({ package: name, fact: fact(sentence, block, offset, inComment) });
        }
      }
    }
  }
  // The sentence the cause reader found, when it was not split the same way here.
  if (facts.worksWithout === null && reported.worksWithout !== null) {
    const block = trusted.find((candidate) => candidate.text.includes(reported.worksWithout as string));
    if (block !== undefined) facts.worksWithout = fact(reported.worksWithout, block, 0);
  }
  return facts;
}
