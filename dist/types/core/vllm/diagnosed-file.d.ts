/** A block of the thread as this reader needs it: its text, and whether it is someone's own prose (not code, not quoted). */
export interface ProseBlock {
    text: string;
    prose: boolean;
}
/** The blocks read, from the thread's first: a diagnosis is in the report, not in a long paste's thousandth line. */
export declare const DIAGNOSED_BLOCKS = 400;
/**
 * The vLLM file the reporter's prose diagnoses, or null: the first `vllm/…py` path of vLLM's tree in a prose block of
 * the reporter or a maintainer (not quoted), in a paragraph that also says what is wrong there.
 * @param blocks the thread's blocks
 */
export declare function diagnosedVllmFile(blocks: ProseBlock[]): string | null;
