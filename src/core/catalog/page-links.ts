// Where the explainer pages live: docs/errors/ of the repository, page paths and links.

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
 * An entry's page: its web address under `base` (`…/docs/errors`), or without a base its path in the repository
 * (`docs/errors/<id>.md`), which the package and every checkout hold.
 * @param id the catalog entry id
 * @param base the docs base URL, or null
 */
export function errorPageUrl(id: string, base: string | null = null): string {
  return base === null ? `${PAGES_DIR}/${errorPagePath(id)}` : `${base.replace(/(?<!\/)\/+$/, '')}/${errorPagePath(id)}`;
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
