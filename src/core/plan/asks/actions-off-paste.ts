// The headline entry's actions the thread's own lines answer, by their text: an action for a log line the pasted lines
// do not show (`when_logged`), for another stage than the frames near the failure say (`when_stage`), or for another of
// the entry's codes than the matched line prints (`when_code`). Left out as the thread's answers are; the codes read on
// the way are the ones the first screen explains.
import type { CatalogEntry } from '../../catalog/types.js';
import type { Extraction } from '../../extract/extract.js';
import type { Match } from '../../match/types.js';
import { actionsOffCode, codesLoggedOf } from './codes-logged.js';
import { actionsOffStage, failureStageOf } from './pasted-call.js';
import { actionsOffPaste } from './pasted-log.js';

/** The actions the thread's lines answer, and the entry's codes the matched line prints. */
export interface PasteAnswers {
  actions: string[];
  codesLogged: string[];
}

/**
 * What the thread's pasted lines answer of the headline entry's actions.
 * @param entry the headline's curated entry, if any
 * @param primary the headline match
 * @param extraction the thread's lines and tracebacks
 */
export function answersOfPaste(entry: CatalogEntry | undefined, primary: Match | undefined, extraction: Extraction): PasteAnswers {
  const codesLogged = codesLoggedOf(entry, primary);
  const actions = [
    ...actionsOffPaste(entry, extraction.lines, primary?.evidence.line),
    ...actionsOffStage(entry, failureStageOf(primary, extraction)),
    ...actionsOffCode(entry, codesLogged),
  ];
  return { actions, codesLogged };
}
