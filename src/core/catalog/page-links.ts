// Where the explainer pages live: the one base URL of this project's docs/errors/ folder, and page paths and links.

/**
 * The web address of this repository's `docs/errors/` folder, where the comment's "full explanation" links
 * point when the caller gives no `docsBase` (the command line, the package, a local `uses: ./`). The action
 * links the repository and ref it runs from instead (GITHUB_ACTION_REPOSITORY, GITHUB_ACTION_REF).
 */
export const DOCS_BASE = 'https://github.com/your-org/vllm-triage/blob/main/docs/errors';

/** The repository-relative folder the pages are written to. */
export const PAGES_DIR = 'docs/errors';

/** An entry id's path segments as they may appear in a URL or a file name: lower-case kebab words only. */
function idSegments(id: string): string[] {
  return id
    .split('/')
    .map((segment) => segment.toLowerCase().replace(/[^a-z0-9-]/g, ''))
    .filter((segment) => segment !== '');
}

/**
 * The page of an entry, relative to `docs/errors/` (`mooncake-store/request-not-in-unfinished-requests.md`).
 * @param id the catalog entry id
 */
export function errorPagePath(id: string): string {
  return `${idSegments(id).join('/')}.md`;
}

/**
 * The web address of an entry's page under DOCS_BASE.
 * @param id the catalog entry id
 * @param base the docs base URL (DOCS_BASE unless given)
 */
export function errorPageUrl(id: string, base: string = DOCS_BASE): string {
  return `${base.replace(/\/+$/, '')}/${errorPagePath(id)}`;
}

/**
 * The relative link from one page to another inside docs/errors/ (`../lmcache/x.md`), so the pages link to
 * each other wherever the repository is browsed.
 * @param fromId the id of the page that links
 * @param toId the id of the page linked to
 */
export function relativePagePath(fromId: string, toId: string): string {
  const depth = idSegments(fromId).length - 1;
  return `${'../'.repeat(depth)}${errorPagePath(toId)}`;
}
