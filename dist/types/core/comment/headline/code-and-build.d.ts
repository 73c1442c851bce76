import type { CatalogEntry } from '../../catalog/types.js';
/**
 * What each code the matched line prints means (`**\`-707\` in your log:** Mooncake's \`LEASE_EXPIRED\`: …`), one line
 * each, or '' when the entry explains none of them.
 * @param entry the curated entry (its `codes`)
 * @param logged the codes the line prints (`CommentContext.codesLogged`)
 */
export declare function renderCodesLogged(entry: CatalogEntry, logged: readonly string[] | undefined): string;
/**
 * On a fork's own build, where the entry names a vLLM change that fixes or changes it: that change reaches the reporter
 * only in a build of the fork that carries it (`**Your build is a fork's:** …`), or ''.
 * @param entry the curated entry (its actions' PRs)
 * @param fork the fork's release the reporter runs (`CommentContext.forkBuild`), if any
 */
export declare function renderForkBuild(entry: CatalogEntry, fork: string | undefined): string;
/**
 * The thread's other failures, which this comment does not explain (`**Also in this thread:** \`ValueError: …\`, a
 * failure this comment does not explain.`), or ''.
 * @param failures the final exception lines no match reads (`CommentContext.otherFailures`, user text)
 */
export declare function renderOtherFailures(failures: readonly string[] | undefined): string;
