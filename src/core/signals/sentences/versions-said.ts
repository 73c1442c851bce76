// Sentence readers for versions in prose: vLLM's (one per side of a P/D pair), a connector package's, another
// project's (`vllm-ascend 0.20.2rc1`), and another project's build that brought vLLM (`ai-dynamo[vllm]==0.4.1`).
import { parseVersion } from '../../vllm/version-order.js';
import { cutText } from '../../text/cut.js';
import { factOf, type Sentence, type SentenceReader, type VerifiedPackage } from './facts.js';
import { fixVersionsIn } from './fix-versions.js';

/** A version as prose gives it: `0.25.1`, `v0.28.1rc1.dev`, `0.1.dev1+g1a2b3c4`; at most 64 characters. Not a file name's (`vllm-integration-v0.2.md`). */
const VERSION_TOKEN =
  /(?<![\w.])v?(\d{1,3}\.\d{1,4}(?:\.\d{1,4})?(?:rc\d{1,3})?(?:\.post\d{1,3})?(?:\.dev\d{0,6})?(?:\+g[0-9a-f]{6,40})?)(?![\w+]|\.(?:md|txt|html|rst|py|ya?ml|json)\b)/g;
/** The package a version is pinned for, right before it: `name==`, `name[extra]>=` (the name without its extras). */
const PINNED_BEFORE = /([A-Za-z][\w.-]{0,60})(?:\[[\w,.-]{0,60}\])?\s{0,2}(?:===?|>=|~=)\s{0,2}$/;
/**
 * The product named right before a version, past the words that bridge a name to its version in any language
 * (`Dynamo 0.4.1`, `LMCache v0.3.1`, `vllm-ascend版本 v0.11.0`, `mooncake-transfer-engine: 0.3.6`).
 */
const NAMED_BEFORE = /([A-Za-z][\w-]{0,40})(?:\s{0,2}(?:version|ver\.?|版本|为|是|:|：|=)){0,2}\s{0,2}$/i;
/** Products whose versions reporters give beside vLLM's: a version right after their name is theirs. */
const OTHER_PRODUCTS = new Set([
  'dynamo',
  'ai-dynamo',
  'lmcache',
  'lmcache-ascend',
  'nixl',
  'mooncake',
  'mooncake-transfer-engine',
  'sglang',
  'ucx',
  'cuda',
  'torch',
  'pytorch',
  'python',
  'ray',
  'cann',
  'vllm-ascend',
  'vllm-omni',
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
  'xformers',
  'aiter',
  'deepep',
  'deep-ep',
  'deepgemm',
  'deep-gemm',
  'flashmla',
  'flash-attn',
]);
/** The projects whose version a comment asks for by name: their versions in prose are kept (`projectVersions`). */
const ASKED_PROJECTS = new Set([
  'vllm-ascend',
  'vllm-omni',
  'lmcache',
  'lmcache-ascend',
  'mooncake',
  'mooncake-transfer-engine',
  'nixl',
  'dynamo',
  'ai-dynamo',
  'sglang',
]);
const VERSION_CONTEXT = ['vllm', 'prefill', 'decode', 'version', 'upgrad', 'release', 'build', '版本'];
/** What follows a package's name when its version is given: `: 0.3.1`, ` v0.6.0`, `==0.3.3`, `: dev commit id: 4175a69`. */
const PACKAGE_VERSION =
  /^(?:[ :=]{1,4}|\s+version[ :]{1,3})(?:v?\d{1,3}\.\d|(?:dev )?commit(?: id)?[ :]{1,3}[0-9a-f]{7}|(?:latest )?nightly[ -]?(?:build )?\d{4}-?\d{2}-?\d{2})/;
const PACKAGE_WORDS: [string, VerifiedPackage][] = [
  ['nixl', 'nixl'],
  ['lmcache', 'lmcache'],
  ['mooncake', 'mooncake'],
];
/**
 * A build of another project that carries its own vLLM: a pin whose extras hold `vllm` (`ai-dynamo[vllm]==0.4.1`), or
 * Dynamo named with a release or a checkout (`Dynamo 0.4.1`, `dynamo @ e32fe6`, `dynamo commit e32fe6`). Not
 * `torch._dynamo` (no word boundary after `_`).
 */
const BUNDLED_BUILD =
  /\b(?:[a-z][\w.-]{0,40}\[(?:[\w.-]{1,20},)*vllm(?:,[\w.-]{1,20})*\]\s?(?:===?|~=)\s?v?\d{1,3}\.\d{1,3}(?:\.\d{1,3})?(?:\.post\d{1,3})?|(?:ai-)?dynamo(?:\s(?:v|version\s)?\d{1,3}\.\d{1,3}(?:\.\d{1,3})?|\s?@\s?[0-9a-f]{6,40}\b|\s(?:at\s)?commit\s[0-9a-f]{6,40}\b))/i;

