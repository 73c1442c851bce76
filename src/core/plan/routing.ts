// Whether an issue goes to the connector owners (the connector label), and for which connectors.
import type { ConnectorEvidence } from '../connectors/types.js';
import type { Match } from '../match/types.js';
import type { FailureSignal } from '../signals/failure.js';

/** The routing decision: whether to add the connector label, the connectors it is for, and why. */
export interface Routing {
  routed: boolean;
  /** Connector names the issue is routed for (per-connector labels), strongest first. */
  connectors: string[];
  /** One line saying why (or why not), for the report's notes. */
  reason: string;
}

/**
 * Decide routing from the connectors' tiers (DESIGN §2): route when a known error matched or a connector is
 * implicated; when a connector is named in the title or prose together with a failure that nothing else
 * explains (no other cause in its errors, and no whole traceback that ends in code of no connector); or when the issue sits in the connector's own repository with it configured and such a failure.
 * Never for a configured-only or repository-only connector on its own.
 * @param matches recognised errors
 * @param connectors connectors with their tiers
 * @param failure what the thread shows of a failure
 */
export function decideRouting(matches: Match[], connectors: ConnectorEvidence[], failure: FailureSignal): Routing {
  const implicated = connectors.filter((connector) => connector.tier === 'implicated');
  if (matches.length > 0 || implicated.length > 0) {
    const names = [...new Set([...matches.map((match) => match.connector), ...implicated.map((connector) => connector.name)])];
    return {
      routed: true,
      connectors: names,
      reason: matches.length > 0 ? 'a known connector error was recognised' : `connector code is in the failure (${implicated[0]?.name ?? ''})`,
    };
  }
  const unexplained = failure.shown && failure.explainedBy === null;
  const named = connectors.filter((connector) => connector.tier === 'named');
  if (named.length > 0 && unexplained && failure.locatedIn === null) {
    return {
      routed: true,
      connectors: named.map((connector) => connector.name),
      reason: `${named[0]?.name ?? ''} is named together with a failure nothing else explains`,
    };
  }
  // In a connector project's own repository, a failure nothing else explains is that connector's.
  const inOwnRepository = connectors.filter((connector) => connector.evidence.some((item) => item.kind === 'repository'));
  if (inOwnRepository.length > 0 && unexplained && failure.locatedIn === null) {
    return {
      routed: true,
      connectors: inOwnRepository.map((connector) => connector.name),
      reason: 'in the connector project’s own repository, with a failure nothing else explains',
    };
  }
  if (failure.explainedBy !== null && connectors.length > 0)
    return { routed: false, connectors: [], reason: `not routed: the failure is explained by ${failure.explainedBy}` };
  if (failure.locatedIn !== null && named.length > 0)
    return { routed: false, connectors: [], reason: `not routed: the traceback ends in ${failure.locatedIn.slice(-120)}, which is no connector's code` };
  return {
    routed: false,
    connectors: [],
    reason: connectors.length > 0 ? 'not routed: the connector is only configured or only the repository’s' : 'not routed: no connector',
  };
}
