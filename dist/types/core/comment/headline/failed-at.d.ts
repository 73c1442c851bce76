import type { CatalogEntry } from '../../catalog/types.js';
import type { Match } from '../../match/types.js';
import type { FullContext } from '../../plan/comment-context.js';
/**
 * The line that says where the error was hit (`**Where it failed:** during the registration of the KV caches
 * (start-up), in `register_kv_caches` (`nixl_connector.py:601`).`), or '' when vLLM raises it, no traceback of it
 * is pasted, or no frame's function says its stage.
 * @param context the comment's context (its tracebacks)
 * @param primary the headline match
 * @param entry its curated entry
 */
export declare function renderFailedAt(context: FullContext, primary: Match, entry: CatalogEntry): string;
