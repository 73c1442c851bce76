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

/** Whether an entry has a claim about one platform only. */
function hasPlatformClaims(entry: CatalogEntry): boolean {
  const isPlatformClaim = (claim: Claim | string): boolean => typeof claim !== 'string' && claim.platform !== undefined;
  return (typeof entry.explanation !== 'string' && entry.explanation.some(isPlatformClaim)) || entry.triggers.some(isPlatformClaim);
}

/**
 * The entries as a thread on this platform reads them: on an NVIDIA GPU, the claims only about ROCm are left out
 * (an entry without such claims is returned as it is).
 * @param entries the catalog's entries
 * @param platform the platform the thread shows, or null
 */
export function entriesForPlatform(entries: CatalogEntry[], platform: 'nvidia' | 'rocm' | null): CatalogEntry[] {
  if (platform !== 'nvidia' || !entries.some(hasPlatformClaims)) return entries;
  const keep = <T extends Claim | string>(claim: T): boolean => typeof claim === 'string' || claim.platform === undefined;
  return entries.map((entry) =>
    hasPlatformClaims(entry)
      ? {
          ...entry,
          explanation: typeof entry.explanation === 'string' ? entry.explanation : entry.explanation.filter(keep),
          triggers: entry.triggers.filter(keep),
        }
      : entry,
  );
}

/** `_In builds that contain PR #N:_ ` / `_In builds without PR #N:_ ` for a claim that holds for some builds only; '' otherwise. */
export function rangeLead(claim: Claim | string): string {
  if (typeof claim === 'string' || (claim.since_pr === undefined && claim.until_pr === undefined)) return '';
  const parts = [
    ...(claim.since_pr === undefined ? [] : [`that contain PR #${claim.since_pr}`]),
    ...(claim.until_pr === undefined ? [] : [`without PR #${claim.until_pr}`]),
  ];
  return `_In builds ${parts.join(' and ')}:_ `;
}
