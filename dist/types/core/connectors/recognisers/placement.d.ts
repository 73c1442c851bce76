import type { Block, BlockList } from '../../extract/types.js';
import type { MentionPlace } from '../types.js';
/**
 * The body's opening paragraph: the position of its first prose block that is neither quoted nor an environment dump,
 * or -1 (a position: a block list's blocks are new objects each time they are read).
 */
export declare function openingBlockIndex(blocks: BlockList): number;
/** Where a block's names were written: the title (line 0), the opening paragraph, a pasted code or log block, or other prose. */
export declare function mentionPlace(block: Block, opening: boolean): MentionPlace;
/** An environment section or a pasted collect_env dump: names there are installed packages, not evidence. */
export declare function isEnvironmentBlock(block: Block): boolean;
