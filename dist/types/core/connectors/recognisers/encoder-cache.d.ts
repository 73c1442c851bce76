import type { BlockList } from '../../extract/types.js';
/**
 * Whether the title or the reporter's prose (not pasted code) speaks of encoder-cache transfer.
 * @param blocks the thread's blocks, title included
 */
export declare function speaksOfEncoderCache(blocks: BlockList): boolean;
