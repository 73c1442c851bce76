// Connectors named in prose as people write them: product words and partial names, any case, any separator.
import type { ConnectorIdentity } from '../../vllm/connector-names.js';
import { NeedleAnchors } from './needle-anchors.js';

/** The connector of a P/D setup whose connector is not named. */
export const UNNAMED: ConnectorIdentity = { name: 'KV connector (not identified)', family: 'other-connector' };

/** A product word found in text: the connector it names, the words as written, and their offset. */
export interface ProductWord {
  identity: ConnectorIdentity;
  text: string;
  offset: number;
}

/** Separators people put inside a two-word name (`mooncake store`, `mooncake-store`, `mooncake_store`, `MooncakeStore`). */
const SEPARATORS = [' ', '-', '_', ''];

const spelled = (first: string, second: string): string[] => SEPARATORS.map((separator) => `${first}${separator}${second}`);

/** `kv offload…`, `kv-cache offload…`, `kvcache cpu offload…` (a trailing `*` lets the word run on: `offloading`, `offloadig`). */
const KV_OFFLOAD = ['kv', 'kv cache', 'kv-cache', 'kv_cache', 'kvcache'].flatMap((kv) =>
  [' ', '-', '_', ''].flatMap((separator) => [`${kv}${separator}offload*`, `${kv}${separator}cpu offload*`, `${kv}${separator}cpu_offload*`]),
);

/** Some connector is in use, not which: prefill/decode disaggregation always runs over a KV connector. */
const DISAGGREGATION = [
  'p/d',
  'pd disagg*',
  'pd-disagg*',
  'pd_disagg*',
  'disaggregated prefill*',
  'disaggregated serving',
  'prefill/decode',
  'prefiller',
  '1p1d',
  'xpyd',
];

/**
 * A connector's name written as one word, with any suffix (`mooncakeconnector`, `mooncakeConnector`, `lmcacheconnectorv1`);
 * the leading `!` leaves the CamelCase class (`MooncakeConnector`) to the class-name scan.
 */
const glued = (word: string): string => `!${word}connector*`;

/** The store connectors' and libraries' words, most specific first: a span is read once, by its longest word. */
const WORDS: [string[], ConnectorIdentity][] = [
  [
    [...spelled('mooncake', 'store'), 'mooncake_master', 'mooncakedistributedstore', glued('mooncakestore')],
    { name: 'MooncakeStoreConnector', family: 'mooncake-store' },
  ],
  [[...spelled('p2p', 'nccl'), glued('p2pnccl')], { name: 'P2pNcclConnector', family: 'p2p-nccl' }],
  [[...spelled('offloading', 'connector'), ...KV_OFFLOAD, 'simplecpuoffload*', glued('offloading')], { name: 'OffloadingConnector', family: 'offloading' }],
  [[...spelled('multi', 'connector'), glued('multi')], { name: 'MultiConnector', family: 'multi' }],
  [
    [...spelled('shared', 'storage connector'), 'shared_storage_connector', glued('sharedstorage')],
    { name: 'SharedStorageConnector', family: 'shared-storage' },
  ],
  [['lmcache', 'lm cache', 'lm-cache', glued('lmcache')], { name: 'LMCacheConnectorV1', family: 'lmcache' }],
  [['mooncake', glued('mooncake')], { name: 'MooncakeConnector', family: 'mooncake' }],
  [['nixl', glued('nixl')], { name: 'NixlConnector', family: 'nixl' }],
  [['hf3fs', 'moriio', 'flexkv', 'kvbm'], { name: 'KV connector (other)', family: 'other-connector' }],
  [DISAGGREGATION, UNNAMED],
];

/** Words that name P/D only in a title, where `PD` is not an abbreviation of something else (`PD分离`, `PD example`). */
const TITLE_WORDS: [string[], ConnectorIdentity][] = [[['pd'], UNNAMED]];

/** Phrases that, in the same sentence, say the named connector is not part of this setup. */
const NEGATIONS = [
  'not enabled',
  'not configured',
  'no connector',
  'unused',
  'not used',
  'not using',
  "isn't used",
  "aren't used",
  'installed but',
  'not involved',
  'not in use',
  "don't use",
  'do not use',
  'is not the cause',
  'unrelated to',
];

/** `MooncakeConnector` as a class is written: the class-name scan's; `mooncakeconnector` and `mooncakeConnector` are this scan's. */
function isCamelCaseClass(written: string): boolean {
  const connector = written.toLowerCase().indexOf('connector');
  return /[A-Z]/.test(written[0] ?? '') && written[connector] === 'C';
}

/** Words that, right after a product word, make it another thing of the project's name: Mooncake's public trace, its paper. */
const NOT_THE_CONNECTOR_AFTER = ['trace', 'traces', 'paper', 'dataset'];

