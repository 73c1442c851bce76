/**
 * The web address of this repository's `docs/errors/` folder, where the comment's "full explanation" links
 * point when the caller gives no `docsBase` (the command line, the package, a local `uses: ./`). The action
 * links the repository and ref it runs from instead (GITHUB_ACTION_REPOSITORY, GITHUB_ACTION_REF).
 */
export declare const DOCS_BASE = "https://github.com/your-org/vllm-triage/blob/main/docs/errors";
/** The repository-relative folder the pages are written to. */
export declare const PAGES_DIR = "docs/errors";
/**
 * The page of an entry, relative to `docs/errors/` (`mooncake-store/request-not-in-unfinished-requests.md`).
 * @param id the catalog entry id
 */
export declare function errorPagePath(id: string): string;
/**
 * The web address of an entry's page under DOCS_BASE.
 * @param id the catalog entry id
 * @param base the docs base URL (DOCS_BASE unless given)
 */
export declare function errorPageUrl(id: string, base?: string): string;
/**
 * The relative link from one page to another inside docs/errors/ (`../lmcache/x.md`), so the pages link to
 * each other wherever the repository is browsed.
 * @param fromId the id of the page that links
 * @param toId the id of the page linked to
 */
export declare function relativePagePath(fromId: string, toId: string): string;
