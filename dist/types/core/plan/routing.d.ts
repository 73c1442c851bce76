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
export declare function decideRouting(matches: Match[], connectors: ConnectorEvidence[], failure: FailureSignal): Routing;
