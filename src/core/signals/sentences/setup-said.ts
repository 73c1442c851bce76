// Sentence readers for the setup the reporter describes: the connector configuration in words, the images they run,
// and the connector packages they say are installed.
import { holdsWord } from '../failure.js';
import { factOf, type SentenceReader, type VerifiedPackage } from './facts.js';

/** Words that give the connector's role or setting in the kv-transfer config (a bare `policy` is LMCache's eviction policy, not it). */
const CONFIG_WORDS = [
  'kv_role',
  'kv_producer',
  'kv_consumer',
  'kv_both',
  'kv_load_failure',
  'as the connector',
  'connector with',
  'with async',
  'kv connector:',
  'kv_connector',
  'kv-connector:',
];
/**
 * A sentence that points at a config file or a pasted config (`this mooncake.json:`, `the lmcache.yaml below`, `config
 * file`): that config is the answer, known only when it holds a `kv_connector` (read from the paste itself), not these words.
 */
const POINTS_AT_CONFIG = /[\w-]\.(?:ya?ml|json|toml)\b|\bconfig(?:uration)? file\b|\b(?:below|following)\b|:\s*$/i;
const CONNECTOR_CLASSES =
  /\b(?:MooncakeStoreConnector|MooncakeConnector|NixlConnector|LMCacheConnectorV1|LMCacheMPConnector|OffloadingConnector|P2pNcclConnector|MultiConnector|SharedStorageConnector|ExampleConnector)\b/;
/** An image name, `owner/name` with an optional `:tag`, not a path (no further `/`) nor a file (`.py`, `.md`…). */
const IMAGE_NAME = /(?<![\w./-])([a-z0-9][a-z0-9_-]{0,38}\/[a-z0-9][a-z0-9_.-]{0,60})(?::(\w[\w.-]{0,60}))?(?![\w/:-])/g;
const FILE_SUFFIX = /\.(?:py|md|txt|ya?ml|json|sh|html|rst|log|cpp|h)$/;
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
/** Every INSTALLED_WORDS phrase holds `install`, `presen` or `pip list`: a sentence with none of them says nothing installed. */
const mayTellInstalled = (lower: string): boolean => lower.includes('install') || lower.includes('presen') || lower.includes('pip list');

/** A connector class with its role or setting named in the reporter's prose, not pointing at a config file (a maintainer's "try … kv_both" is a suggestion). */
const readConfigInWords: SentenceReader['read'] = (sentence, state) => {
  if ((sentence.block.source.role ?? 'reporter') !== 'reporter') return;
  if (state.facts.configInWords !== null || !CONNECTOR_CLASSES.test(sentence.text) || POINTS_AT_CONFIG.test(sentence.text)) return;
  if (CONFIG_WORDS.some((word) => sentence.lower.includes(word))) state.facts.configInWords = factOf(sentence);
};

/** The images the reporter runs, named in a sentence about images or docker; at most 4. */
const readImages: SentenceReader['read'] = (sentence, state) => {
  const images = state.facts.images;
  if (images.length >= 4 || (!sentence.lower.includes('image') && !sentence.lower.includes('docker'))) return;
  for (const image of sentence.text.replace(/`/g, ' ').matchAll(IMAGE_NAME)) {
    // A sentence's full stop is not part of the name.
    let name = image[1] ?? '';
    while (name.endsWith('.') || name.endsWith('-')) name = name.slice(0, -1);
    if (FILE_SUFFIX.test(name) || images.some((item) => item.name === name) || images.length >= 4) continue;
    images.push({ name, tag: image[2] ?? null });
  }
};

/** The connector packages the reporter says are installed. */
const readInstalled: SentenceReader['read'] = (sentence, state) => {
  const { lower } = sentence;
  if (!mayTellInstalled(lower) || !INSTALLED_WORDS.some((word) => lower.includes(word)) || NOT_INSTALLED.some((word) => lower.includes(word))) return;
  for (const [word, name] of PACKAGE_WORDS) {
    if (holdsWord(lower, [word]) && !state.facts.verified.some((item) => item.package === name))
      state.facts.verified.push({ package: name, fact: factOf(sentence) });
  }
};

/** The setup readers, in the order they read. */
export const SETUP_READERS: SentenceReader[] = [
  { reads: 'the connector configuration in words', environment: true, read: readConfigInWords },
  { reads: 'the images run', environment: true, read: readImages },
  { reads: 'the packages verified installed', environment: false, read: readInstalled },
];