/** Whether one of the two words after `end` (past a space, `_` or `-`) makes the product word name a trace, a dataset or a paper. */
function namesAnotherThing(lower: string, end: number): boolean {
  let at = end;
  for (let word = 0; word < 2; word++) {
    if (!' _-'.includes(lower[at] ?? '.')) return false;
    let stop = at + 1;
    while (stop < lower.length && stop - at < 16 && isWordChar(lower.charCodeAt(stop))) stop++;
    if (NOT_THE_CONNECTOR_AFTER.includes(lower.slice(at + 1, stop))) return true;
    at = stop;
  }
  return false;
}

/** The sentence around `[at, end)`: back to the last `.`, `!`, `?` or newline, on to the next (bounded). */
function sentenceAround(lower: string, at: number, end: number): string {
  let start = at;
  while (start > 0 && at - start < 300 && !'.!?\n'.includes(lower[start - 1] ?? '')) start--;
  let stop = end;
  while (stop < lower.length && stop - end < 300 && !'.!?\n'.includes(lower[stop] ?? '')) stop++;
  return lower.slice(start, stop);
}

/** Occurrences of one needle looked at before giving up: keeps a storm of negated or glued words linear. */
const MAX_TRIES_PER_NEEDLE = 32;

const isWordChar = (code: number): boolean => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** One needle, read once: the text searched for, whether it runs on, and its anchor's number in ANCHORS. */
interface Needle {
  needle: string;
  runsOn: boolean;
  /** Only as written in lower case. */
  lowerOnly: boolean;
  anchor: number;
}

/** The longest run of letters and digits in a needle: text without it cannot hold the needle (`offload` for the 60 `kv…offload*` spellings). */
function anchorOf(needle: string): string {
  return needle.split(/[^a-z0-9]+/).reduce((longest, run) => (run.length > longest.length ? run : longest), '');
}

/** The distinct anchors of all needles; a scan asks the text for each once. */
const ANCHORS = new NeedleAnchors();

/** Each connector's needles, compiled once. */
function compile(list: [string[], ConnectorIdentity][]): { identity: ConnectorIdentity; needles: Needle[] }[] {
  return list.map(([patterns, identity]) => ({
    identity,
    needles: patterns.map((pattern) => {
      const lowerOnly = pattern.startsWith('!');
      const runsOn = pattern.endsWith('*');
      const needle = pattern.slice(lowerOnly ? 1 : 0, runsOn ? -1 : undefined);
      return { needle, runsOn, lowerOnly, anchor: ANCHORS.add(anchorOf(needle)) };
    }),
  }));
}
const PROSE_NEEDLES = compile(WORDS);
const TITLE_NEEDLES = compile([...WORDS, ...TITLE_WORDS]);

/**
 * Find the first product word of each connector in `text`, in any case: `LMCache 0.3`, `[NIXL]`, `mooncake-store`,
 * `lmcache_ascend`. A word must not sit inside a longer alphanumeric word (`nixlbench` is fine only through its
 * separator: `nixl_bench`), and a sentence that says the connector is not in use (`installed but unused`, `no
 * connector is configured`) names nothing. Linear in practice: a fixed set of needles, each searched with indexOf
 * on the lower-cased text, sentences bounded to 600 characters.
 * @param text prose or a title
 * @param isTitle whether `text` is the title (a few short words count only there)
 */
export function scanProductWords(text: string, isTitle = false): ProductWord[] {
  const lower = text.toLowerCase();
  const claimed: [number, number][] = [];
  const found: ProductWord[] = [];
  // Most needles are never searched for: the text lacks their anchor.
  const present = ANCHORS.presentIn(lower);
  for (const { identity, needles } of isTitle ? TITLE_NEEDLES : PROSE_NEEDLES) {
    let best: ProductWord | null = null;
    for (const { needle, runsOn, lowerOnly, anchor } of needles) {
      if (present[anchor] !== true) continue;
      let tries = 0;
      for (let at = lower.indexOf(needle); at !== -1 && tries < MAX_TRIES_PER_NEEDLE; at = lower.indexOf(needle, at + 1), tries++) {
        let end = at + needle.length;
        if (runsOn) while (end < lower.length && end - at < 60 && isWordChar(lower.charCodeAt(end))) end++;
        const bounded = !isWordChar(lower.charCodeAt(at - 1)) && !isWordChar(lower.charCodeAt(end));
        if (!bounded || claimed.some(([start, stop]) => at < stop && start < end)) continue;
        if (lowerOnly && isCamelCaseClass(text.slice(at, end))) continue;
        if (namesAnotherThing(lower, end)) continue;
        const sentence = sentenceAround(lower, at, end);
        if (NEGATIONS.some((phrase) => sentence.includes(phrase))) continue;
        if (best === null || at < best.offset) best = { identity, text: text.slice(at, end), offset: at };
        break;
      }
    }
    if (best !== null) {
      claimed.push([best.offset, best.offset + best.text.length]);
      found.push(best);
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}
