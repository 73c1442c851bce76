import type { Catalog } from '../catalog/types.js';
import type { ConnectorEvidence } from '../connectors/types.js';
import type { Extraction } from '../extract/extract.js';
import type { Match } from '../match/types.js';
import type { ThreadReading } from '../signals/thread-reading.js';
import type { CommentContext } from './comment-context.js';
import type { Contradiction } from './contradiction.js';
import type { RaisedBy } from './owner-decision.js';
import type { OtherEngineThread } from './speech/engine-policy.js';
import type { PastedLog } from './asks/whole-evidence.js';
import type { ThreadDecision } from './thread-decision.js';
import type { EarlierRun } from './timeline.js';
import type { AskStatus, ShortComment, TimelineEntry } from './types.js';
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
}
/**
 * The comment as the comment stage renders it.
 * @param values what was decided
 */
export declare function commentContextOf(values: CommentValues): CommentContext;
