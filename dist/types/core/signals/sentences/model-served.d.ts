import type { BlockList } from '../../extract/types.js';
/**
 * The model the thread's reporter or a maintainer names as served, as written (at most 120 characters), or null.
 * @param blocks the thread's blocks (code and prose; another user's are not evidence)
 */
export declare function readModelServed(blocks: BlockList): string | null;
