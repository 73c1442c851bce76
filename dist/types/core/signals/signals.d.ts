import type { BlockList, LineList } from '../extract/types.js';
import type { Signals } from './types.js';
/**
 * Read the signals from the log lines and blocks of the body and human comments.
 * @param lines log lines (prefixes stripped), in source order
 * @param blocks the markdown blocks the lines came from (configs may span lines)
 * @param title the issue title, a last place to find the vLLM version
 * @param options `connectorProject`: the issue is in a connector project's own repository (its bare versions are the connector's)
 */
export declare function readSignals(lines: LineList, blocks: BlockList, title?: string, options?: {
    connectorProject?: boolean;
}): Signals;
