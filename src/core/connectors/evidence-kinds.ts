// Which tier each kind of connector evidence belongs to, and the order of tiers.
import type { ConnectorEvidenceKind, ConnectorTier } from './types.js';

export const TIER_OF_KIND: Record<ConnectorEvidenceKind, ConnectorTier> = {
  match: 'implicated',
  frame: 'implicated',
  'package-frame': 'implicated',
  'log-file': 'implicated',
  'log-dialect': 'implicated',
  'log-active': 'named',
  hook: 'implicated',
  'config-error': 'implicated',
  label: 'human',
  'class-name': 'named',
  'product-word': 'named',
  'setup-word': 'named',
  config: 'configured',
  repository: 'repository',
};

/** Tiers strongest first. */
export const TIER_ORDER: ConnectorTier[] = ['implicated', 'human', 'named', 'configured', 'repository'];

/** How much one piece of evidence weighs when connectors are ranked; a connector's strength is its strongest piece. */
export const EVIDENCE_WEIGHT: Record<ConnectorEvidenceKind, number> = {
  match: 6,
  frame: 5,
  'package-frame': 4,
  'log-file': 4,
  'log-dialect': 4,
  'log-active': 3,
  hook: 4,
  'config-error': 4,
  config: 4,
  label: 3,
  'class-name': 2,
  'product-word': 2,
  'setup-word': 1,
  repository: 1,
};

/**
 * The strongest tier among a connector's evidence.
 * @param kinds the kinds of its evidence
 */
export function tierOf(kinds: ConnectorEvidenceKind[]): ConnectorTier {
  let best = TIER_ORDER.length - 1;
  for (const kind of kinds) best = Math.min(best, TIER_ORDER.indexOf(TIER_OF_KIND[kind]));
  return TIER_ORDER[best] as ConnectorTier;
}
