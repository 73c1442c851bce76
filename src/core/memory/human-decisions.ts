// What a human undid stays undone: a label the bot added and a human took off is not added again, and a comment a
// human edited is left as it is, until a maintainer asks for a rerun. Pure: the action gathers, this decides.
import type { MarkerData } from './marker.js';
import type { WrittenComment } from './bot-record.js';

export interface HumanDecisionsInput {
  /** The plan's labels to add and to remove, and its comment (null: nothing to say). */
  labelsToAdd: string[];
  labelsToRemove: string[];
  comment: string | null;
  /** The marker of the bot's comment as it stands, or null. */
  previous: MarkerData | null;
  /** The bot's comment read back, or null when there is none. */
  written: WrittenComment | null;
  /** Labels on the issue now. */
  labelsOnIssue: string[];
  /**
   * Of the recorded labels missing from the issue, those the repository has (lower-cased): only these were taken
   * off by a human; one the repository lacks was never added.
   */
  repoHas: Set<string>;
  /** A maintainer asked to decide the labels afresh (the rerun label). */
  rerunLabels: boolean;
  /** A maintainer asked to write the comment afresh (the rerun label, or a dismissal). */
  rerunComment: boolean;
}

export interface HumanDecisions {
  labelsToAdd: string[];
  /** The comment to write, or null to leave the bot's comment as it is. */
  comment: string | null;
  /** The labels the marker records as added, this run's planned adds included. */
  added: string[];
  /** Labels a human took off after the bot added them, left off. */
  keptOff: string[];
  /** True when the bot's comment was edited by a human and is left as it is. */
  keptEdit: boolean;
  /** Sentences for the log and the summary. */
  notes: string[];
}

const lower = (label: string): string => label.toLowerCase();

/**
 * Applies the humans' decisions to the plan.
 * @param input the plan's writes, the record, the issue's labels and whether a rerun or dismissal was asked for
 */
export function keepHumanDecisions(input: HumanDecisionsInput): HumanDecisions {
  const onIssue = new Set(input.labelsOnIssue.map(lower));
  const removing = new Set(input.labelsToRemove.map(lower));
  const recorded = input.previous?.added ?? [];
  const takenOff = input.rerunLabels ? [] : recorded.filter((label) => !onIssue.has(lower(label)) && input.repoHas.has(lower(label)));
  const takenOffSet = new Set(takenOff.map(lower));
  const keptOff = input.labelsToAdd.filter((label) => takenOffSet.has(lower(label)));
  const labelsToAdd = input.labelsToAdd.filter((label) => !takenOffSet.has(lower(label)));
  // Still the bot's: what it added that is on the issue (or was taken off by a human: remembered, so it stays off),
  // minus what it takes off itself now, plus what it adds now.
  const kept = recorded.filter((label) => !removing.has(lower(label)) && (onIssue.has(lower(label)) || takenOffSet.has(lower(label))));
  const added = [...new Map([...kept, ...labelsToAdd].map((label) => [lower(label), label])).values()];
  const notes = keptOff.map(
    (label) => `label "${label}" was taken off by a human after the bot added it; not adding it again (add the rerun label to decide afresh)`,
  );
  const keptEdit = input.comment !== null && !input.rerunComment && input.written?.edited === true;
  if (keptEdit) notes.push("the bot's comment was edited by a human; it is left as it is (add the rerun label to rewrite it)");
  return { labelsToAdd, comment: keptEdit ? null : input.comment, added, keptOff, keptEdit, notes };
}
