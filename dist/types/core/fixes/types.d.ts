/** Whether the reporter's release (or build commit) contains a commit. */
export type ContainmentStatus = 'contained' | 'not-contained' | 'not-determined';
/** The answers someone outside the core got (GitHub's compare, a git checkout), for one release ref. */
export interface ContainmentAnswers {
    /** The tag (`v0.26.0`) or build commit the answers are about. */
    ref: string;
    /** Commits (full shas) the ref contains. */
    contained: string[];
    /** Commits it does not contain. */
    notContained: string[];
    /** Why the commits in neither list are not determined (`no --vllm-src checkout given`), or null. */
    note?: string | null;
}
/** One fix to look for: a PR and its merge commit. */
export interface FixCheck {
    pr: number;
    commit: string;
    /** The merge date, YYYY-MM-DD. */
    merged: string;
}
/** What the core needs answered for an issue: whether `ref` (the reporter's release) contains each commit. */
export interface FixesToCheck {
    /** The catalog entry the fixes are about (the headline match). */
    entry: string;
    /** The reporter's version as written. */
    version: string;
    ref: string;
    checks: FixCheck[];
}
/** One fix with its answer. */
export interface FixInVersion extends FixCheck {
    status: ContainmentStatus;
}
/** What is known of the headline entry's PRs in the reporter's version. */
export interface FixesInVersion {
    entry: string;
    /** The reporter's version, or null when the thread names none. */
    version: string | null;
    /** Its tag or build commit, or null when the version does not name one. */
    ref: string | null;
    fixes: FixInVersion[];
    /** Why some or all are not determined, or null. */
    note: string | null;
    /** Whether the caller handed answers (even none, with a reason): only then does the comment speak of the version. */
    answered: boolean;
    /** Whether the answers are only the shipped history's (no caller asked GitHub or git). */
    fromIndexOnly?: boolean;
}
