// Where a piece of text came from (TextSource), for hand-built stage outputs in tests.
import type { TextSource } from '../../../src/core/extract/types.js';

/** The issue body. */
export const BODY: TextSource = { kind: 'body', id: 0, author: null };

/**
 * A comment of the thread.
 * @param id the comment id
 * @param author its author's login
 */
export function commentSource(id: number, author: string | null = 'reporter'): TextSource {
  return { kind: 'comment', id, author };
}
