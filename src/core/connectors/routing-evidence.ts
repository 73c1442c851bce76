// The evidence routing weighs: each piece of connector evidence by kind (implicated code, a human's words, a name
// and where it was written, a config, the repository), for the connector it speaks for.
import { EVIDENCE_KINDS, NAME_BY_PLACE, type EvidenceKindRow, type NameKind } from './evidence-kinds.js';
import type { ConnectorEvidence, ConnectorEvidenceKind } from './types.js';
import type { Match } from '../match/types.js';

/** The kinds routing weighs: the evidence kinds it takes as they are, and a name by where it was written. */
export type RoutingKind = Exclude<ConnectorEvidenceKind, 'class-name' | 'product-word' | 'setup-word'> | NameKind;

const ROWS = Object.entries(EVIDENCE_KINDS) as [ConnectorEvidenceKind, EvidenceKindRow][];
/** The evidence kinds routing takes as they are, with their row: implicating or near. */
const DIRECT = ROWS.flatMap(([kind, { routing }]) => (routing === null || routing === 'by-place' ? [] : [{ kind: kind as RoutingKind, ...routing }]));
const NAMES = Object.values(NAME_BY_PLACE).map(({ kind, prior }) => ({ kind, prior, implicates: false, zeroElsewhere: true as const }));

/** Every routing kind with its row, in the order weights are listed: the implicating kinds, then names by place, then the rest. */
const ROUTING_ROWS = [...DIRECT.filter((row) => row.implicates), ...NAMES, ...DIRECT.filter((row) => !row.implicates)];

/** Kinds of routing evidence, each with its own weight per failure place (EVIDENCE_KINDS and NAME_BY_PLACE). */
export const ROUTING_KINDS: readonly RoutingKind[] = ROUTING_ROWS.map((row) => row.kind);

/** What each routing kind weighs before the corpus is seen (the tiers of DESIGN §2 as numbers). */
export const ROUTING_PRIORS = Object.fromEntries(ROUTING_ROWS.map((row) => [row.kind, row.prior])) as Record<RoutingKind, number>;

/** Kinds whose weight is held at zero where the failure is elsewhere: names and a connector's running log. */
export const ZERO_ELSEWHERE: readonly RoutingKind[] = ROUTING_ROWS.filter((row) => row.zeroElsewhere === true).map((row) => row.kind);

const IMPLICATING = new Set<RoutingKind>(ROUTING_ROWS.filter((row) => row.implicates).map((row) => row.kind));

/** Whether a kind implicates a connector wherever the failure is (a connector's code, log or error, a maintainer's label). */
export const isImplicating = (kind: RoutingKind): boolean => IMPLICATING.has(kind);

/** One piece of routing evidence: its kind, the connector it speaks for, what was seen and where. */
export interface RoutingEvidence {
  kind: RoutingKind;
  connector: string;
  text: string;
  line: number;
}

/** The routing kind of a connector's evidence item, or null for what never routes (EVIDENCE_KINDS' routing column). */
function routingKindOf(item: ConnectorEvidence['evidence'][number]): RoutingKind | null {
  const routing = EVIDENCE_KINDS[item.kind].routing;
  if (routing === null) return null;
  if (routing !== 'by-place') return item.kind as RoutingKind;
  // A name's weight depends on where it was written; older callers without a place wrote prose.
  const place = item.where === 'title' || item.line === 0 ? 'title' : (item.where ?? 'prose');
  return NAME_BY_PLACE[place].kind;
}

/**
 * The routing evidence of an issue: a recognised error for its connector, then each connector's evidence by kind,
 * one item per kind and connector (the first seen).
 * @param matches recognised errors
 * @param connectors the connectors with their evidence
 */
export function routingEvidenceOf(matches: Match[], connectors: ConnectorEvidence[]): RoutingEvidence[] {
  const found: RoutingEvidence[] = [];
  const seen = new Set<string>();
  const push = (item: RoutingEvidence): void => {
    const key = `${item.kind}\u0000${item.connector}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push(item);
  };
  for (const match of matches) push({ kind: 'known-error', connector: match.connector, text: match.id, line: match.evidence.line });
  for (const connector of connectors) {
    for (const item of [...connector.evidence, ...(connector.backendEvidence ?? [])]) {
      const kind = routingKindOf(item);
      if (kind !== null) push({ kind, connector: connector.name, text: item.text, line: item.line });
    }
  }
  return found;
}
