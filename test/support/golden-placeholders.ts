// What a golden file prints in place of the values that follow the catalog rather than the issue: the catalog's
// version (in the marker and the footer) and the marker's fingerprint (a hash of the text below the marker, the footer
// and so the catalog's version included). Adding a catalog entry then rewrites only the goldens whose comments change.
import { expect } from 'vitest';
import { fingerprint } from '../../src/core/memory/fingerprint.js';

/** Stands for the catalog's version (12 characters, like the version, so the printed length is the comment's). */
export const CATALOG_PLACEHOLDER = '<catalog-id>';
/** Stands for the marker's fingerprint. */
export const FINGERPRINT_PLACEHOLDER = '<fingerprint-of-text>';

/**
 * The comment as a golden file prints it: the catalog version and the marker's fingerprint as placeholders. Checks on
 * the way that the fingerprint is the hash of the text below the marker, which the golden prints in full.
 * @param comment the comment as triage() renders it, marker first
 * @param catalogVersion the version of the catalog it was rendered with
 */
export function withGoldenPlaceholders(comment: string, catalogVersion: string): string {
  const markerEnd = comment.indexOf('-->');
  const printed = /"fingerprint":"([0-9a-f]{16})"/.exec(comment.slice(0, markerEnd));
  if (printed !== null) expect(printed[1]).toBe(fingerprint(comment.slice(markerEnd + 3).trim()));
  return comment.replaceAll(catalogVersion, CATALOG_PLACEHOLDER).replace(/"fingerprint":"[0-9a-f]{16}"/, `"fingerprint":"${FINGERPRINT_PLACEHOLDER}"`);
}
