/** One release: the stretch of main its code was cut from (first-parent positions, inclusive), read at `lo`. */
export interface HistoryRelease {
    name: string;
    lo: number;
    hi: number;
    date: string | null;
    /** A patch release keeps its base's code (cherry-picked fixes are not in the index). */
    patch_of?: string;
    /** The main commit its code was read at (10 hex digits). */
    commit: string;
}
/** The shipped index, as scripts/index_vllm_history.py writes it. */
export interface HistoryIndex {
    tip: string;
    /** The position of the first commit in `commits`. */
    start: number;
    /** The first-parent commits of main from `start` on, 7 hex digits each, oldest first. */
    commits: string;
    releases: HistoryRelease[];
    /** PR number → the position of its squash merge on main. */
    prs: Record<string, number>;
    paths: string[];
    messages: string[];
    /** Each setting, flag, environment variable and module the catalog names → runs of releases whose code has it. */
    names: Record<string, number[]>;
    /** Log levels and exception classes. */
    levels: string[];
    /** [path, message, level, then (line, first release, last release) runs]. */
    sites: number[][];
}
/** The index this build ships. */
export declare const HISTORY: HistoryIndex;
/** The pseudo-release of the commit the catalog was read at. */
export declare const PIN_RELEASE = "pin";
/**
 * The position on main of a commit named by its hex prefix (7 or more digits), or null when it is not a first-parent
 * commit of the history (a release branch, a fork) or the prefix is not unique.
 */
export declare function commitPosition(sha: string, index?: HistoryIndex): number | null;
/** The position of a pull request's merge on main, or null when the index does not have it. */
export declare function prPosition(pr: number, index?: HistoryIndex): number | null;
/** The release named `v0.10.1` (with or without the `v`), or null. */
export declare function releaseNamed(name: string, index?: HistoryIndex): HistoryRelease | null;
/** Whether `text` shows the template's literal pieces in order (a template of placeholders only matches nothing). */
export declare function showsTemplate(text: string, template: string): boolean;
/**
 * The releases (indexes into `releases`) whose code has a log call or raise at `file:line` with a template the
 * text shows; null when the index has no site in a file of that name (then the line says nothing), else a set
 * (empty: no release has it there, e.g. a development build between releases).
 * @param file the file as a log prefix or frame shows it: `nixl_connector.py`, or a path ending in vLLM's
 * @param line its line
 * @param text the message as logged or raised
 */
export declare function releasesWithSite(file: string, line: number, text: string, index?: HistoryIndex): Set<number> | null;
/**
 * The releases (indexes) whose code stands for the stretch `lo`–`hi` of main: those read inside it, else the last
 * one read before it (a commit between two releases is closest to the one before).
 */
export declare function releasesIn(lo: number, hi: number, index?: HistoryIndex): number[];
/**
 * Whether a name the catalog uses (a flag, setting, environment variable or module) is in the code of every release
 * that stands for the stretch `lo`–`hi` of main; null when the index does not track the name or no release stands for it.
 */
export declare function nameThroughout(name: string, lo: number, hi: number, index?: HistoryIndex): boolean | null;
/** The index's own 7 hex digits of the main commit at a position, or null outside the history it holds. */
export declare function commitAt(position: number, index?: HistoryIndex): string | null;
/**
 * The releases (indexes) whose code has a log call or raise with this template's words (its longest literal piece),
 * or null when no release of the index has it (a message raised outside the files the index covers).
 */
export declare function releasesWithMessage(template: string, index?: HistoryIndex): ReadonlySet<number> | null;
