// The evidence routing weighs: each piece of connector evidence by kind (implicated code, a human's words, a name
// and where it was written, a config, the repository), for the connector it speaks for.
import type { ConnectorEvidence } from './types.js';
import type { Match } from '../match/types.js';

/** Kinds that route wherever the failure is: a connector's code, log or error in the failure, or a maintainer's label. */
export const IMPLICATING_KINDS = [
  'known-error',
  'connector-code',
  'library-code',
  'connector-log',
  'library-log',
  'hook',
  'config-error',
  'maintainer-label',
] as const;

/** Kinds of routing evidence, each with its own weight per failure place: the implicating ones, then names and places. */
export const ROUTING_KINDS = [...IMPLICATING_KINDS, 'title-name', 'opening-name', 'pasted-name', 'prose-name', 'config', 'running-log', 'repository'] as const;
export type RoutingKind = (typeof ROUTING_KINDS)[number];

const IMPLICATING = new Set<RoutingKind>(IMPLICATING_KINDS);

/** Whether a kind implicates a connector wherever the failure is (IMPLICATING_KINDS). */
export const isImplicating = (kind: RoutingKind): boolean => IMPLICATING.has(kind);

/** One piece of routing evidence: its kind, the connector it speaks for, what was seen and where. */
export interface RoutingEvidence {
  kind: RoutingKind;
  connector: string;
  text: string;
  line: number;
}

/** The routing kind of a connector's evidence item, or null for what never routes (a P/D word says only that some connector runs). */
function routingKindOf(item: ConnectorEvidence['evidence'][number]): RoutingKind | null {
  switch (item.kind) {
    case 'match':
      return 'known-error';
    case 'frame':
      return 'connector-code';
    case 'package-frame':
      return 'library-code';
    case 'log-file':
      return 'connector-log';
    case 'log-dialect':
      return 'library-log';
    case 'log-active':
      return 'running-log';
    case 'hook':
      return 'hook';
    case 'config-error':
      return 'config-error';
    case 'label':
      return 'maintainer-label';
    case 'config':
      return 'config';
    case 'repository':
      return 'repository';
    case 'setup-word':
      return null;
    case 'class-name':
    case 'product-word':
      // A name's weight depends on where it was written; older callers without a place wrote prose.
      return item.where === 'title' || item.line === 0
        ? 'title-name'
        : item.where === 'opening'
          ? 'opening-name'
          : item.where === 'code'
            ? 'pasted-name'
            : 'prose-name';
  }
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
