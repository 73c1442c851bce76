// Whether a log line's message is a curated entry's plain template: such a line is an error line at any log level.
import type { Catalog } from '../catalog/types.js';
import { compiledCatalogFor, type TemplateCandidate } from './catalog-match.js';
import { firstWordOf } from './templates.js';
import { matchLoosely } from './messages/loose-match.js';
import { matchTemplate, prepareMessage, type PreparedMessage } from './messages/message.js';
import { quotedVariants } from './messages/quoting.js';

/** Tells whether one log message is a known message. */
export type KnownMessageTest = (message: string) => boolean;

/** Longest message tried: a catalog message is one line of a few hundred characters. */
const MAX_KNOWN_MESSAGE = 2_000;

const plain = (candidate: TemplateCandidate): boolean =>
  candidate.entry !== null && candidate.exception === null && candidate.frame === null && candidate.caller === null;

/**
 * A test for messages a curated entry names with a template alone (no exception class, no raising frame): vLLM logs
 * some of them at WARNING or INFO (`Please install mooncake …`, `Cannot store blocks …`), and the error-line reader
 * keeps a line whatever its level when this test says yes. Templates that need an exception or a frame are left out:
 * those come as `Type: message` lines the reader keeps anyway.
 * @param catalog the catalog the matcher uses
 */
export function knownMessageTest(catalog: Catalog): KnownMessageTest {
  let test = tests.get(catalog);
  if (test === undefined) {
    test = buildKnownMessageTest(catalog);
    tests.set(catalog, test);
  }
  return test;
}

/** The test of each catalog object, built once: a catalog is data that is never changed. */
const tests = new WeakMap<Catalog, KnownMessageTest>();

function buildKnownMessageTest(catalog: Catalog): KnownMessageTest {
  const { curated } = compiledCatalogFor(catalog);
  const byWord = new Map<string, TemplateCandidate[]>();
  for (const [word, candidates] of curated.byWord) {
    const kept = candidates.filter(plain);
    if (kept.length > 0) byWord.set(word, kept);
  }
  const anyWord = curated.anyWord.filter(plain);
  return (message) => {
    if (message.length > MAX_KNOWN_MESSAGE) return false;
    const prepared = prepareMessage(message);
    if (prepared.text === '') return false;
    const known = (text: PreparedMessage): boolean => {
      // Cut at the end too (a warning copied short): the loose match asks enough of the template's own words.
      const matches = (candidate: TemplateCandidate): boolean => (matchTemplate(candidate.template, text) ?? matchLoosely(candidate.template, text)) !== null;
      return (byWord.get(firstWordOf(text.text)) ?? []).some(matches) || anyWord.some(matches);
    };
    // Quoted (in backticks, bold, a table cell): the same message once its markup is off.
    return known(prepared) || quotedVariants(message).some((variant) => known(prepareMessage(variant)));
  };
}
