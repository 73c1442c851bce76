// Where a library's error was hit, read from the frames of its traceback: the stage the calling function's name says
// (`register_kv_caches`: the registration of the KV caches at start-up) and that function. Said on the first screen of
// an entry vLLM does not raise itself (NIXL's, Mooncake's, LMCache's), whose explanation cannot know which call failed.
import { NEAR_FAILURE } from '../../plan/asks/pasted-call.js';
import type { CatalogEntry } from '../../catalog/types.js';
import type { Match } from '../../match/types.js';
import type { FullContext } from '../../plan/comment-context.js';
import { ownerOfTraceback, stageFrameOf } from '../../signals/code-owner.js';
import type { Frame } from '../../extract/types.js';
import { inlineCode } from '../../text/safe-markdown.js';
import { STAGE_WORDS } from '../stage-words.js';

/**
 * The line that says where the error was hit (`**Where it failed:** during the registration of the KV caches
 * (start-up), in `register_kv_caches` (`nixl_connector.py:601`).`), or '' when vLLM raises it, no traceback of it
 * is pasted, or no frame's function says its stage.
 * @param context the comment's context (its tracebacks)
 * @param primary the headline match
 * @param entry its curated entry
 */
export function renderFailedAt(context: FullContext, primary: Match, entry: CatalogEntry): string {
  if (entry.source.line > 0) return '';
  // The error's line pasted above the library frame that raised it: that frame says where.
  const call = context.pastedCall;
  if (primary.evidence.kind !== 'traceback')
    return call === undefined || call.frame.function === null
      ? ''
      : `**Where it failed:** during ${STAGE_WORDS[call.stage]}, in ${inlineCode(call.frame.function, 80)}${placeOf(call.frame)}.`;
  const traceback = context.tracebacks?.[primary.evidence.index];
  // Only the frames next to the failure say where it was: an outer frame's name (the engine loop's `start`) does not.
  const found = traceback === undefined ? null : stageFrameOf(traceback.frames.slice(-NEAR_FAILURE));
  if (found === null || found.frame.function === null) return '';
  // The call into the library from the code that uses it (vLLM's connector, Dynamo's), when it is another frame.
  const owner = ownerOfTraceback(traceback as NonNullable<typeof traceback>);
  const caller = owner.vllmCaller ?? owner.otherCaller?.frame ?? null;
  const from =
    caller === null || caller === found.frame || caller.function === null ? '' : `, called from ${inlineCode(caller.function, 80)}${placeOf(caller)}`;
  return `**Where it failed:** during ${STAGE_WORDS[found.stage]}, in ${inlineCode(found.frame.function, 80)}${placeOf(found.frame)}${from}.`;
}

/** A frame's file name and line in brackets (` (`nixl_connector.py:601`)`), or ''. */
function placeOf(frame: Frame): string {
  const file = frame.file.replaceAll('\\', '/').split('/').pop() ?? '';
  return file === '' ? '' : ` (${inlineCode(frame.line === null ? file : `${file}:${frame.line}`, 120)})`;
}
