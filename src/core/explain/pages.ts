// Every explainer page of a catalog, with the file each goes to: what the build writes under docs/errors/.
import type { Catalog } from '../catalog/types.js';
import { renderErrorIndex } from './index-page.js';
import { renderErrorPage } from './page.js';
import { errorPagePath, PAGES_DIR } from '../catalog/page-links.js';

/** A page and its repository-relative path. */
export interface ErrorPageFile {
  /** `docs/errors/mooncake-store/request-not-in-unfinished-requests.md`, `docs/errors/README.md`. */
  path: string;
  text: string;
}

/**
 * The pages of every curated entry and the index, in a stable order.
 * @param catalog the catalog (its entries and commit)
 */
export function renderErrorPages(catalog: Pick<Catalog, 'entries' | 'commit'>): ErrorPageFile[] {
  const entries = new Map(catalog.entries.map((entry) => [entry.id, entry]));
  const context = { commit: catalog.commit, entries };
  const pages = [...catalog.entries]
    .sort((first, second) => (first.id < second.id ? -1 : 1))
    .map((entry) => ({ path: `${PAGES_DIR}/${errorPagePath(entry.id)}`, text: renderErrorPage(entry, context) }));
  return [{ path: `${PAGES_DIR}/README.md`, text: renderErrorIndex(catalog.entries) }, ...pages];
}
