import type { Stage } from '../signals/code-owner.js';
/** How a stage is said after "during". */
export declare const STAGE_WORDS: Record<Stage, string>;
