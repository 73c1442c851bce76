// Maintainers' routing labels as connector evidence: the generic connector label, or a per-connector one.
import { connectorIdentity, type ConnectorIdentity } from '../vllm/connector-names.js';

/** A maintainer's routing label: the connector a per-connector label names (null for the generic label), and who that is. */
export interface HumanRoute {
  label: string;
  connector: string | null;
  /** The named connector's identity (null for the generic label, or a name of shared code). */
  identity: ConnectorIdentity | null;
}

/** The label names that route an issue: the connector label and the per-connector labels (registered name → label). */
export interface RoutingLabelNames {
  connectorLabel: string;
  perConnector: Record<string, string>;
}

/**
 * The maintainers' routing labels among the issue's labels, each with the connector a per-connector label names.
 * @param labels label names (a labeled event's label, or the issue's)
 * @param names the configured routing label names
 */
export function routingLabelsOn(labels: string[], names: RoutingLabelNames): HumanRoute[] {
  const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
  const found: HumanRoute[] = [];
  for (const label of labels) {
    if (same(label, names.connectorLabel)) found.push({ label, connector: null, identity: null });
    const connector = Object.entries(names.perConnector).find(([, name]) => same(name, label))?.[0];
    if (connector !== undefined) found.push({ label, connector, identity: connectorIdentity(connector) });
  }
  return found;
}
