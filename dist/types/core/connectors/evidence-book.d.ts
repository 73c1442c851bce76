import { type ConnectorIdentity } from '../vllm/connector-names.js';
import type { HumanRoute } from './human-labels.js';
import type { ConnectorEvidence, ConnectorEvidenceKind, MentionPlace } from './types.js';
/** One piece of evidence as a detector saw it: the arguments of `EvidenceBook.add`. */
export type Sighting = [identity: ConnectorIdentity, kind: ConnectorEvidenceKind, text: string, line: number, where?: MentionPlace];
/** Collects evidence per connector name, bounded per kind. */
export declare class EvidenceBook {
    /** A book with the sightings entered in their order. */
    static of(sightings: readonly Sighting[]): EvidenceBook;
    private readonly byName;
    /** The connectors recorded so far, in the order first seen. */
    identities(): ConnectorIdentity[];
    /** The kinds of evidence recorded for a connector (empty when it has none). */
    kindsOf(name: string): ConnectorEvidenceKind[];
    /** Record `backend` as what `connector` runs over, and drop it as a connector of its own. */
    moveToBackend(backend: string, connector: string): void;
    add(identity: ConnectorIdentity, kind: ConnectorEvidenceKind, text: string, line: number, where?: MentionPlace): void;
    /** Move the evidence of `from` to the first of `targets` present, and drop `from`. */
    mergeInto(from: string, targets: string[]): void;
    /** Connectors strongest first: by best evidence weight, then amount of evidence, then first seen. */
    ranked(): ConnectorEvidence[];
}
/**
 * Settles whose evidence is whose once every detector has spoken: the transfer engine's lines go to the Mooncake
 * connector named, a caching library's store becomes its backend, an unnamed P/D setup goes to the named connector, a
 * generic hook frame implicates the configured connector, and maintainers' routing labels are added last.
 * @param book the book with every detector's sightings
 * @param hookFrame a frame of vLLM's generic connector hooks, or null (none, or the failure has another cause)
 * @param humanLabels maintainers' routing labels on the issue
 */
export declare function settle(book: EvidenceBook, hookFrame: {
    text: string;
    line: number;
} | null, humanLabels: readonly HumanRoute[]): void;