/**
 * The project that publishes an image, from the image's path right before its tag (`lmcache/vllm-openai:`,
 * `nvcr.io/nvidia/ai-dynamo/vllm-runtime:`): a connector project's image of vLLM is tagged with that project's release.
 * One row per publisher; `vllm/…` images are vLLM's own.
 */
const IMAGE_PUBLISHERS: [RegExp, string][] = [
  [/(?:^|\/)lmcache-ascend\/$/, 'lmcache-ascend'],
  [/(?:^|\/)lmcache\/$/, 'lmcache'],
  [/(?:^|\/)(?:mooncake|kvcache-ai)\/$/, 'mooncake'],
  [/(?:^|\/)nixl\/$/, 'nixl'],
  [/(?:^|\/)(?:ai-)?dynamo\/$/, 'dynamo'],
  [/(?:^|\/)vllm-ascend\/$/, 'vllm-ascend'],
];
/** An image's path and name right before its tag: `owner/…/name:` (`v` of the tag excluded). */
const IMAGE_BEFORE_TAG = /([\w.-]{1,60}\/(?:[\w.-]{1,60}\/){0,3})[\w.-]{1,60}:v?$/;

/** The project whose image the tag at `at` belongs to, or null (not an image, or vLLM's own). */
function imagePublisherBefore(sentence: string, at: number): string | null {
  const image = IMAGE_BEFORE_TAG.exec(sentence.slice(Math.max(0, at - 160), at).replace(/`/g, ''));
  const path = (image?.[1] ?? '').toLowerCase();
  return path === '' ? null : (IMAGE_PUBLISHERS.find(([publisher]) => publisher.test(path))?.[1] ?? null);
}

/** The other product a version belongs to, from the words right before it (an image, a pin or a name), or null when it reads as vLLM's. */
function productBefore(sentence: string, at: number): string | null {
  const published = imagePublisherBefore(sentence, at);
  if (published !== null) return published;
  const pinned = PINNED_BEFORE.exec(sentence.slice(Math.max(0, at - 80), at));
  if (pinned !== null) return (pinned[1] ?? '').toLowerCase() === 'vllm' ? null : (pinned[1] ?? '').toLowerCase();
  const named = NAMED_BEFORE.exec(sentence.slice(Math.max(0, at - 50), at).replace(/`/g, ''));
  return productNamed((named?.[1] ?? '').toLowerCase().replace(/_/g, '-'));
}

/**
 * The product a name right before a version names, or null for vLLM's: a known product (`xformers 0.0.31`), a build of
 * one (`nixl-cu12 0.6.0` is nixl's, `mooncake-transfer-engine-non-cuda` Mooncake's), or any other package-shaped name
 * (`some-lib 0.2.1`), unless it is vLLM's own (`vllm-openai`).
 * @param name the name, lower-cased, `_` written `-`
 */
function productNamed(name: string): string | null {
  if (name === '' || name.startsWith('vllm-openai') || name === 'vllm') return null;
  if (OTHER_PRODUCTS.has(name)) return name;
  const stem = [...OTHER_PRODUCTS].filter((product) => name.startsWith(`${product}-`)).sort((a, b) => b.length - a.length)[0];
  if (stem !== undefined) return stem;
  return /^[a-z][a-z0-9.]{0,40}-[a-z0-9.-]{1,40}$/.test(name) && !name.startsWith('vllm') ? name : null;
}

/**
 * The versions a sentence gives with the product each belongs to (null: vLLM's), when it talks about versions; at most
 * 6. A version it names as the fix (`upgrading to 0.3.7 fixed it`) is not one the reporter runs.
 */
