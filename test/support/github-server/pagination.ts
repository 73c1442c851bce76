// Page slicing and the `Link` header, the way GitHub paginates list endpoints (per_page 30 by default, at most 100).

export const DEFAULT_PER_PAGE = 30;
export const MAX_PER_PAGE = 100;

/** One page of a list and the `Link` header that points to the others (empty when everything fits on one page). */
export interface Page<T> {
  items: T[];
  link: string | null;
}

/**
 * Slices `items` by the request's `page` / `per_page` and builds GitHub's `Link` header.
 * @param items the whole list, already filtered and ordered
 * @param requestUrl the absolute URL of the request; other query parameters are kept in the links
 */
export function paginate<T>(items: readonly T[], requestUrl: URL): Page<T> {
  const perPage = clampPerPage(requestUrl.searchParams.get('per_page'));
  const page = Math.max(1, toInteger(requestUrl.searchParams.get('page')) ?? 1);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const links: string[] = [];
  const linkTo = (target: number, rel: string): void => {
    const url = new URL(requestUrl.href);
    url.searchParams.set('page', String(target));
    links.push(`<${url.href}>; rel="${rel}"`);
  };
  if (page > 1) linkTo(Math.min(page - 1, lastPage), 'prev');
  if (page < lastPage) {
    linkTo(page + 1, 'next');
    linkTo(lastPage, 'last');
  }
  if (page > 1) linkTo(1, 'first');
  return { items: slice, link: links.length > 0 ? links.join(', ') : null };
}

function clampPerPage(raw: string | null): number {
  const value = toInteger(raw);
  if (value === null || value < 1) return DEFAULT_PER_PAGE;
  return Math.min(value, MAX_PER_PAGE);
}

function toInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}
