// The library call the pasted frames of the headline error end in, when no vLLM frame calls it: the stage its name says
// (`create_backend`: start-up) and that frame. The comment says where it failed from it, and does not name the
// catalog's vLLM caller when that caller is another call (KV-cache registration) than the one the frames show.
import type { Extraction } from '../../extract/extract.js';
import type { Frame, Traceback } from '../../extract/types.js';
import { evidenceItemOf } from '../../match/evidence.js';
import type { Match } from '../../match/types.js';
import { ownerOfTraceback, stageFrameOf, type Stage } from '../../signals/code-owner.js';

/** How many innermost frames may say the stage (an outer frame's name does not say where it failed). */
const NEAR_FAILURE = 3;
/** How many markdown lines below the error's own line its frames may start and still be its traceback. */
const BELOW_ERROR = 3;

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
    (traceback) =>
      traceback.exception === null &&
      traceback.frames.length > 0 &&
      traceback.source.kind === source.kind &&
      traceback.source.id === source.id &&
      traceback.line - evidence.line >= 1 &&
      traceback.line - evidence.line <= BELOW_ERROR,
  );
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
