// What the bot says on a thread that runs another engine and shows no vLLM (SGLang's NIXL or Mooncake transfer,
// TensorRT-LLM, Dynamo's own engines, checkpoint-engine): vLLM's own errors and vLLM's code are not what ran there, so
// only a curated entry whose error the library itself raises (NIXL, Mooncake, LMCache) speaks, as that library's, and
// it asks nothing of vLLM (its version, its config, its debug logs or request lines). Everything else is silent.
import type { CatalogEntry } from '../../catalog/types.js';
import type { Extraction } from '../../extract/extract.js';
import type { Match } from '../../match/types.js';
import { otherEngineShown, vllmShown, type EngineShown } from '../../signals/whose/other-engine.js';
import type { AskStatus } from '../types.js';

/** A library that raises its own errors whatever engine calls it, with its tracker. */
export interface Library {
  project: 'nixl' | 'mooncake' | 'lmcache';
  name: string;
  repository: string;
}

const LIBRARIES: Record<Library['project'], Library> = {
  nixl: { project: 'nixl', name: 'NIXL', repository: 'ai-dynamo/nixl' },
  mooncake: { project: 'mooncake', name: 'Mooncake', repository: 'kvcache-ai/Mooncake' },
  lmcache: { project: 'lmcache', name: 'LMCache', repository: 'LMCache/LMCache' },
};

/** The library that raises a curated entry's error (its raise site elsewhere, or the words of `raised_by`), or null for vLLM's own. */
export function libraryOf(entry: CatalogEntry | undefined): Library | null {
  if (entry?.raised_by === undefined) return null;
  const project = entry.source.raised_in?.project;
  if (project !== undefined) return project in LIBRARIES ? LIBRARIES[project as Library['project']] : null;
  const words = entry.raised_by;
  if (/\bNIXL\b/.test(words)) return LIBRARIES.nixl;
  if (/\bMooncake\b/.test(words)) return LIBRARIES.mooncake;
  return /\blmcache\b/i.test(words) ? LIBRARIES.lmcache : null;
}

/** Another engine's thread with no vLLM in it, and the library whose own error may still be explained there. */
export interface OtherEngineThread {
  engine: EngineShown;
  /** The library that raises the headline entry's error, or null: then the bot is silent. */
  library: Library | null;
}

/**
 * The other engine the thread runs when nothing in it shows vLLM, or null (vLLM shown, or no other engine shown).
 * @param extraction the thread
 * @param vllmVersion the vLLM version read from it, or null
 * @param repository the repository, when known
 * @param headline the headline match and its curated entry, if any
 */
export function otherEngineThread(
  extraction: Extraction,
  vllmVersion: string | null,
  repository: string | undefined,
  headline: { match: Match | undefined; entry: CatalogEntry | undefined },
): OtherEngineThread | null {
  if (vllmShown(extraction, vllmVersion, repository)) return null;
  const engine = otherEngineShown(extraction, repository);
  if (engine === null) return null;
  return { engine, library: headline.match?.curated === true ? libraryOf(headline.entry) : null };
}

/** Detectors that only vLLM answers: its version, its kv-transfer config, its debug logs, its request and stats lines. */
const VLLM_DETECTORS = new Set(['vllm-version', 'kv-transfer-config', 'debug-logs', 'lifecycle', 'stats']);

/**
 * The asks that fit another engine's thread: none that only vLLM answers, and none that asks about vLLM by name (an
 * ask that only says its code is "not vLLM's" stays).
 * @param asks the decided asks
 * @param entries the catalog's entries, for each ask's detectors
 */
export function asksWithoutVllm(asks: AskStatus[], entries: Map<string, CatalogEntry>): AskStatus[] {
  const detectors = new Map<string, string[]>();
  for (const entry of entries.values())
    for (const ask of entry.asks)
      detectors.set(
        ask.id,
        ask.satisfied_by.map((detector) => detector.kind),
      );
  return asks.filter(
    (ask) => ask.id !== 'vllm-version' && !(detectors.get(ask.id) ?? []).some((kind) => VLLM_DETECTORS.has(kind)) && !/(?<!not )\bvLLM\b/i.test(ask.text),
  );
}
