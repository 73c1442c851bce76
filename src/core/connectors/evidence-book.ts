// Collects connector evidence by name, bounded per kind, and ranks connectors with their tiers.
import type { ConnectorIdentity } from '../vllm/connector-names.js';
import { EVIDENCE_WEIGHT, tierOf } from './tiers.js';
import type { ConnectorEvidence, ConnectorEvidenceKind, MentionPlace } from './types.js';

const MAX_EVIDENCE_PER_KIND = 3;
const MAX_EVIDENCE_TEXT = 160;
const MAX_BACKEND_EVIDENCE = 12;

/** One piece of evidence as a detector saw it: the arguments of `EvidenceBook.add`. */
export type Sighting = [identity: ConnectorIdentity, kind: ConnectorEvidenceKind, text: string, line: number, where?: MentionPlace];

/** Collects evidence per connector name, bounded per kind. */
export class EvidenceBook {
  /** A book with the sightings entered in their order. */
  static of(sightings: readonly Sighting[]): EvidenceBook {
    const book = new EvidenceBook();
    for (const sighting of sightings) book.add(...sighting);
    return book;
  }

  private readonly byName = new Map<
    string,
    { identity: ConnectorIdentity; evidence: ConnectorEvidence['evidence']; order: number; backends: string[]; backendEvidence: ConnectorEvidence['evidence'] }
  >();

  /** The connectors recorded so far, in the order first seen. */
  identities(): ConnectorIdentity[] {
    return [...this.byName.values()].map((entry) => entry.identity);
  }

  /** The kinds of evidence recorded for a connector (empty when it has none). */
  kindsOf(name: string): ConnectorEvidenceKind[] {
    return (this.byName.get(name)?.evidence ?? []).map((item) => item.kind);
  }

  /** Record `backend` as what `connector` runs over, and drop it as a connector of its own. */
  moveToBackend(backend: string, connector: string): void {
    const target = this.byName.get(connector);
    if (target === undefined || !this.byName.has(backend)) return;
    if (!target.backends.includes(backend)) target.backends.push(backend);
    // What the backend showed still speaks for the connector running over it (routing weighs it).
    for (const item of this.byName.get(backend)?.evidence ?? []) if (target.backendEvidence.length < MAX_BACKEND_EVIDENCE) target.backendEvidence.push(item);
    this.byName.delete(backend);
  }

  add(identity: ConnectorIdentity, kind: ConnectorEvidenceKind, text: string, line: number, where?: MentionPlace): void {
    let entry = this.byName.get(identity.name);
    if (entry === undefined) {
      entry = { identity, evidence: [], order: this.byName.size, backends: [], backendEvidence: [] };
      this.byName.set(identity.name, entry);
    }
    const sameKind = entry.evidence.filter((item) => item.kind === kind);
    const clipped = text.length > MAX_EVIDENCE_TEXT ? `${text.slice(0, MAX_EVIDENCE_TEXT - 1)}…` : text;
    if (sameKind.length >= MAX_EVIDENCE_PER_KIND || sameKind.some((item) => item.text === clipped)) return;
    entry.evidence.push(where === undefined ? { kind, text: clipped, line } : { kind, text: clipped, line, where });
  }

  /** Move the evidence of `from` to the first of `targets` present, and drop `from`. */
  mergeInto(from: string, targets: string[]): void {
    const source = this.byName.get(from);
    const target = targets.map((name) => this.byName.get(name)).find((entry) => entry !== undefined);
    if (source === undefined || target === undefined) return;
    for (const item of source.evidence) this.add(target.identity, item.kind, item.text, item.line, item.where);
    for (const backend of source.backends) if (!target.backends.includes(backend)) target.backends.push(backend);
    this.byName.delete(from);
  }

  /** Connectors strongest first: by best evidence weight, then amount of evidence, then first seen. */
  ranked(): ConnectorEvidence[] {
    const strength = (evidence: ConnectorEvidence['evidence']): number =>
      evidence.reduce((strongest, item) => Math.max(strongest, EVIDENCE_WEIGHT[item.kind]), -Infinity);
    return [...this.byName.values()]
      .sort((a, b) => strength(b.evidence) - strength(a.evidence) || b.evidence.length - a.evidence.length || a.order - b.order)
      .map(({ identity, evidence, backends, backendEvidence }) => ({
        name: identity.name,
        family: identity.family,
        tier: tierOf(evidence.map((item) => item.kind)),
        evidence,
        ...(backends.length > 0 ? { backends } : {}),
        ...(backendEvidence.length > 0 ? { backendEvidence } : {}),
      }));
  }
}
