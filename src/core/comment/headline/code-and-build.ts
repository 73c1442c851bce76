// First-screen lines about what the reporter's own text shows of the error and the build: what a code the matched line
// prints means (`-707`), and that a fix reaches a fork's build only through the fork.
import type { CatalogEntry } from '../../catalog/types.js';
import { inlineCode } from '../../text/safe-markdown.js';

/**
 * What each code the matched line prints means (`**\`-707\` in your log:** Mooncake's \`LEASE_EXPIRED\`: …`), one line
 * each, or '' when the entry explains none of them.
 * @param entry the curated entry (its `codes`)
 * @param logged the codes the line prints (`CommentContext.codesLogged`)
 */
export function renderCodesLogged(entry: CatalogEntry, logged: readonly string[] | undefined): string {
  const meanings = (entry.codes ?? []).filter((code) => logged?.includes(code.logged) === true);
  return meanings.map((code) => `**${inlineCode(code.logged, 60)} in your log:** ${code.text.trim()}`).join('\n\n');
}

/**
 * On a fork's own build, where the entry names a vLLM change that fixes or changes it: that change reaches the reporter
 * only in a build of the fork that carries it (`**Your build is a fork's:** …`), or ''.
 * @param entry the curated entry (its actions' PRs)
 * @param fork the fork's release the reporter runs (`CommentContext.forkBuild`), if any
 */
export function renderForkBuild(entry: CatalogEntry, fork: string | undefined): string {
  if (fork === undefined || !entry.workarounds.some((item) => item.fixed_by_pr !== undefined || item.since_pr !== undefined)) return '';
  return `**Your build is a fork's:** ${inlineCode(fork, 80)}. A vLLM change named here reaches you only in a build of that fork that carries it; the fork's maintainers can say which of its releases does.`;
}

/**
 * The thread's other failures, which this comment does not explain (`**Also in this thread:** \`ValueError: …\`, a
 * failure this comment does not explain.`), or ''.
 * @param failures the final exception lines no match reads (`CommentContext.otherFailures`, user text)
 */
export function renderOtherFailures(failures: readonly string[] | undefined): string {
  if (failures === undefined || failures.length === 0) return '';
  const quoted = failures.map((line) => inlineCode(line, 170));
  const what = quoted.length === 1 ? 'a failure this comment does not explain' : 'failures this comment does not explain';
  return `**Also in this thread:** ${quoted.join(' and ')}, ${what}.`;
}
