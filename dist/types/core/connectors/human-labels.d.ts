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
export declare function routingLabelsOn(labels: string[], names: RoutingLabelNames): {
    label: string;
    connector: string | null;
}[];
