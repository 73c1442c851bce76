// What applying a plan takes and gives: the shapes apply.ts, labels.ts and the issue's summary share.
import type { IssueComment, IssueSnapshot } from '../github/gateway.js';
import type { LabelSpec } from '../settings/label-set.js';

export type CommentAction = 'created' | 'updated' | 'none' | 'skipped';

/** What applying the plan did; labels are either applied or listed as skipped with the reason. */
export interface ApplyResult {
  commentAction: CommentAction;
  commentId: number | null;
  labelsAdded: string[];
  /**
   * Labels not applied; `lost` when the label was tried and did not land (refused, or not created), not skipped by
   * policy: the comment's record then stops counting it. Only the connector label's loss is also a failure.
   */
  labelsSkipped: { label: string; why: string; lost?: boolean }[];
  labelsRemoved: string[];
  /** Repository labels this run created before adding them (`create-missing-labels`). */
  labelsCreated?: string[];
  /** Things a maintainer should read (a refusal, a retry, a duplicate removed). */
  notes: string[];
  /** Steps that failed; the run reports them and fails. */
  failures: string[];
  /** The login a comment this run created was written as, when it is not the `bot-login` input; else null. */
  writtenAs?: string | null;
}

/** The issue as read before the plan was made. */
export interface ApplyTarget {
  issue: IssueSnapshot;
  /** The bot's existing comment, if any (the oldest one carrying the marker). */
  botComment: IssueComment | null;
  /** Newer comments of the bot's that also carry the marker (left by an earlier race); they are deleted. */
  duplicateBotComments?: IssueComment[];
}

export interface ApplySettings {
  createMissingLabels: boolean;
  /**
   * The connector label: the one label whose loss fails the run. Any other label GitHub refuses (or that could not be
   * created) is reported as a warning naming it and GitHub's reason, and the other labels are still added.
   */
  connectorLabel: string;
  /** Colours and descriptions for labels this run may create (`create-missing-labels`). */
  labelSpecs?: LabelSpec[];
  /** The login the token writes as: only its marked comments are the bot's own (re-checked after a failed create). */
  botLogin: string;
  /**
   * Labels added without looking them up first even when `createMissingLabels` is off: the connector label on the
   * first run of a brand-new issue, where the look-up would be a fourth request (see the README's request table).
   */
  labelsAddedUnchecked?: string[];
  /** Labels to take off besides the plan's (the maintainer's re-run trigger label). */
  triggerLabelsToRemove: string[];
  wait: (milliseconds: number) => Promise<void>;
  /** How long to wait before looking for a comment whose create failed; `CREATE_TIMINGS` unless given. */
  timings?: Partial<CreateTimings>;
}

/** The waits around a failed create (see `createSingleComment`). */
export interface CreateTimings {
  /** After a 5xx: one look, `createBackoffMs × n²` after attempt n. */
  createBackoffMs: number;
  /** After no answer: the pauses before each look. */
  noAnswerLooksMs: readonly number[];
}
