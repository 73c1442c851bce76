// Collects connector evidence by name, bounded per kind, settles whose evidence is whose, and ranks connectors with their tiers.
import { MOONCAKE_ENGINE, type ConnectorIdentity } from '../vllm/connector-names.js';
import type { HumanRoute } from './human-labels.js';
import { UNNAMED } from './recognisers/product-words.js';
import { rankWeightOf, tierOf } from './evidence-kinds.js';
import type { ConnectorEvidence, ConnectorEvidenceKind, MentionPlace } from './types.js';
import { cutText } from '../text/cut.js';

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
    const clipped = cutText(text, MAX_EVIDENCE_TEXT);
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
      evidence.reduce((strongest, item) => Math.max(strongest, rankWeightOf(item.kind)), -Infinity);
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

/** Evidence that names a connector without showing its vLLM connector code. */
const WEAK_KINDS = new Set<ConnectorEvidence['evidence'][number]['kind']>([
  'product-word',
  'setup-word',
  'class-name',
  'repository',
  'library-code',
  'library-log',
]);
/** Families that are stores or transfer engines a caching library can run over. */
const BACKEND_FAMILIES = new Set(['mooncake', 'mooncake-store', 'nixl']);

/**
 * Settles whose evidence is whose once every detector has spoken: the transfer engine's lines go to the Mooncake
 * connector named, a caching library's store becomes its backend, an unnamed P/D setup goes to the named connector, a
 * generic hook frame implicates the configured connector, and maintainers' routing labels are added last.
 * @param book the book with every detector's sightings
 * @param hookFrame a frame of vLLM's generic connector hooks, or null (none, or the failure has another cause)
 * @param humanLabels maintainers' routing labels on the issue
 */
export function settle(book: EvidenceBook, hookFrame: { text: string; line: number } | null, humanLabels: readonly HumanRoute[]): void {
  // The transfer engine's lines belong to whichever Mooncake connector is named, if one is.
  book.mergeInto(MOONCAKE_ENGINE.name, ['MooncakeStoreConnector', 'MooncakeConnector', 'AscendStoreConnector', 'Mooncake store backend (mooncake_backend.py)']);
  // "Mooncake" alone, next to the Mooncake store, is the store.
  if (book.kindsOf('MooncakeConnector').every((kind) => WEAK_KINDS.has(kind)))
    book.mergeInto('MooncakeConnector', ['MooncakeStoreConnector', 'AscendStoreConnector']);
  attributeBackends(book);
  // A P/D setup named without its connector, next to a named connector, is that connector's.
  book.mergeInto(
    UNNAMED.name,
    book
      .identities()
      .filter((identity) => identity.name !== UNNAMED.name)
      .map((identity) => identity.name),
  );
  if (hookFrame !== null) implicateThroughHook(book, hookFrame);
  for (const routed of humanLabels) addHumanRouting(book, routed);
}

/**
 * A caching library over a store or transfer engine (LMCache over Mooncake): the library is the vLLM connector,
 * the store is its backend — unless the store's own vLLM connector shows (its frames, its config, a match).
 */
function attributeBackends(book: EvidenceBook): void {
  const library = book.identities().find((identity) => identity.family === 'lmcache');
  if (library === undefined) return;
  for (const identity of book.identities()) {
    if (!BACKEND_FAMILIES.has(identity.family)) continue;
    if (book.kindsOf(identity.name).every((kind) => WEAK_KINDS.has(kind))) book.moveToBackend(identity.name, library.name);
  }
}

/**
 * A maintainer's routing label: a per-connector label names its connector; the generic label goes to the
 * strongest connector the issue shows, or to an unnamed one.
 */
function addHumanRouting(book: EvidenceBook, routed: HumanRoute): void {
  const text = `label: ${routed.label}`;
  if (routed.connector !== null) {
    const named = routed.identity;
    const family = named === null ? null : named.family;
    const present = book
      .identities()
      .find((identity) => identity.name === routed.connector || identity.family === routed.connector || identity.family === family);
    book.add(present ?? named ?? UNNAMED, 'maintainer-label', text, 0);
    return;
  }
  const strongest = book.ranked()[0];
  book.add(strongest === undefined ? UNNAMED : { name: strongest.name, family: strongest.family }, 'maintainer-label', text, 0);
}

/**
 * A traceback through vLLM's generic connector hooks implicates the connector the issue configures (or, failing
 * that, names): the hook only runs the configured one.
 */
function implicateThroughHook(book: EvidenceBook, hook: { text: string; line: number }): void {
  const identities = book.identities();
  const configured = identities.filter((identity) => book.kindsOf(identity.name).includes('config'));
  const named = identities.filter((identity) => book.kindsOf(identity.name).some((kind) => kind === 'product-word' || kind === 'class-name'));
  const ownProject = identities.filter((identity) => book.kindsOf(identity.name).includes('repository'));
  const targets = configured.length > 0 ? configured : named.length > 0 ? named : ownProject;
  for (const identity of targets) book.add(identity, 'hook', hook.text, hook.line);
}
