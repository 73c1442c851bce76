// Finding connector class names and connector file names written in text, by plain indexOf scanning.
import { CLASS_NAMES, PATH_RULES, connectorFamily, isEncoderCachePath } from '../../vllm/connector-names.js';
import { NeedleAnchors } from './needle-anchors.js';
import { cutText } from '../../text/cut.js';

/** One mention: the connector it names (with its family), the text found, and its line within the scanned text (0-based). */
export interface Mention {
  name: string;
  family: string;
  text: string;
  lineOffset: number;
}

/** `offloading_connector`, `nixl_connector`, … from the `.py` path rules: file names written without a folder. */
const FILE_STEMS: [string, string][] = PATH_RULES.filter(([fragment]) => fragment.endsWith('.py') && !fragment.includes('/')).map(([fragment, name]) => [
  fragment.slice(0, -3),
  name,
]);
/** Folder fragments distinctive enough in prose (`mooncake/store/scheduler.py`). */
const FOLDER_FRAGMENTS: [string, string][] = [
  ['mooncake/store/', 'MooncakeStoreConnector'],
  ['lmcache_integration/', 'LMCacheConnectorV1'],
];

/** The first characters of the needles (`Mooncak`, `NixlCon`, `lmcache`…), each once. */
const PREFIXES = new NeedleAnchors();
const PREFIX_LENGTH = 7;
/** The needles in the order scanMentions tries them (class names first), each with its connector's family and its prefix's number in PREFIXES. */
function compile(needles: [string, string][]): { needle: string; name: string; family: string; prefix: number }[] {
  return needles.map(([needle, name]) => ({ needle, name, family: connectorFamily(name), prefix: PREFIXES.add(cutText(needle, PREFIX_LENGTH, '')) }));
}
const CLASS_NEEDLES = compile(CLASS_NAMES);
const ALL_NEEDLES = compile([...CLASS_NAMES, ...FILE_STEMS, ...FOLDER_FRAGMENTS]);
/** Texts most needles share; a needle that holds none of them is its own. */
const COMMON_PARTS = ['onnector', 'Mooncake', 'P2pNccl', 'p2p_nccl'];
/** A text that holds none of these holds no needle: most blocks are answered with a few searches. */
const NEEDLE_GATES = [...new Set(ALL_NEEDLES.map(({ needle }) => COMMON_PARTS.find((part) => needle.includes(part)) ?? needle))];

const isIdentifierChar = (ch: string | undefined): boolean => ch !== undefined && /[A-Za-z0-9_]/.test(ch);

/** The identifier starting at `at` (bounded), for the evidence text: `NixlConnectorWorker`. */
function identifierAt(text: string, at: number): string {
  let end = at;
  while (end < text.length && end - at < 80 && isIdentifierChar(text[end])) end++;
  return text.slice(at, end);
}

/** Count of `\n` in text[0, end). */
function lineOffsetAt(text: string, end: number): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/**
 * Find the first mention of each connector needle in `text`: class names that start an identifier
 * (`NixlConnectorWorker` names NixlConnector), and unless `classNamesOnly`, connector file names
 * (`offloading_connector`) and folder fragments. Longer needles are tried first and a position is
 * claimed once, so `MooncakeStoreConnector` is not also read as `MooncakeConnector`.
 * @param text the text to scan
 * @param classNamesOnly only look for class names
 */
export function scanMentions(text: string, classNamesOnly = false): Mention[] {
  // Spans already read as a mention: [start, end).
  const claimed: [number, number][] = [];
  const mentions: Mention[] = [];
  if (!NEEDLE_GATES.some((gate) => text.includes(gate))) return mentions;
  // Needles share their first characters: the text is asked for each prefix once, and only needles whose prefix it holds are searched.
  const present = PREFIXES.presentIn(text);
  for (const { needle, name, family, prefix } of classNamesOnly ? CLASS_NEEDLES : ALL_NEEDLES) {
    if (present[prefix] !== true) continue;
    const isFolder = needle.endsWith('/');
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
      if (!isFolder && isIdentifierChar(text[at - 1])) continue;
      if (claimed.some(([start, end]) => start <= at && at < end)) continue;
      if (!isFolder && isEncoderCachePath(text.slice(Math.max(0, at - 40), at))) continue;
      const found = isFolder ? needle : identifierAt(text, at);
      claimed.push([at, at + found.length]);
      mentions.push({ name, family, text: found, lineOffset: at });
      break;
    }
  }
  // In text order; the offset becomes a line offset only for the few mentions kept.
  return mentions.sort((a, b) => a.lineOffset - b.lineOffset).map((mention) => ({ ...mention, lineOffset: lineOffsetAt(text, mention.lineOffset) }));
}

/** Words of KV transfer inside a connector class name that vLLM does not register (`CPUOffloadingConnector`, `VUAStorageConnector`). */
const KV_NAME_WORDS = ['mooncake', 'nixl', 'lmcache', 'p2p', 'nccl', 'offload', 'kv', 'cache', 'store', 'storage'];
/** Connector classes of other kinds: HTTP clients, vLLM's shared base and factory. */
const NOT_KV_CONNECTOR =
  /^(?:KVConnector(?:Base|Factory|Role|Logging|Stats|Metadata)|ClientConnector|TCPConnector|BaseConnector|UnixConnector|NamedPipeConnector)/;
const CLASS_LIKE = /\b[A-Z][A-Za-z0-9]{1,60}Connector(?:V\d)?\b/g;
const MAX_CLASS_LIKE = 3;

/**
 * Connector class names vLLM does not register, written in a title or an opening paragraph (`CPUOffloadingConnector`,
 * a plugin's class): CamelCase identifiers ending in `Connector` whose words are KV transfer's. Names the class-name
 * scan already reads (`MooncakeConnectorV1` starts with `MooncakeConnector`) are left to it.
 * @param text a title or an opening paragraph (bounded by the caller)
 */
export function scanUnregisteredClassNames(text: string): Mention[] {
  const found: Mention[] = [];
  for (const match of text.matchAll(CLASS_LIKE)) {
    const name = match[0];
    if (NOT_KV_CONNECTOR.test(name) || CLASS_NAMES.some(([known]) => name.startsWith(known))) continue;
    const lower = name.toLowerCase();
    if (!KV_NAME_WORDS.some((word) => lower.includes(word)) || found.some((mention) => mention.name === name)) continue;
    found.push({ name, family: connectorFamily(name), text: name, lineOffset: lineOffsetAt(text, match.index) });
    if (found.length >= MAX_CLASS_LIKE) break;
  }
  return found;
}
