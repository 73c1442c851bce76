import { connectorFamily } from '../vllm/connector-names.js';
import type { ConnectorInput, Finder } from './finders/finder.js';
import type { ConnectorEvidence } from './types.js';
export { connectorFamily };
export type { ConnectorInput } from './finders/finder.js';
/**
 * The evidence finders, in the order their sightings enter the book (the first seen of equal strength ranks first).
 * A new kind of evidence lands here as a row: a file under finders/ and its place in this list.
 */
export declare const FINDERS: readonly Finder[];
/**
 * Identify the connectors an issue is about, with the evidence for each, strongest first.
 * Class names and file names only count in the issue's own text: environment sections and
 * collect_env dumps are skipped, so a pip list (`lmcache==0.3.1`) or an env dump is no evidence.
 * @param input what the earlier stages found, plus the blocks (and title) for mentions in prose
 */
export declare function identifyConnectors(input: ConnectorInput): ConnectorEvidence[];
