import type { ConnectorEvidenceKind, ConnectorTier, MentionPlace } from './types.js';
/**
 * How routing weighs a kind: `implicates` routes wherever the failure is; `near` routes with any failure not known
 * to be elsewhere (its weight held at zero there when `zeroElsewhere`, else only the tier rule zeroes it); `prior` is
 * what the fit starts from (the tiers as numbers). A name weighs by where it was written (NAME_BY_PLACE); a P/D word
 * says only that some connector runs and never routes.
 */
export type RoutingRow = {
    implicates: boolean;
    prior: number;
    zeroElsewhere?: true;
} | 'by-place' | null;
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
export declare const EVIDENCE_KINDS: Record<ConnectorEvidenceKind, EvidenceKindRow>;
/** A name (class name or product word) weighs by where it was written: its routing kind there, and its prior. */
export declare const NAME_BY_PLACE: {
    readonly title: {
        readonly kind: "title-name";
        readonly prior: 2;
    };
    readonly opening: {
        readonly kind: "opening-name";
        readonly prior: 1.5;
    };
    readonly code: {
        readonly kind: "pasted-name";
        readonly prior: 1;
    };
    readonly prose: {
        readonly kind: "prose-name";
        readonly prior: 0.5;
    };
};
/** A name's routing kind: the kind of a name at a place. */
export type NameKind = (typeof NAME_BY_PLACE)[MentionPlace]['kind'];
/** Tiers strongest first. */
export declare const TIER_ORDER: ConnectorTier[];
/**
 * Whether a piece shows the vLLM connector itself (`EvidenceKindRow.shows`); with `running`, its log lines that say it
 * runs count too.
 * @param kind the piece's kind
 * @param running whether a running log line counts
 */
export declare function showsConnector(kind: ConnectorEvidenceKind, running?: boolean): boolean;
/** What one piece of evidence weighs when connectors are ranked. */
export declare const rankWeightOf: (kind: ConnectorEvidenceKind) => number;
/**
 * The strongest tier among a connector's evidence.
 * @param kinds the kinds of its evidence
 */
export declare function tierOf(kinds: ConnectorEvidenceKind[]): ConnectorTier;
