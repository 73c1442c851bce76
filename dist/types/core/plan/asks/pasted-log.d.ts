import type { CatalogEntry } from '../../catalog/types.js';
import type { LineList } from '../../extract/types.js';
import type { Match } from '../../match/types.js';
import { type PastedLog } from './whole-evidence.js';
/**
 * The pasted lines the comment speaks of, or null: read only for a curated headline entry, kept when the entry asks for
 * its library's lines or when the line quoted has a plain meaning.
 * @param entry the headline's curated entry, if any
 * @param lines the thread's log lines
 * @param crashLine the markdown line of the error itself
 */
export declare function pastedLogFor(entry: CatalogEntry | undefined, lines: LineList, crashLine: number | undefined): PastedLog | null;
/**
 * The logger of the LMCache package's own module that printed the headline's line (`lmcache.integration.vllm.vllm_v1_adapter`),
 * or null: vLLM's in-tree copy logs under its own module name (`vllm.distributed.…`), so a logger under `lmcache.` is
 * the package's code, whatever vLLM's source also holds.
 * @param primary the headline match
 * @param lines the thread's log lines
 */
export declare function printedByLibrary(primary: Match | undefined, lines: LineList): string | null;
/**
 * The entry's actions written for one library log line (`when_logged`) that the thread's pasted lines do not show, by
 * their catalog text: the thread pasted the library's lines and they show another failure (a connect failure, not a
 * transfer timeout), so such an action is left out like one the thread answers. Nothing is left out without a paste.
 * @param entry the headline's curated entry, if any
 * @param lines the thread's log lines
 * @param crashLine the markdown line of the error itself
 */
export declare function actionsOffPaste(entry: CatalogEntry | undefined, lines: LineList, crashLine: number | undefined): string[];
