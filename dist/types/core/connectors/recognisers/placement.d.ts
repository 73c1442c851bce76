import type { Block } from '../../extract/types.js';
import type { MentionPlace } from '../types.js';
/** The body's opening paragraph: its first prose block that is neither quoted nor an environment dump. */
export declare function openingBlock(blocks: Block[]): Block | null;
/** Where a block's names were written: the title (line 0), the opening paragraph, a pasted code or log block, or other prose. */
export declare function mentionPlace(block: Block, opening: Block | null): MentionPlace;
/** An environment section or a pasted collect_env dump: names there are installed packages, not evidence. */
export declare function isEnvironmentBlock(block: Block): boolean;
