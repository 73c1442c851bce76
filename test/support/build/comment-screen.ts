// The first screen of a planned comment, as a reader sees it: after the hidden marker, before the first fold,
// without the footer.

/**
 * The first screen of a comment (empty for none).
 * @param comment the planned comment, or null
 */
export function firstScreen(comment: string | null): string {
  const text = comment ?? '';
  const start = text.indexOf('-->') + 3;
  const fold = text.indexOf('<details>');
  return (
    text
      .slice(start, fold === -1 ? undefined : fold)
      .split('\n_This is an automated comment')[0]
      ?.trim() ?? ''
  );
}
