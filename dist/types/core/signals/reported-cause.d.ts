import type { BlockList } from '../extract/types.js';
/** What the thread's prose already states. */
export interface ReportedCause {
    /** The sentence saying the failure goes away without the connector (or came with it), trimmed; null when none. */
    worksWithout: string | null;
    /** Whether the reporter says it broke after an upgrade. */
    afterUpgrade: boolean;
    /** Whether the thread names the version it came from (`from 0.x`, `worked on 0.x`). */
    previousVersionNamed: boolean;
}
/**
 * Read what the prose (title and text blocks, not logs or environment dumps) already says about the cause.
 * Linear: sentences are split once, each checked against fixed words.
 * @param blocks the thread's blocks
 */
export declare function readReportedCause(blocks: BlockList): ReportedCause;
/**
 * Whether a sentence of a reply offers a setting as a workaround, or says that setting worked.
 * @param sentence one sentence of a reporter's or maintainer's comment
 */
export declare function offersSetting(sentence: string): boolean;
