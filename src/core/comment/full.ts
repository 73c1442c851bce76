// The full comment about a recognised match: what was recognised, the asks, the folded details, the timeline, the other matches.

import { showsConnector } from '../connectors/evidence-kinds.js';
import type { Match } from '../match/types.js';
import type { FullComment, FullContext } from '../plan/comment-context.js';
import type { CommentPart } from './assemble.js';
import { renderAsks, renderSatisfiedAsks } from './asks.js';
import { renderDetails } from './details.js';
import { requestIdOf } from './entry/entry-headline.js';
import { openWorkarounds, type ActionsDone, type EntryAtReporter } from './entry/open-actions.js';
import { entryAtBuild } from './entry/entry-at-build.js';
import { entryAtVersion, renderFixesInVersion } from './entry/fixes-in-version.js';
import { renderHeadline } from './headline/headline.js';
import { renderOtherMatches } from './other-matches.js';
import { entryInOwnThread } from './entry/own-thread.js';
import { READY_LINE } from './sections.js';
import { renderEarlierRuns, renderTimeline } from './timeline/timeline.js';

/** What the thread already did, and how many actions to show (one when the thread found the answer). */
function actionsDone(context: FullContext): ActionsDone {
  const done = context.thread?.done;
  const says = context.thread?.says;
  const answered = context.thread?.askNothing === true && says !== undefined && says !== null;
  return {
    ...(answered ? { answer: says.kind === 'message-fix' ? says.setting : says.fact.text } : {}),
    selfIssue: context.issueNumber ?? null,
    titleOnly: context.titleOnly ?? true,
    ...(context.logCut === true ? { logCut: true } : {}),
    worksWithout: context.causeKnown === true || done?.worksWithout === true,
    installed: done?.installed ?? [],
    ...(done?.answered === undefined ? {} : { answered: done.answered }),
    ...(done?.versionWorks === true ? { versionWorks: true } : {}),
    ...(context.raisedBy === undefined || context.raisedBy.calledFrom ? {} : { raisedIn: context.raisedBy.words }),
    // Dynamo's and SGLang's code is not a copy of vLLM's (a fork's is): the fold links no vLLM function as its side.
    ...(context.raisedBy !== undefined && context.raisedBy.kind !== 'fork' ? { calledBy: context.raisedBy.words } : {}),
    ...(context.thread?.askNothing === true ? { most: done?.superseded === true ? 0 : 1 } : {}),
    ...(context.pastedLog === undefined ? {} : { logsPasted: true }),
    ...(context.ownTracker === undefined ? {} : { ownTracker: context.ownTracker }),
    ...(context.printedBy === undefined ? {} : { printedBy: context.printedBy }),
    ...(context.signals.diagnosedVllmFile === undefined ? {} : { vllmFile: context.signals.diagnosedVllmFile }),
    connectorsShown: vllmConnectorsShown(context.connectors),
    ...(context.pastedCall?.frame.function == null ? {} : { pastedCall: { function: context.pastedCall.frame.function, stage: context.pastedCall.stage } }),
    ...(context.noVllm === true ? { callerUnshown: 'no-vllm' as const } : context.ownTracker === 'vllm-ascend' ? { callerUnshown: 'ascend' as const } : {}),
  };
}

/**
 * The connectors the thread shows by their own evidence, not only through a recognised error or a library's lines
 * (LMCache's Mooncake backend logs Mooncake's store errors without vLLM's MooncakeStoreConnector running).
 * @param connectors the thread's connector evidence
 */
function vllmConnectorsShown(connectors: FullContext['connectors']): string[] {
  return connectors.filter((connector) => connector.evidence.some((item) => showsConnector(item.kind, true))).map((connector) => connector.name);
}

/** The curated catalog entry of a match, if it has one, as it applies to the reporter and what the thread already did. */
function entryOf(context: FullContext, match: Match, done: ActionsDone): EntryAtReporter | undefined {
  const entry = match.curated ? context.entries.find((candidate) => candidate.id === match.id) : undefined;
  if (entry === undefined) return undefined;
  // What holds for the reporter's build first (a workaround for other builds is gone), then the upgrade advice at it.
  const atBuild = entryAtBuild(entry, context.signals.build ?? null, match.confidence === 'exact');
  const atVersion = entryAtVersion(atBuild.entry, context.fixes ?? null, context.pullRequests);
  const inVersion = renderFixesInVersion(context.fixes ?? null, context.pullRequests);
  const inOwnThread = entryInOwnThread(atVersion, context.ownThread);
  return { entry: inOwnThread, open: openWorkarounds(inOwnThread, done), predates: atBuild.predates, inVersion };
}

/**
 * All parts of a comment about at least one match.
 * @param node the comment's context, the headline match, and the reporter's release tag (null when their version is not a plain release)
 */
export function matchParts({ context, primary, releaseRef, unlinkedWhy, asksShown, ready }: FullComment): CommentPart[] {
  const done = actionsDone(context);
  const curated = entryOf(context, primary, done);
  const asks = asksShown ? renderAsks(context.asks) : '';
  const satisfied = renderSatisfiedAsks(context.asks);
  const parts: CommentPart[] = [{ text: renderHeadline(context, primary, curated, done, releaseRef, unlinkedWhy), essential: true }];
  if (asks !== '') parts.push({ text: asks, essential: true });
  if (ready) parts.push({ text: READY_LINE, essential: true });
  parts.push({ text: renderDetails(context, primary, { curated, done, satisfied, releaseRef, unlinkedWhy }), essential: false });
  const timeline = renderTimeline(context.timeline, requestIdOf(primary));
  if (timeline !== '') parts.push({ text: timeline, essential: false });
  const earlierRuns = renderEarlierRuns(context.earlierRuns ?? []);
  if (earlierRuns !== '') parts.push({ text: earlierRuns, essential: false });
  const others = renderOtherMatches(context.matches.slice(1));
  if (others !== '') parts.push({ text: others, essential: false });
  return parts;
}
