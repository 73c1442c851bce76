// Whose code a recognised error was raised in, when its frames are another project's copy or patch of vLLM's code
// (Dynamo's patched engine, a fork's tree): a curated entry explains vLLM's own connector, so the comment says whose
// code the traceback runs through and where that code is maintained.
import type { Extraction } from '../extract/extract.js';
import { evidenceItemOf } from '../match/evidence.js';
import type { Match } from '../match/types.js';
import { isEvidence } from '../extract/roles.js';
import { ownerOfFrame, ownerOfTraceback, ownerWords, type OwnerKind } from '../signals/code-owner.js';

/** Where each owner's code is maintained (its GitHub repository), for the report-to advice; null when no one place is known. */
const OWNER_REPOSITORIES: Partial<Record<OwnerKind, string>> = {
  vllm: 'vllm-project/vllm',
  lmcache: 'LMCache/LMCache',
  'lmcache-mp': 'LMCache/LMCache',
  'lmcache-ascend': 'LMCache/LMCache-Ascend',
  nixl: 'ai-dynamo/nixl',
  mooncake: 'kvcache-ai/Mooncake',
  dynamo: 'ai-dynamo/dynamo',
  'vllm-ascend': 'vllm-project/vllm-ascend',
  'vllm-omni': 'vllm-project/vllm-omni',
  sglang: 'sgl-project/sglang',
};

/** The project whose own tracker the repository is (`LMCache/LMCache` → `lmcache`), or null. */
export function projectOfRepository(repository: string | undefined): OwnerKind | null {
  const wanted = repository?.toLowerCase();
  if (wanted === undefined) return null;
  const found = Object.entries(OWNER_REPOSITORIES).find(([kind, home]) => home.toLowerCase() === wanted && kind !== 'lmcache-mp');
  return found === undefined ? null : (found[0] as OwnerKind);
}

/**
 * The thread triaged on another project's tracker, for the comment to say "this issue" where an entry cites it.
 * @param repository the triaged issue's repository
 * @param issueNumber its number, or null on vLLM's own tracker (its `#N` references are handled where they are linked)
 */
export function ownThreadOf(repository: string | undefined, issueNumber: number | null): { ownThread?: { repository: string; number: number } } {
  return repository === undefined || issueNumber === null ? {} : { ownThread: { repository, number: issueNumber } };
}

/**
 * Owners whose frames are not vLLM's though the entry explains vLLM's connector: files named like vLLM's (Dynamo's
 * patched engine, a fork), another engine calling the same library (SGLang's own NIXL backend), or LMCache-Ascend's
 * own package, whose adapter is a copy of LMCache's (not the LMCache package).
 */
const LOOKALIKE_OWNERS = new Set<OwnerKind>(['dynamo', 'fork', 'sglang', 'lmcache-ascend']);

/** Owners whose own copy of a library's code raises that library's message (LMCache-Ascend's copy of LMCache's adapter). */
const LIBRARY_COPIES = new Set<OwnerKind>(['lmcache-ascend']);

/** The decided owner of a recognised error's code, when it is not vLLM's own. */
export interface RaisedBy {
  kind: OwnerKind;
  /** The owner in words (`ownerWords`). */
  words: string;
  /** The repository that maintains it, when known and not the one the issue is in. */
  reportTo: string | null;
  /** The error itself is not in those frames (the match was read elsewhere, or the catalog names the library that raises it): they are its callers. */
  calledFrom: boolean;
  /** The code the entry describes, when the frames are a copy of a library's rather than of vLLM's (`the LMCache package`). */
  copyOf?: string;
}

/**
 * The owner of the headline match's code when its frames are a look-alike of vLLM's (Dynamo's patched engine, a fork).
 * @param primary the headline match
 * @param extraction the thread's extraction
 * @param repository the issue's repository (`owner/name`), when known
 * @param libraryRaises the catalog names the library that raises the error (`raised_by`): those frames only called it
 */
export function raisedByLookalike(primary: Match | undefined, extraction: Extraction, repository: string | undefined, libraryRaises = false): RaisedBy | null {
  if (primary === undefined || !primary.curated) return null;
  const item = evidenceItemOf(primary, extraction);
  const own = item !== undefined && 'frames' in item ? ownerOfTraceback(item) : null;
  let owner = own !== null && LOOKALIKE_OWNERS.has(own.kind) ? own : null;
  // Read off the title or a line without frames: the thread's own tracebacks say whose code ran.
  for (const traceback of owner === null ? extraction.tracebacks.slice(0, 50) : []) {
    if (!isEvidence(traceback.source)) continue;
    const candidate = ownerOfTraceback(traceback);
    if (LOOKALIKE_OWNERS.has(candidate.kind) || traceback.frames.some((frame) => LOOKALIKE_OWNERS.has(ownerOfFrame(frame) ?? 'other'))) {
      const frame = traceback.frames.find((each) => LOOKALIKE_OWNERS.has(ownerOfFrame(each) ?? 'other')) ?? null;
      owner = { ...candidate, kind: frame === null ? candidate.kind : (ownerOfFrame(frame) as OwnerKind), frame: frame ?? candidate.frame };
      break;
    }
  }
  if (owner === null) return null;
  const home = OWNER_REPOSITORIES[owner.kind] ?? null;
  return {
    kind: owner.kind,
    words: ownerWords(owner),
    reportTo: home !== null && home.toLowerCase() !== repository?.toLowerCase() ? home : null,
    // A library's own copy that raised the library's message (LMCache-Ascend's adapter) is where it was raised, not a caller.
    calledFrom: (libraryRaises && !(own !== null && LIBRARY_COPIES.has(own.kind))) || owner !== own,
    ...(own !== null && LIBRARY_COPIES.has(own.kind) ? { copyOf: 'the LMCache package' } : {}),
  };
}
