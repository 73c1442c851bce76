import type { ConnectorEvidenceKind, ConnectorTier } from './types.js';
export declare const TIER_OF_KIND: Record<ConnectorEvidenceKind, ConnectorTier>;
/** Tiers strongest first. */
export declare const TIER_ORDER: ConnectorTier[];
/** How much one piece of evidence weighs when connectors are ranked; a connector's strength is its strongest piece. */
export declare const EVIDENCE_WEIGHT: Record<ConnectorEvidenceKind, number>;
/**
 * The strongest tier among a connector's evidence.
 * @param kinds the kinds of its evidence
 */
export declare function tierOf(kinds: ConnectorEvidenceKind[]): ConnectorTier;
