// What the frames near the headline error's failure say: its stage (`register_kv_caches`: registration), the actions
// for other stages (`when_stage`) left out, and the library call the pasted frames end in when no vLLM frame calls it
// (`create_backend`: start-up), from which the comment says where it failed and does not name the catalog's vLLM caller
// when that caller is another kind of call (KV-cache registration) than the one the frames show.
import { justAboveFrames } from './whole-evidence.js';
import type { CatalogEntry } from '../../catalog/types.js';
import type { Extraction } from '../../extract/extract.js';
import type { Frame, Traceback } from '../../extract/types.js';
import { evidenceItemOf } from '../../match/evidence.js';
import type { Match } from '../../match/types.js';
import { ownerOfTraceback, stageFrameOf, type Stage } from '../../signals/code-owner.js';

/** How many innermost frames may say the stage (an outer frame's name does not say where it failed). */
export const NEAR_FAILURE = 3;

/** The call the pasted frames end in: its stage and its frame. */
export interface PastedCall {
  stage: Stage;
  frame: Frame;
}

/** The traceback of an error: its own, or the frames pasted just under its line (the error line first, then the frame). */
function tracebackOf(primary: Match, extraction: Extraction): Traceback | undefined {
  const { evidence } = primary;
  if (evidence.kind === 'traceback') return extraction.tracebacks[evidence.index];
  const source = evidenceItemOf(primary, extraction)?.source;
  if (source === undefined) return undefined;
  return extraction.tracebacks.find(
    (traceback) => traceback.exception === null && traceback.frames.length > 0 && justAboveFrames(traceback, evidence.line, source),
  );
}

/**
 * The stage the frames near the headline error's failure say (`register_kv_caches`: registration), from its own
 * traceback or the frames pasted just under its line, or null when none says one.
 * @param primary the headline match
 * @param extraction the thread's tracebacks and lines
 */
export function failureStageOf(primary: Match | undefined, extraction: Extraction): Stage | null {
  const traceback = primary === undefined ? undefined : tracebackOf(primary, extraction);
  return traceback === undefined ? null : (stageFrameOf(traceback.frames.slice(-NEAR_FAILURE))?.stage ?? null);
}

/**
 * The actions of an entry that are for other stages than the one the frames near the failure say (`when_stage`), by
 * their text: left out as the thread's frames answer them.
 * @param entry the headline's curated entry, if any
 * @param stage the stage near the failure (`failureStageOf`), or null
 */
export function actionsOffStage(entry: CatalogEntry | undefined, stage: Stage | null): string[] {
  if (entry === undefined || stage === null) return [];
  return entry.workarounds.filter((item) => item.when_stage !== undefined && !item.when_stage.includes(stage)).map((item) => item.text);
}

/**
 * The library call the headline error's pasted frames end in, or null when no frame near the failure says its stage,
 * or a vLLM frame (or another project's caller) shows who called the library.
 * @param primary the headline match
 * @param extraction the thread's tracebacks and lines
 */
export function pastedCallOf(primary: Match | undefined, extraction: Extraction): PastedCall | null {
  if (primary === undefined) return null;
  const traceback = tracebackOf(primary, extraction);
  if (traceback === undefined) return null;
  const owner = ownerOfTraceback(traceback);
  if (owner.vllmCaller != null || owner.otherCaller != null) return null;
  const found = stageFrameOf(traceback.frames.slice(-NEAR_FAILURE));
  return found === null || found.frame.function === null ? null : found;
}
