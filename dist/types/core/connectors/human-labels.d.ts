import { type ConnectorIdentity } from '../vllm/connector-names.js';
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
export declare function routingLabelsOn(labels: string[], names: RoutingLabelNames): HumanRoute[];