/** Words right before a number that make it an address: `--host 0.0.0.0`, `tcp://10.0.0.1`, `addr=`, `IP `. */
const ADDRESS_BEFORE = /(?:host|addr(?:ess)?|\bip|:\/\/|@)[\s=:'"]{0,3}$/i;
/** A fourth part and a port after it: `10.0.0.1:5557`. */
const PORT_AFTER = /^\.\d{1,3}:\d/;

/**
 * Whether the number at `at` is an address, not a version: written after `host`, `addr`, `://` or `@`, followed by a
 * fourth part and a port, or all zeros (no release is 0.0.0; `--host 0.0.0.0` read as vLLM 0.0.0 ticked a version ask).
 */
function isAddress(text: string, at: number, token: string): boolean {
  if (/^v?0\.0\.0/.test(token)) return true;
  if (ADDRESS_BEFORE.test(text.slice(Math.max(0, at - 12), at))) return true;
  return PORT_AFTER.test(cutText(text.slice(at + token.length), 8, ''));
}

function versionsIn(sentence: Sentence): { version: string; product: string | null }[] {
  if (!VERSION_CONTEXT.some((word) => sentence.lower.includes(word)) && !/\d\.\d/.test(sentence.text)) return [];
  const found: { version: string; product: string | null }[] = [];
  const fixes = fixVersionsIn(sentence.text);
  for (const match of sentence.text.matchAll(VERSION_TOKEN)) {
    if (fixes.includes((match[1] ?? '').replace(/^v/i, ''))) continue;
    if (isAddress(sentence.text, match.index ?? 0, match[0])) continue;
    found.push({ version: match[1] ?? '', product: productBefore(sentence.text, match.index ?? 0) });
    if (found.length >= 6) break;
  }
  return found;
}

/** vLLM's versions: only what reads as a vLLM-like version (`0.x` or a development build), not another product's. */
const readVllmVersions: SentenceReader['read'] = (sentence, state) => {
  if (!VERSION_CONTEXT.some((word) => sentence.lower.includes(word))) return;
  for (const { version, product } of versionsIn(sentence).slice(0, 4)) {
    if (product !== null || !version.startsWith('0.') || parseVersion(version.replace(/\.dev$/, '')) === null) continue;
    if (state.seenVersions.has(version) || state.facts.versions.length >= 8) continue;
    state.seenVersions.add(version);
    state.facts.versions.push({ version, fact: factOf(sentence) });
  }
};

/** Another project's version given by its name (`vllm-ascend 0.20.2rc1`): the answer to that project's version ask. */
const readProjectVersions: SentenceReader['read'] = (sentence, state) => {
  const kept = (state.facts.projectVersions ??= []);
  for (const { version, product } of versionsIn(sentence)) {
    if (product === null || !ASKED_PROJECTS.has(product) || kept.some((item) => item.project === product) || kept.length >= 6) continue;
    kept.push({ project: product, version, fact: factOf(sentence) });
  }
};

/** A fork named `<Name>-vLLM` with its own version right after it (`1Cat-vLLM **v1.3.0**`): the fork's release, not vLLM's. */
const FORK_VERSION = /\b([A-Za-z0-9][\w.]{0,30}-vLLM)\b[ \t*`:=]{0,6}v?(\d{1,3}\.\d{1,4}(?:\.\d{1,4})?)\b/i;

/** A fork's own version given by its name: the answer to the version ask when no vLLM version is given. */
const readForkVersion: SentenceReader['read'] = (sentence, state) => {
  if (state.facts.forkVersion != null) return;
  const found = FORK_VERSION.exec(sentence.text);
  if (found !== null) state.facts.forkVersion = { ...factOf(sentence), fork: found[1] ?? '', version: found[2] ?? '' };
};

/** A connector package's version in prose (`lmcache: dev commit id: 4175a69…`, `nixl 0.6.0`). */
const readPackageVersions: SentenceReader['read'] = (sentence, state) => {
  for (const [word, name] of PACKAGE_WORDS) {
    if (state.facts.packageVersions.some((item) => item.package === name)) continue;
    const at = sentence.lower.indexOf(word);
    const given = at === -1 ? null : cutText(sentence.lower.slice(at + word.length), 40, '');
    // `lmcache 0.3.7` named as the fix is not the version the reporter runs.
    const fix = given !== null && fixVersionsIn(sentence.text).some((version) => given.includes(version));
    if (given !== null && !fix && PACKAGE_VERSION.test(given)) state.facts.packageVersions.push({ package: name, fact: factOf(sentence) });
  }
};

/** Another project's build that brought vLLM (`ai-dynamo[vllm]==0.4.1`, `dynamo @ e32fe6`). */
const readBundledBuild: SentenceReader['read'] = (sentence, state) => {
  if (state.facts.bundledBy !== null) return;
  // Every BUNDLED_BUILD match (read with the backticks gone) holds `dynamo`, or `vllm` after the `[` or a `,` of
  // a pin's extras: the same words looked for without backticks let every match through.
  const plain = sentence.lower.includes('`') ? sentence.lower.replace(/`/g, '') : sentence.lower;
  if (!plain.includes('dynamo') && !plain.includes('[vllm') && !plain.includes(',vllm')) return;
  const build = BUNDLED_BUILD.exec(sentence.text.replace(/`/g, ''));
  if (build !== null) state.facts.bundledBy = { ...factOf(sentence), build: cutText(build[0], 60, '') };
};

/** The version readers, in the order they read. */
export const VERSION_READERS: SentenceReader[] = [
  { reads: "vLLM's versions", environment: true, read: readVllmVersions },
  { reads: "another project's version", environment: true, read: readProjectVersions },
  { reads: "a fork's own version", environment: true, read: readForkVersion },
  { reads: "a connector package's version", environment: true, read: readPackageVersions },
  { reads: 'a build that brought vLLM', environment: true, read: readBundledBuild },
];
