import type { CatalogEntry, IndexRow } from '../catalog/types.js';
import type { Evidence } from './evidence.js';
import type { Match } from './types.js';
/** A match before ordering: its tier (0 curated exact, 1 curated frame, 2 index, 3 connector file) and its evidence. */
export interface Found {
    match: Match;
    rank: number;
    evidence: Evidence;
}
/**
 * A traceback whose innermost frames run a connector's code (or shared code under
 * `vllm/distributed/kv_transfer/`), when nothing else matched it.
 */
export declare function connectorFileMatch(evidence: Evidence, commit: string, indexConnectorByPath: Map<string, string>): Found | null;
export declare function curatedMatch(entry: CatalogEntry, template: string | null, captures: Record<string, string>, confidence: 'exact' | 'frame'): Match;
export declare function indexMatch(row: IndexRow, captures: Record<string, string>, commit: string): Match;
