// The labels the action uses, with the colour and description it gives them when it creates them.
import type { ActionSettings } from './inputs.js';
import { cutText } from '../../core/index.js';

/** A label the action adds or reads, as it creates it. */
export interface LabelSpec {
  name: string;
  /** Six hex digits, without `#`. */
  color: string;
  description: string;
}

/**
 * Every label the action names: the connector label, each per-connector label, the needs-info label (when set), and
 * the two labels maintainers use (rerun, dismiss). None when `add-labels` is off, but the two maintainers' labels.
 * @param settings the validated inputs
 */
export function labelsTheActionUses(settings: Pick<ActionSettings, 'labels'>): LabelSpec[] {
  const { labels } = settings;
  const specs: LabelSpec[] = [];
  if (!labels.disabled) {
    specs.push({ name: labels.connectorLabel, color: '5319e7', description: 'A KV-connector error (vllm-triage)' });
    for (const [connector, name] of Object.entries(labels.perConnector)) {
      specs.push({ name, color: 'c5def5', description: cutText(`About ${connector} (vllm-triage)`, 100, '') });
    }
    if (labels.needsInfoLabel !== null)
      specs.push({ name: labels.needsInfoLabel, color: 'fbca04', description: 'Waiting for the details vllm-triage asked for' });
  }
  specs.push({ name: labels.rerunLabel, color: '0e8a16', description: 'Maintainers: run vllm-triage on this issue again' });
  specs.push({ name: labels.dismissLabel, color: 'b60205', description: 'Maintainers: dismiss vllm-triage on this issue' });
  // One spec per name (GitHub compares label names without regard to case); the first wins.
  return [...new Map(specs.reverse().map((spec) => [spec.name.toLowerCase(), spec])).values()].reverse();
}
