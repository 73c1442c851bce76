// The entry as it holds for the reporter's code: a claim or workaround with `since_pr` / `until_pr` is kept only where
// the reporter's range has (or lacks) that pull request. Where the range is not known, the pin's code is what is
// described, and a claim that depends on a PR says that other builds differ.
import type { CatalogEntry, Claim, Workaround } from '../catalog/types.js';
import { containsPr, type BuildRange, type Holds } from '../vllm/build-range.js';
import { HISTORY, PIN_RELEASE, releasesIn, releasesWithMessage } from '../vllm/history.js';

/** The pin as a range: what the catalog was read at, standing in for a build nobody could date. */
function pinRange(): BuildRange | null {
  const pin = HISTORY.releases.find((release) => release.name === PIN_RELEASE);
  return pin === undefined ? null : { lo: pin.lo, hi: pin.hi, label: 'the pin', evidence: 'the commit the catalog was read at', exact: true };
}

/** What to do with one claim: leave it out, keep it, or keep it with a sentence on the builds it holds for. */
type Verdict = { keep: false } | { keep: true; note: string };

/** Whether a claim holds for the range (`unknown` when the range straddles one of its PRs). */
function holds(claim: Claim, range: BuildRange | null): Holds {
  const since: Holds = claim.since_pr === undefined ? 'yes' : containsPr(range, claim.since_pr);
  const until: Holds = claim.until_pr === undefined ? 'no' : containsPr(range, claim.until_pr);
  if (since === 'no' || until === 'yes') return 'no';
  return since === 'yes' && until === 'no' ? 'yes' : 'unknown';
}

/** The sentence that says which builds a claim holds for: `In builds that contain PR #N` / `without PR #N`. */
function buildsWords(claim: Claim): string {
  const parts = [
    ...(claim.since_pr === undefined ? [] : [`that contain PR #${claim.since_pr}`]),
    ...(claim.until_pr === undefined ? [] : [`without PR #${claim.until_pr}`]),
  ];
  return `In builds ${parts.join(' and ')}`;
}

/**
 * The verdict for one claim. A dated build: kept when it holds, qualified when the range straddles its PR, left out
 * when it does not hold. An undated build: the pin's code, with a note that builds before (or after) the PR differ.
 */
function verdictFor(claim: Claim, range: BuildRange | null): Verdict {
  if (claim.since_pr === undefined && claim.until_pr === undefined) return { keep: true, note: '' };
  if (range !== null) {
    const answer = holds(claim, range);
    if (answer === 'no') return { keep: false };
    return { keep: true, note: answer === 'yes' ? '' : `${buildsWords(claim)}: ` };
  }
  const atPin = holds(claim, pinRange());
  if (atPin !== 'yes') return { keep: false };
  const differ = claim.since_pr === undefined ? `builds with PR #${claim.until_pr ?? ''} differ` : `builds without PR #${claim.since_pr} (older ones) differ`;
  return { keep: true, note: `In the code this catalog was read at (${differ}): ` };
}

/** A claim as it reads for the range, or null when it is left out. */
function claimAt<T extends Claim>(claim: T | string, range: BuildRange | null): T | string | null {
  if (typeof claim === 'string') return claim;
  const verdict = verdictFor(claim, range);
  if (!verdict.keep) return null;
  if (verdict.note === '') return claim;
  const text = claim.text.trim();
  // `The connector …` reads on as `the connector …`; `NIXL …` and code stay as written.
  const lead = /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() : text.charAt(0);
  return { ...claim, text: `${verdict.note}${lead}${text.slice(1)}` };
}

const present = <T>(item: T | null): item is T => item !== null;

/**
 * Whether no code of the reporter's range raises the entry's message (none of its releases has it): then it cannot come
 * from that code, the version read is not the one that ran, and the comment describes the pin's code instead.
 */
export function predatesEntryCode(entry: CatalogEntry, range: BuildRange | null): boolean {
  if (range === null) return false;
  // The message's own history when the index has it (it may have lived in another file before), else the file's.
  const templates = entry.signatures.flatMap((signature) => (signature.template === undefined ? [] : [signature.template]));
  const known = templates.map((template) => releasesWithMessage(template)).filter((found): found is Set<number> => found !== null);
  if (known.length > 0) return !releasesIn(range.lo, range.hi).some((release) => known.some((found) => found.has(release)));
  // A message raised outside vLLM (source line 0: a library's) says nothing about vLLM's files.
  const since = entry.source.line > 0 ? entry.source.path_since_pr : undefined;
  return since !== undefined && containsPr(range, since) === 'no';
}

/**
 * The entry with only what holds for the reporter's range (null: not dated, the pin's code with notes).
 * @param entry a curated entry
 * @param dated the reporter's code, or null when nothing dates it
 * @param wholeMessage whether the match is of the whole message (then a range without that message is not trusted)
 */
export function entryAtBuild(entry: CatalogEntry, dated: BuildRange | null, wholeMessage = true): CatalogEntry {
  // Only the whole message, matched, says the code raised it; a frame or file match may be an older wording.
  const range = wholeMessage && predatesEntryCode(entry, dated) ? null : dated;
  const explanation =
    typeof entry.explanation === 'string' ? entry.explanation : entry.explanation.map((claim) => claimAt(claim, range) as Claim | null).filter(present);
  return {
    ...entry,
    explanation,
    triggers: entry.triggers.map((claim) => claimAt(claim, range)).filter(present),
    workarounds: entry.workarounds.map((item) => claimAt<Workaround>(item, range) as Workaround | null).filter(present),
  };
}
