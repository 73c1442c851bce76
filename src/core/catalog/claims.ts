// Reads the text of catalog claims (explanation paragraphs, triggers) whatever their form: `{text, basis}` or a plain string.
import type { CatalogEntry, Claim } from './types.js';

/** The markdown of one claim. */
export function claimText(claim: Claim | string): string {
  return typeof claim === 'string' ? claim : claim.text;
}

/** An entry's whole explanation as markdown: its paragraphs joined with a blank line. */
export function explanationText(entry: Pick<CatalogEntry, 'explanation'>): string {
  const { explanation } = entry;
  return typeof explanation === 'string' ? explanation : explanation.map((paragraph) => paragraph.text.trim()).join('\n\n');
}
