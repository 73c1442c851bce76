// A vLLM release stated bare in the reporter's prose (`we run v0.11.0 on two nodes`): the weakest reading of their
// version, taken only when nothing names it better, and never when a word just before names another project.
import { cutText } from '../text/cut.js';

/** A release of the 0.x series vLLM uses, as a whole token (`0.21.0`, `v0.15.0rc1`, `0.6.4.post1`), at the start of `text`. */
export const SERIES_VERSION = /^v?(0\.\d{1,4}\.\d{1,4}(?:rc\d{1,4})?(?:\.post\d{1,4})?)(?![\w+]|\.\d)/i;

/** The word without the given characters at its start and end (linear: one pass from each side). */
function trimmed(word: string, leading: string, trailing: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && leading.includes(word[start] as string)) start += 1;
  while (end > start && trailing.includes(word[end - 1] as string)) end -= 1;
  return word.slice(start, end);
}

/** How many words before a bare prose version may name another package (`upgraded nixl to v0.5.0`). */
const PROSE_LOOKBACK = 3;
/** Projects with 0.x releases of their own that reports name beside vLLM. */
const OTHER_PROJECTS = [
  'lmcache',
  'mooncake',
  'nixl',
  'ucx',
  'dynamo',
  'aibrix',
  'llm-d',
  'sglang',
  'flashinfer',
  'triton',
  'ray',
  'deepep',
  'kserve',
  'gpustack',
  'torch',
  'transformers',
  'cann',
];

/** Whether a lower-cased word names another project or a package (`nixl`, `lmcache-ascend`, `nixl_cu12`), not vLLM. */
function namesOtherPackage(word: string): boolean {
  const bare = trimmed(word, '(`\'"[', '`\'")]:,;=');
  if (bare.startsWith('vllm')) return false;
  return OTHER_PROJECTS.some((name) => bare.startsWith(name)) || /^[a-z][a-z0-9.]*[_-][a-z0-9._-]+$/.test(bare);
}

/**
 * The first `v0.x.y` standing alone in a text block of prose whose few words before name no other package
 * (`we run v0.11.0 on two nodes`, `I am on v0.11.0`), or null (`lmcache v0.3.10`, `upgraded nixl to v0.5.0`).
 * @param text a text block (the caller bounds its length)
 */
export function proseReleaseIn(text: string): string | null {
  for (const line of text.split('\n')) {
    if (!line.includes('v0.')) continue;
    const tokens = cutText(line, 2048, '').split(/\s+/);
    for (let index = 0; index < tokens.length; index += 1) {
      const token = (tokens[index] as string).replace(/^[(`'"]/, '');
      const found = token.startsWith('v0.') ? SERIES_VERSION.exec(trimmed(token, '', '`\'").,;:!?')) : null;
      if (found === null) continue;
      const before = tokens.slice(Math.max(0, index - PROSE_LOOKBACK), index).map((word) => word.toLowerCase());
      if (before.some(namesOtherPackage)) continue;
      return found[1] ?? null;
    }
  }
  return null;
}

/** Words that may stand right before a bare version without naming another package (`Version: v0.21.0`). */
const NOT_PACKAGE_WORDS = new Set([
  'version',
  'versions',
  'ver',
  'vllm',
  'release',
  'tag',
  'image',
  'build',
  'using',
  'use',
  'on',
  'with',
  'and',
  'is',
  'at',
  'running',
  'run',
  'of',
  'from',
  'env',
  'environment',
]);
/** Tokens that only separate the parts of an environment line (`H200 + v0.21.0 + CUDA 12.9`). */
const SEPARATOR_TOKEN = /^[+,;:|/&=*•·-]{1,3}$/;

/** Whether a token names a package, whose version the next token would be (`lmcache`, `flashinfer`, `nixl_cu12`, `mooncake-transfer-engine`). */
function isPackageWord(token: string): boolean {
  const word = token.replace(/(?<![:,;=])[:,;=]+$/, '');
  if (!/^[A-Za-z][A-Za-z0-9._-]{0,80}$/.test(word) || NOT_PACKAGE_WORDS.has(word.toLowerCase())) return false;
  // `vllm-ascend v0.11.0`, `vLLM-Ascend: v0.11.0`: vLLM's own builds, whose release is vLLM's.
  if (/^vllm[-_]/i.test(word)) return false;
  return /[_-]/.test(word) || /^[A-Za-z]{3,}$/.test(word);
}

/**
 * A `v0.x.y` standing on its own in an environment section (`H200 + v0.21.0 + CUDA 12.9`): vLLM's release, unless
 * the word before it names another package (`lmcache v0.3.10`, `flashinfer v0.2.8`).
 * @param line one line of an environment section
 */
export function environmentVersion(line: string): string | null {
  if (!line.includes('v0.')) return null;
  const tokens = cutText(line, 2048, '').split(/\s+/);
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as string;
    if (!token.startsWith('v0.') && !token.startsWith('(v0.')) continue;
    const found = SERIES_VERSION.exec(token.startsWith('(') ? token.slice(1) : token);
    if (found === null) continue;
    let before = index - 1;
    while (before >= 0 && SEPARATOR_TOKEN.test(tokens[before] as string)) before -= 1;
    if (before >= 0 && isPackageWord(tokens[before] as string)) continue;
    return found[1] ?? null;
  }
  return null;
}
