// The one evidence vocabulary: every kind of connector evidence a finder records, with its tier, what it weighs when
// connectors are ranked, and how routing weighs it (DESIGN §2, connectors). One row a kind; routing and ranking both
// read this table, under these names.
import type { ConnectorEvidenceKind, ConnectorTier, MentionPlace } from './types.js';

/**
 * How routing weighs a kind: `implicates` routes wherever the failure is; `near` routes with any failure not known
 * to be elsewhere (its weight held at zero there when `zeroElsewhere`, else only the tier rule zeroes it); `prior` is
 * what the fit starts from (the tiers as numbers). A name weighs by where it was written (NAME_BY_PLACE); a P/D word
 * says only that some connector runs and never routes.
 */
export type RoutingRow = { implicates: boolean; prior: number; zeroElsewhere?: true } | 'by-place' | null;

export interface EvidenceKindRow {
  /** The tier a piece of this kind puts its connector in. */
  tier: ConnectorTier;
  /** What one piece weighs when connectors are ranked; a connector's strength is its strongest piece. */
  rank: number;
  routing: RoutingRow;
  /**
   * Whether a piece of this kind shows the vLLM connector itself: `own` (its code or log prefix, its class name, its
   * config, a maintainer's label), `running` (its own log lines that say it runs), or null (a recognised error, a
   * library's frames or lines, a product or P/D word, the repository: none says this vLLM class ran).
   */
  shows: 'own' | 'running' | null;
}

/** The weight table, in the order routing lists its kinds (implicating kinds first). */
export const EVIDENCE_KINDS: Record<ConnectorEvidenceKind, EvidenceKindRow> = {
  'known-error': { tier: 'implicated', rank: 6, routing: { implicates: true, prior: 5 }, shows: null },
  'connector-code': { tier: 'implicated', rank: 5, routing: { implicates: true, prior: 4 }, shows: 'own' },
  'library-code': { tier: 'implicated', rank: 4, routing: { implicates: true, prior: 4 }, shows: null },
  'connector-log': { tier: 'implicated', rank: 4, routing: { implicates: true, prior: 4 }, shows: 'own' },
  'library-log': { tier: 'implicated', rank: 4, routing: { implicates: true, prior: 3.5 }, shows: null },
  hook: { tier: 'implicated', rank: 4, routing: { implicates: true, prior: 3 }, shows: 'own' },
  'config-error': { tier: 'implicated', rank: 4, routing: { implicates: true, prior: 3.5 }, shows: 'own' },
  'maintainer-label': { tier: 'human', rank: 3, routing: { implicates: true, prior: 5 }, shows: 'own' },
  'class-name': { tier: 'named', rank: 2, routing: 'by-place', shows: 'own' },
  'product-word': { tier: 'named', rank: 2, routing: 'by-place', shows: null },
  'setup-word': { tier: 'named', rank: 1, routing: null, shows: null },
  config: { tier: 'configured', rank: 4, routing: { implicates: false, prior: 1 }, shows: 'own' },
  'running-log': { tier: 'named', rank: 3, routing: { implicates: false, prior: 1, zeroElsewhere: true }, shows: 'running' },
  repository: { tier: 'repository', rank: 1, routing: { implicates: false, prior: 0.5 }, shows: null },
};

/** A name (class name or product word) weighs by where it was written: its routing kind there, and its prior. */
export const NAME_BY_PLACE = {
  title: { kind: 'title-name', prior: 2 },
  opening: { kind: 'opening-name', prior: 1.5 },
  code: { kind: 'pasted-name', prior: 1 },
  prose: { kind: 'prose-name', prior: 0.5 },
} as const satisfies Record<MentionPlace, { kind: string; prior: number }>;

/** A name's routing kind: the kind of a name at a place. */
export type NameKind = (typeof NAME_BY_PLACE)[MentionPlace]['kind'];

/** Tiers strongest first. */
export const TIER_ORDER: ConnectorTier[] = ['implicated', 'human', 'named', 'configured', 'repository'];

/**
 * Whether a piece shows the vLLM connector itself (`EvidenceKindRow.shows`); with `running`, its log lines that say it
 * runs count too.
 * @param kind the piece's kind
 * @param running whether a running log line counts
 */
export function showsConnector(kind: ConnectorEvidenceKind, running = false): boolean {
  const shows = EVIDENCE_KINDS[kind].shows;
  return shows === 'own' || (running && shows === 'running');
}

/** What one piece of evidence weighs when connectors are ranked. */
export const rankWeightOf = (kind: ConnectorEvidenceKind): number => EVIDENCE_KINDS[kind].rank;

/**
 * The strongest tier among a connector's evidence.
 * @param kinds the kinds of its evidence
 */
export function tierOf(kinds: ConnectorEvidenceKind[]): ConnectorTier {
  let best = TIER_ORDER.length - 1;
  for (const kind of kinds) best = Math.min(best, TIER_ORDER.indexOf(EVIDENCE_KINDS[kind].tier));
  return TIER_ORDER[best] as ConnectorTier;
}
