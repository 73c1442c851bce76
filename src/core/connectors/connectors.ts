// Which KV connectors an issue is about: every evidence finder (one file each under finders/) notes what it sees, in
// order; the evidence book settles whose evidence is whose and ranks the connectors with their tiers.
import { connectorFamily, type ConnectorIdentity } from '../vllm/connector-names.js';
import { EvidenceBook, settle, type Sighting } from './evidence-book.js';
import { connectorOfLogFile, connectorOfPath } from './recognisers/connector-paths.js';
import type { ConnectorInput, Finder, FinderState } from './finders/finder.js';
import { findInMatches } from './finders/matches.js';
import { findInTracebacks } from './finders/tracebacks.js';
import { findInErrorLines } from './finders/error-lines.js';
import { findInLogLines } from './finders/log-lines.js';
import { findInConfigs } from './finders/configs.js';
import { findInProse } from './finders/prose.js';
import { findInRepository } from './finders/repository.js';
import { findInTitle } from './finders/title.js';
import type { ConnectorEvidence } from './types.js';

export { connectorFamily };
export type { ConnectorInput } from './finders/finder.js';

/**
 * The evidence finders, in the order their sightings enter the book (the first seen of equal strength ranks first).
 * A new kind of evidence lands here as a row: a file under finders/ and its place in this list.
 */
export const FINDERS: readonly Finder[] = [
  findInMatches,
  findInTracebacks,
  findInErrorLines,
  findInLogLines,
  findInConfigs,
  findInProse,
  findInRepository,
  findInTitle,
];

/** A traceback that only passes through shared KV-connector code: some connector is in use, not which. */
const UNIDENTIFIED: ConnectorIdentity = { name: 'KV connector (not identified)', family: 'other-connector' };

/** A pure reading kept for one identification: a thread names the same few files on hundreds of frames and log lines. */
function remembered<T>(read: (key: string) => T): (key: string) => T {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = read(key);
    answers.set(key, answer);
    return answer;
  };
}

/**
 * Identify the connectors an issue is about, with the evidence for each, strongest first.
 * Class names and file names only count in the issue's own text: environment sections and
 * collect_env dumps are skipped, so a pip list (`lmcache==0.3.1`) or an env dump is no evidence.
 * @param input what the earlier stages found, plus the blocks (and title) for mentions in prose
 */
export function identifyConnectors(input: ConnectorInput): ConnectorEvidence[] {
  // What each finder sees is noted in order and entered into the book at once, before the book's own merges.
  const sightings: Sighting[] = [];
  const state: FinderState = {
    see: (...sighting) => void sightings.push(sighting),
    pathOf: remembered(connectorOfPath),
    logFileOf: remembered(connectorOfLogFile),
    sharedFrame: null,
    hookFrame: null,
  };
  for (const find of FINDERS) find(input, state);
  const book = EvidenceBook.of(sightings);
  settle(book, state.hookFrame !== null && input.failureExplained !== true ? state.hookFrame : null, input.humanLabels ?? []);
  const ranked = book.ranked();
  if (ranked.length === 0 && state.sharedFrame !== null) {
    return [{ name: UNIDENTIFIED.name, family: UNIDENTIFIED.family, tier: 'implicated', evidence: [{ kind: 'connector-code', ...state.sharedFrame }] }];
  }
  return ranked;
}
