// The label inputs checked against each other at start-up: labels whose meanings clash must differ, and a connector
// name in `connector-labels` that no connector has is named in a warning.
import { connectorFamily, type LabelOptions } from '../../core/index.js';

/** Why two label inputs may not name the same label: what the bot would do to the issue if they did. */
const CLASHES: { a: string; b: string; why: string }[] = [
  { a: 'connector-label', b: 'dismiss-label', why: 'every issue the bot routes would dismiss it' },
  { a: 'connector-label', b: 'rerun-label', why: "a maintainer's routing label would be taken off as a rerun" },
  { a: 'connector-labels', b: 'dismiss-label', why: 'every issue routed to that connector would dismiss the bot' },
  { a: 'connector-labels', b: 'rerun-label', why: "a maintainer's routing label would be taken off as a rerun" },
  { a: 'needs-info-label', b: 'connector-label', why: 'the bot takes the needs-info label off once answered, and the routing with it' },
  { a: 'needs-info-label', b: 'connector-labels', why: 'the bot takes the needs-info label off once answered, and the routing with it' },
  { a: 'needs-info-label', b: 'dismiss-label', why: 'asking for details would dismiss the bot' },
  { a: 'needs-info-label', b: 'rerun-label', why: 'asking for details would ask for a rerun' },
  { a: 'rerun-label', b: 'dismiss-label', why: 'a rerun and a dismissal would be one label' },
];

/** The labels each input names, as given. */
function labelsOfInputs(labels: LabelOptions): Record<string, string[]> {
  return {
    'connector-label': [labels.connectorLabel],
    'connector-labels': Object.values(labels.perConnector),
    'needs-info-label': labels.needsInfoLabel === null ? [] : [labels.needsInfoLabel],
    'rerun-label': [labels.rerunLabel],
    'dismiss-label': [labels.dismissLabel],
  };
}

/**
 * Every clash between label inputs (GitHub compares label names without regard to case), a sentence each: a
 * workflow that sets three inputs to one label learns of both clashes in one run.
 * @param labels the label inputs, validated one by one
 */
export function labelClashes(labels: LabelOptions): string[] {
  const named = labelsOfInputs(labels);
  const clashes: string[] = [];
  for (const { a, b, why } of CLASHES) {
    const other = new Set((named[b] ?? []).map((label) => label.toLowerCase()));
    const same = (named[a] ?? []).find((label) => other.has(label.toLowerCase()));
    if (same !== undefined) clashes.push(`inputs "${a}" and "${b}" both name the label "${same}": ${why}; expected different labels`);
  }
  return clashes;
}

/**
 * A warning for each `connector-labels` line whose connector no connector has (neither a registered class name nor a
 * family key): the label would never be added.
 * @param perConnector the parsed `connector-labels`
 */
export function unknownConnectorWarnings(perConnector: Record<string, string>): string[] {
  return Object.keys(perConnector)
    .filter((name) => connectorFamily(name) === 'other-connector')
    .map((name) => `input "connector-labels" names "${name}", which is no connector vllm-triage knows; its label "${perConnector[name]}" is never added`);
}
