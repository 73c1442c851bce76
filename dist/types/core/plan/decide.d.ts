import type { Catalog } from '../catalog/types.js';
import type { ConnectorEvidence } from '../connectors/types.js';
import type { Extraction } from '../extract/extract.js';
import type { Match } from '../match/types.js';
import type { ThreadReading } from '../signals/thread-reading.js';
import { type Withheld } from './speech/speak-policy.js';
import { type Speech } from './speech/speech.js';
import { type LabelOptions } from './label-options.js';
import { type LabelPlan } from './labels.js';
import { type Routing } from './routing.js';
import type { CommentNode } from './comment-context.js';
import type { OtherReport } from '../match/other-reports.js';
import type { AskStatus, MarkerData, TimelineEntry } from './types.js';
/** What the earlier stages found, and the settings of this run. */
export interface DecideInput {
    extraction: Extraction;
    reading: ThreadReading;
    /** The recognised errors of the reporter's and maintainers' text, best first (quotes and diffs left out). */
    matches: Match[];
    connectors: ConnectorEvidence[];
    catalog: Catalog;
    labelOptions: LabelOptions;
    /** Labels already on the issue. */
    existingLabels: string[];
    /** The bot's previous marker on this issue, if any. */
    previous: MarkerData | null;
    /** Set when a maintainer dismissed the bot on this issue. */
    dismissedBy: string | null;
    /** Set when a maintainer routed the issue with a routing label (this event, or recorded in the marker). */
    routedBy: {
        label: string;
        by: string;
    } | null;
    /** The triaged issue's number (the comment never cites it), when known. */
    issueNumber: number | null;
    /** The web address of the explainer pages the comment links; the default when null. */
    docsBase: string | null;
    /** Labels the caller knows the repository has: the footer names a maintainer's label only when it is known to exist. */
    labelsInRepository: readonly string[];
    /** Why the comment is withheld (a pull request, a CI-failure report: `speak-policy.ts`), or null. */
    withheld?: Withheld | null;
    /** The issue's repository (`owner/name`), when known: its number names a vLLM issue only on vLLM's. */
    repository?: string;
    /** A maintainer filed the issue (author association OWNER, MEMBER, COLLABORATOR): the comment asks nothing of them. */
    filedByMaintainer?: boolean;
    /** Known errors in other people's comments: context, named as such in the details. */
    otherReports?: OtherReport[];
}
/** The one decision `triage()` acts on. */
export interface Decision {
    /** Whether the issue goes to the connector owners, for which connectors, and why (a dismissal or disabled labels turn it off). */
    routing: Routing;
    labels: LabelPlan;
    /** Labels the bot added earlier and no longer wants. */
    labelsToRemove: string[];
    asks: AskStatus[];
    timeline: TimelineEntry[];
    /** Whether the bot posts (or keeps up to date) a comment. */
    speaks: boolean;
    /** The comment as data (`CommentNode`): its shape and every value it shows; the comment stage only renders it. */
    comment: CommentNode;
    /** Why the comment is withheld or the bot silent, whose code failed, the comment's kind and its asks ticked, kept and dropped. */
    speech: Speech;
}
/**
 * The decision with the labels known to the repository of `input` (all else as when it was decided): they only fill
 * the comment's footer, so a second decision with GitHub's answer about them need not decide again.
 * @param decision decide() of the same input with other labelsInRepository
 * @param input the input with the labels found
 */
export declare function withLabelsKnown(decision: Decision, input: DecideInput): Decision;
/**
 * Decides what the bot does about a thread. Pure.
 * @param input the stages' findings and this run's settings
 */
export declare function decide(input: DecideInput): Decision;
