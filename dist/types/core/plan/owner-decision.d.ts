import type { Extraction } from '../extract/extract.js';
import type { Match } from '../match/types.js';
import { type OwnerKind } from '../signals/code-owner.js';
/** The project whose own tracker the repository is (`LMCache/LMCache` → `lmcache`), or null. */
export declare function projectOfRepository(repository: string | undefined): OwnerKind | null;
/**
 * The thread triaged on another project's tracker, for the comment to say "this issue" where an entry cites it.
 * @param repository the triaged issue's repository
 * @param issueNumber its number, or null on vLLM's own tracker (its `#N` references are handled where they are linked)
 */
export declare function ownThreadOf(repository: string | undefined, issueNumber: number | null): {
    ownThread?: {
        repository: string;
        number: number;
    };
};
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
export declare function raisedByLookalike(primary: Match | undefined, extraction: Extraction, repository: string | undefined, libraryRaises?: boolean): RaisedBy | null;
