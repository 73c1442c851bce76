/** The repository-relative folder the pages are written to. */
export declare const PAGES_DIR = "docs/errors";
/**
 * The page of an entry, relative to `docs/errors/` (`mooncake-store/request-not-in-unfinished-requests.md`).
 * @param id the catalog entry id
 */
export declare function errorPagePath(id: string): string;
/**
 * An entry's page: its web address under `base` (`…/docs/errors`), or without a base its path in the repository
 * (`docs/errors/<id>.md`), which the package and every checkout hold.
 * @param id the catalog entry id
 * @param base the docs base URL, or null
 */
export declare function errorPageUrl(id: string, base?: string | null): string;
/**
 * The relative link from one page to another inside docs/errors/ (`../lmcache/x.md`), so the pages link to
 * each other wherever the repository is browsed.
 * @param fromId the id of the page that links
 * @param toId the id of the page linked to
 */
export declare function relativePagePath(fromId: string, toId: string): string;
