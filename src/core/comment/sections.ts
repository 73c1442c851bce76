// The comment's frame: folded details, the ready line, the note left when a maintainer dismissed the bot (the footer is footer.ts).

import { inlineCode } from '../text/safe-markdown.js';

/** `<details>` with a plain-text summary (no user text in the summary). */
export function folded(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

/** The line that tells maintainers the evidence is complete. */
export const READY_LINE = '**Ready for a maintainer:** everything this comment asked for is in the thread.';

/**
 * The collapsed note left when a maintainer dismissed the bot.
 * @param login the maintainer's login (shown in code, so nobody is pinged)
 */
export function renderDismissedNote(login: string): string {
  return `_vllm-triage was dismissed on this issue by ${inlineCode(login, 60)} and no longer updates this comment._`;
}
