// The codes a curated entry explains (`codes` in the catalog) that the matched line itself prints: `error_codes=[-707]`
// shows `-707`, whose meaning the first screen then says instead of leaving it in the fold.
import type { CatalogEntry } from '../../catalog/types.js';
import type { Match } from '../../match/types.js';

/** The most code meanings the first screen says. */
const MAX_CODES_SHOWN = 2;

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The entry's codes the headline match's line prints as a whole token (`-707` not inside `-7070`, a status name not
 * inside a longer one), in the catalog's order, at most two.
 * @param entry the headline's curated entry, if it has one
 * @param primary the headline match
 */
export function codesLoggedOf(entry: CatalogEntry | undefined, primary: Match | undefined): string[] {
  if (entry?.codes === undefined || primary === undefined) return [];
  const line = primary.evidence.text;
  return entry.codes
    .filter((code) => new RegExp(`(?<![\\w-])${escaped(code.logged)}(?![\\w])`).test(line))
    .map((code) => code.logged)
    .slice(0, MAX_CODES_SHOWN);
}
