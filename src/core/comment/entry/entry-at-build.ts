// The entry as it holds for the reporter's code: a claim or workaround with `since_pr` / `until_pr` is kept only where
// the reporter's range has (or lacks) that pull request. Where the range is not known, the pin's claims are said only
// for the builds they hold for, with the release that first had (or lost) the PR.
import type { CatalogEntry, Claim, Workaround } from '../../catalog/types.js';
import { containsPr, type BuildRange, type Holds } from '../../vllm/build-range.js';
import { HISTORY, PIN_RELEASE, commitPosition, prPosition, releasesIn, releasesWithMessage } from '../../vllm/history.js';

/**
 * The PR that brought each V1 connector class to vLLM's main (RELEASES.md, "When each KV-connector file appeared"):
 * before it, a class of that name was V0 code or did not exist. A later PR that only moved its files is not its arrival.
 */
const V1_CONNECTOR_ARRIVAL: Record<string, { pr: number; files: RegExp }> = {
  NixlConnector: { pr: 17751, files: /kv_connector\/v1\/nixl(?:_connector\.py$|\/)/ },
  MooncakeConnector: { pr: 24718, files: /kv_connector\/v1\/mooncake(?:_connector\.py$|\/(?!store\/))/ },
  MooncakeStoreConnector: { pr: 40900, files: /kv_connector\/v1\/mooncake\/store\// },
  LMCacheMPConnector: { pr: 27902, files: /kv_connector\/v1\/(?:lmcache_mp_connector\.py$|lmcache_integration\/multi_process_adapter\.py$)/ },
};

/** What to do with one claim: leave it out, keep it, or keep it with a sentence on the builds it holds for. */
type Verdict = { keep: false } | { keep: true; note: string };

/** Whether a claim holds for the range (`unknown` when the range straddles one of its PRs). */
function holds(claim: Claim, range: BuildRange | null): Holds {
  const since: Holds = claim.since_pr === undefined ? 'yes' : containsPr(range, claim.since_pr);
  const until: Holds = claim.until_pr === undefined ? 'no' : containsPr(range, claim.until_pr);
  if (since === 'no' || until === 'yes') return 'no';
  return since === 'yes' && until === 'no' ? 'yes' : 'unknown';
}

/** The first release whose code has a pull request (`v0.22.0`), or null when the index places none after it. */
function firstReleaseWith(pr: number): string | null {
  const at = prPosition(pr);
  if (at === null) return null;
  const after = HISTORY.releases.filter((release) => release.name !== PIN_RELEASE && release.patch_of === undefined && release.lo >= at);
  return after.sort((a, b) => a.lo - b.lo)[0]?.name ?? null;
}

/** `PR #N (v0.22.0 and later)` / `PR #N (releases before v0.22.0)`: the PR, with the release it first shipped in. */
function prWords(pr: number, side: 'since' | 'until'): string {
  const first = firstReleaseWith(pr);
  if (first === null) return `PR #${pr}`;
  return side === 'since' ? `PR #${pr} (${first} and later)` : `PR #${pr} (releases before ${first})`;
}

/** The sentence that says which builds a claim holds for: `In builds that contain PR #N` / `without PR #N`. */
function buildsWords(claim: Claim): string {
  const parts = [
    ...(claim.since_pr === undefined ? [] : [`that contain ${prWords(claim.since_pr, 'since')}`]),
    ...(claim.until_pr === undefined ? [] : [`without ${prWords(claim.until_pr, 'until')}`]),
  ];
  return `In builds ${parts.join(' and ')}`;
}

/** The pin as a range: the code the catalog was read at, which an undated build is described by. */
function pinRange(): BuildRange | null {
  const pin = HISTORY.releases.find((release) => release.name === PIN_RELEASE);
  return pin === undefined ? null : { lo: pin.lo, hi: pin.hi, label: 'the pin', evidence: 'the commit the catalog was read at', exact: true };
}

/**
 * The verdict for one claim. A dated build: kept when it holds, qualified when the range straddles its PR, left out
 * when it does not hold. An undated build: the pin's claims only, each said only for the builds it holds for
 * (`In builds that contain PR #N (v0.22.0 and later): …`), never as the answer for the reporter's own build.
 */
function verdictFor(claim: Claim, range: BuildRange | null): Verdict {
  if (claim.since_pr === undefined && claim.until_pr === undefined) return { keep: true, note: '' };
  const answer = holds(claim, range ?? pinRange());
  if (answer === 'no' || (range === null && answer !== 'yes')) return { keep: false };
  return { keep: true, note: answer === 'yes' && range !== null ? '' : `${buildsWords(claim)}: ` };
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

/** Whether a signature was read at a commit before the entry's file arrived: the code had an older home then. */
function hadOlderHome(entry: CatalogEntry, since: number): boolean {
  const arrived = prPosition(since);
  if (arrived === null) return true;
  return entry.signatures.some((signature) => signature.ref !== undefined && (commitPosition(signature.ref) ?? arrived) < arrived);
}

/**
 * Whether no code of the reporter's range raises the entry's message, as far as the index proves it: the index has
 * the message (at any path) and none of the range's releases has it; or the index lacks the message (asserts are not
 * indexed) and the range predates the PR that brought the entry's file, which the entry knows no older home of. A file
 * that came by a move proves nothing for the builds before it: the code may have lived elsewhere then. When this is
 * true, the version read is not the code that ran, and the comment describes the pin's code instead.
 */
export function predatesEntryCode(entry: CatalogEntry, range: BuildRange | null): boolean {
  if (range === null) return false;
  const templates = entry.signatures.flatMap((signature) => (signature.template === undefined ? [] : [signature.template]));
  const known = templates.map((template) => releasesWithMessage(template)).filter((found): found is ReadonlySet<number> => found !== null);
  // A message raised outside vLLM (source line 0: a library's) says nothing about vLLM's files.
  const since = entry.source.line > 0 ? entry.source.path_since_pr : undefined;
  const beforeFile = since !== undefined && containsPr(range, since) === 'no';
  if (known.length === 0) return beforeFile && !hadOlderHome(entry, since);
  const inRange = releasesIn(range.lo, range.hi);
  if (inRange.some((release) => known.some((found) => found.has(release)))) return false;
  if (!beforeFile) return true;
  // Before the file's arrival: proof only when the index has the message in a release before the range (its old home).
  const first = Math.min(...known.flatMap((found) => [...found]));
  return inRange.every((release) => release > first) || !hadOlderHome(entry, since);
}

/**
 * The entry with only what holds for the reporter's range (null: not dated, the pin's code with notes), and whether
 * that range predates the entry's code (`predatesEntryCode`: the version read is not the code that ran).
 * @param entry a curated entry
 * @param dated the reporter's code, or null when nothing dates it
 * @param wholeMessage whether the match is of the whole message (then a range without that message is not trusted)
 */
export function entryAtBuild(entry: CatalogEntry, dated: BuildRange | null, wholeMessage = true): { entry: CatalogEntry; predates: boolean } {
  // Only the whole message, matched, says the code raised it; a frame or file match may be an older wording.
  const predates = wholeMessage && predatesEntryCode(entry, dated);
  const range = predates ? null : dated;
  const explanation =
    typeof entry.explanation === 'string' ? entry.explanation : entry.explanation.map((claim) => claimAt(claim, range) as Claim | null).filter(present);
  // vLLM does not raise it (line 0), and the V1 connector class that calls it at the pin came after the reporter's code.
  // Only when the file named is that class's own code (not the factory that loads another project's class).
  const arrival = V1_CONNECTOR_ARRIVAL[entry.connector];
  const ownFile = arrival !== undefined && arrival.files.test(entry.source.path);
  const callerLater = entry.source.line === 0 && ownFile && containsPr(dated, arrival.pr) === 'no';
  const atBuild = {
    ...entry,
    ...(callerLater ? { source: { ...entry.source, after_build: arrival.pr } } : {}),
    explanation,
    triggers: entry.triggers.map((claim) => claimAt(claim, range)).filter(present),
    workarounds: entry.workarounds.map((item) => claimAt<Workaround>(item, range) as Workaround | null).filter(present),
  };
  return { entry: atBuild, predates };
}
