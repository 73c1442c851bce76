// Known errors in other people's comments: context only. They never route, answer an ask or set the version; the
// comment may say that another user reports them.
import type { Catalog } from '../catalog/types.js';
import { extractThread } from '../extract/extract.js';
import type { ThreadComment } from '../extract/types.js';
import { evidenceItemOf } from './evidence.js';
import { knownMessageTest } from './known-message.js';
import { matchThread } from './match.js';

/** A curated error that someone other than the reporter or a maintainer pasted in a comment. */
export interface OtherReport {
  /** The comment's id. */
  commentId: number;
  /** The curated entry's id. */
  id: string;
}

/** The most such reports kept: they are a line of context, not a second triage. */
const MAX_OTHER_REPORTS = 5;

/**
 * The curated errors other people's comments show (not their quotes or diffs), one per comment and entry.
 * @param others the comments of people who are neither the reporter nor a maintainer
 * @param catalog the catalog the thread is matched against
 */
export function readOtherReports(others: ThreadComment[], catalog: Catalog): OtherReport[] {
  if (others.length === 0) return [];
  const extraction = extractThread({ body: '', comments: others }, { isKnownMessage: knownMessageTest(catalog) });
  const { matches } = matchThread(extraction, catalog);
  const reports: OtherReport[] = [];
  const seen = new Set<string>();
  for (const match of matches) {
    const source = evidenceItemOf(match, extraction)?.source;
    if (!match.curated || source?.kind !== 'comment') continue;
    const key = `${source.id} ${match.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    reports.push({ commentId: source.id, id: match.id });
    if (reports.length === MAX_OTHER_REPORTS) break;
  }
  return reports;
}
