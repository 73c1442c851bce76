import type { Catalog } from '../catalog/types.js';
import type { ConnectorEvidence } from '../connectors/types.js';
import type { Extraction } from '../extract/extract.js';
import type { Match } from '../match/types.js';
import type { OtherReport } from '../match/other-reports.js';
import type { FixesInVersion } from '../fixes/types.js';
import type { ThreadReading } from '../signals/thread-reading.js';
import type { CommentContext, CommentNode } from './comment-context.js';
import type { Contradiction } from './contradiction.js';
import type { RaisedBy } from './owner-decision.js';
import type { OtherEngineThread } from './speech/engine-policy.js';
import type { PastedLog } from './asks/whole-evidence.js';
import type { ThreadDecision } from './thread-decision.js';
import type { EarlierRun } from './timeline.js';
import type { AskStatus, ShortComment, TimelineEntry } from './types.js';
import type { PastedCall } from './asks/pasted-call.js';
/** The values decided before the comment: what it is about and what the thread answers. */
export interface CommentValues {
    matches: Match[];
    catalog: Catalog;
    reading: ThreadReading;
    extraction: Extraction;
    asks: AskStatus[];
    timeline: TimelineEntry[];
    earlierRuns: EarlierRun[];
    connectors: ConnectorEvidence[];
    botLabels: string[];
    labels: CommentContext['labels'];
    involved: boolean;
    thread: ThreadDecision;
    short: ShortComment | null;
    raisedBy: RaisedBy | null;
    /** Another engine's thread with no vLLM in it: the comment names the engine and the library, not vLLM's code. */
    otherEngine: OtherEngineThread | null;
    pastedLog: PastedLog | null;
    printedBy: string | null;
    /** The library call the headline's pasted frames end in, when no vLLM frame calls it (`pasted-call.ts`). */
    pastedCall: PastedCall | null;
    /** The headline entry's codes its matched line prints (`codes-logged.ts`). */
    codesLogged: string[];
    /** The thread's own final exception lines no match reads (`other-failures.ts`). */
    otherFailures: string[];
    versionSaid: string | null;
    contradiction: Contradiction | null;
    titleOnly: boolean;
    logCut: boolean;
    /** What the thread shows in words or pasted lines instead of an action or an ask (`prose-answers.ts`). */
    threadShows: string[];
    ownTracker: string | null;
    selfIssue: number | null;
    issueNumber: number | null;
    repository: string | undefined;
    docsBase: string | null;
    filedByMaintainer: boolean;
    dismissedBy: string | null;
    routedBy: {
        label: string;
        by: string;
    } | null;
    /** Known errors in other people's comments: context, named as such in the details. */
    otherReports: OtherReport[];
}
/**
 * The comment as the comment stage renders it.
 * @param values what was decided
 */
export declare function commentContextOf(values: CommentValues): CommentContext;
/**
 * The comment's shape, with the values chosen for it: a dismissal's note, a maintainer's routing with nothing
 * recognised, an uncurated error with its final exception, a match no longer found, or the full comment.
 * @param context the decision's comment, with what is known of the fixes at the reporter's version
 */
export declare function commentNodeOf(context: CommentContext): CommentNode;
/**
 * The comment with what is known of the headline entry's fixes at the reporter's version (`fixesInVersion`, from the
 * caller's answers): the marker records it, the full comment says it. It chooses no other shape.
 * @param node the decision's comment
 * @param fixes what is known of the fixes, or null
 */
export declare function withFixesKnown(node: CommentNode, fixes: FixesInVersion | null): CommentNode;
