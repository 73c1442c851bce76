// The comment's frame: folded details, the ready line, the footer, the note left when a maintainer dismissed the bot.

import { inlineCode } from '../text/safe-markdown.js';

/** `<details>` with a plain-text summary (no user text in the summary). */
export function folded(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

/** The line that tells maintainers the evidence is complete. */
export const READY_LINE = '**Ready for a maintainer:** everything this comment asked for is in the thread.';

/**
 * The footer: automated, how maintainers dismiss or re-run it.
 * @param labels the dismiss and re-run label names
 * @param catalogVersion catalog version the comment was written with
 */
export function renderFooter(labels: { dismiss: string; rerun: string }, catalogVersion: string): string {
  return (
    `_This is an automated comment by vllm-triage (catalog ${inlineCode(catalogVersion.slice(0, 12))}); it updates itself when the issue or a comment changes. ` +
    `Maintainers: add the label ${inlineCode(labels.dismiss)} to dismiss it, or ${inlineCode(labels.rerun)} to run it again (create both once; see vllm-triage's README)._`
  );
}

/**
 * The collapsed note left when a maintainer dismissed the bot.
 * @param login the maintainer's login (shown in code, so nobody is pinged)
 */
export function renderDismissedNote(login: string): string {
  return `_vllm-triage was dismissed on this issue by ${inlineCode(login, 60)} and no longer updates this comment._`;
}
