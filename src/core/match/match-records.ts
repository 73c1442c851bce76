// The matches the catalog's candidates make: a curated entry's, a source-index row's, a connector file's.
import type { CatalogEntry, IndexRow } from '../catalog/types.js';
import { basename } from './catalog-match.js';
import type { Evidence } from './evidence.js';
import { KV_TRANSFER_DIR, connectorNameForIndex, connectorNameForPath } from './index-names.js';
import type { Match } from './types.js';
import { vllmPathOf, vllmSourceUrl } from '../vllm/links.js';

/** How many innermost frames may hold the connector's code for a connector-file match. */
const CONNECTOR_FRAME_DEPTH = 3;

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
export function connectorFileMatch(evidence: Evidence, commit: string, indexConnectorByPath: Map<string, string>): Found | null {
  if (evidence.kind !== 'traceback') return null;
  const innermost = evidence.frames.slice(-CONNECTOR_FRAME_DEPTH).reverse();
  for (const frame of innermost) {
    const path = vllmPathOf(frame.file);
    if (path === null) continue;
    const indexKey = indexConnectorByPath.get(path);
    const connector =
      connectorNameForPath(frame.file) ?? (indexKey !== undefined ? connectorNameForIndex(indexKey) : path.startsWith(KV_TRANSFER_DIR) ? 'kv_transfer' : null);
    if (connector === null) continue;
    const shortPath = path.startsWith(KV_TRANSFER_DIR) ? path.slice(KV_TRANSFER_DIR.length) : path;
    const functionName = frame.function ?? '';
    const match: Match = {
      id: functionName === '' ? `connector-file/${shortPath}` : `connector-file/${shortPath}:${functionName}`,
      connector,
      confidence: 'connector-file',
      curated: false,
      title: `Error in ${connector} code (${basename(path)}${functionName === '' ? '' : `, ${functionName}`})`,
      template: null,
      captures: {},
      // The line is the reporter's, not necessarily the same at `commit`: link the file only.
      source: { path, function: functionName, line: frame.line ?? 0, commit, url: vllmSourceUrl(commit, path, null) },
      evidence: { kind: 'traceback', index: 0, line: 0, text: '' },
    };
    return { match, rank: 3, evidence };
  }
  return null;
}

export function curatedMatch(entry: CatalogEntry, template: string | null, captures: Record<string, string>, confidence: 'exact' | 'frame'): Match {
  const { path, function: functionName, line, commit } = entry.source;
  return {
    id: entry.id,
    connector: entry.connector,
    confidence,
    curated: true,
    title: entry.title,
    template,
    captures,
    source: {
      path,
      function: functionName,
      line,
      commit,
      url: vllmSourceUrl(entry.source.ref ?? commit, path, line > 0 ? line : null),
      ...(entry.source.ref === undefined ? {} : { ref: entry.source.ref }),
    },
    evidence: { kind: 'traceback', index: 0, line: 0, text: '' },
  };
}

export function indexMatch(row: IndexRow, captures: Record<string, string>, commit: string): Match {
  const shortPath = row.path.startsWith(KV_TRANSFER_DIR) ? row.path.slice(KV_TRANSFER_DIR.length) : row.path;
  const what = row.kind === 'raise' ? `${row.class} raised` : `${row.class.toUpperCase()} logged`;
  return {
    id: `index/${shortPath}:${row.function}:${row.line}`,
    connector: connectorNameForIndex(row.connector),
    confidence: 'exact',
    curated: false,
    title: `${what} in ${row.function} (${basename(row.path)}:${row.line})`,
    template: row.message,
    captures,
    source: { path: row.path, function: row.function, line: row.line, commit, url: vllmSourceUrl(commit, row.path, row.line) },
    evidence: { kind: 'traceback', index: 0, line: 0, text: '' },
  };
}
