// The one list of events that start a triage: routing and the event screen read it, and a test checks the README's
// events table and the workflow's job-level `if:` against it (test/action/issue/triggers.test.ts).
import type { LabelOptions } from '../../core/index.js';

/** The labels that are triggers, by role; their names are the inputs (`rerun-label`, `dismiss-label`, `connector-label`). */
export type TriggerLabel = 'rerun' | 'dismiss' | 'connector';

/** One event (and action, and label) that starts a triage. */
export interface EventTrigger {
  event: 'issues' | 'issue_comment' | 'workflow_dispatch';
  /** The payload's `action`, or null for `workflow_dispatch`. */
  action: string | null;
  /** For `issues.labeled`: which label. Per-connector labels (`connector-labels`) are no trigger: a workflow's `if:` could not know them. */
  label?: TriggerLabel;
}

export const EVENT_TRIGGERS: readonly EventTrigger[] = [
  { event: 'issues', action: 'opened' },
  { event: 'issues', action: 'reopened' },
  { event: 'issues', action: 'edited' },
  { event: 'issue_comment', action: 'created' },
  { event: 'issue_comment', action: 'edited' },
  { event: 'issues', action: 'labeled', label: 'rerun' },
  { event: 'issues', action: 'labeled', label: 'dismiss' },
  { event: 'issues', action: 'labeled', label: 'connector' },
  { event: 'workflow_dispatch', action: null },
];

/** The actions of `event` that may start a triage. */
export function triggerActions(event: EventTrigger['event']): Set<string> {
  return new Set(EVENT_TRIGGERS.filter((trigger) => trigger.event === event && trigger.action !== null).map((trigger) => trigger.action as string));
}

/** The label names that are triggers, from the label options. */
export function triggerLabelNames(labels: Pick<LabelOptions, 'rerunLabel' | 'dismissLabel' | 'connectorLabel'>): Record<TriggerLabel, string> {
  return { rerun: labels.rerunLabel, dismiss: labels.dismissLabel, connector: labels.connectorLabel };
}
