import type { Extraction } from '../../extract/extract.js';
/** The engines the table knows. */
export type OtherEngine = 'sglang' | 'tensorrt-llm' | 'dynamo' | 'checkpoint-engine' | 'lmdeploy';
/** The other engine a thread shows, with how it is named, where it is maintained, and the text that shows it. */
export interface EngineShown {
    engine: OtherEngine;
    name: string;
    repository: string;
    /** The text that shows it (a launch command, a flag, a frame's module), or the repository the issue is in. */
    shownBy: string;
}
/**
 * The other engine the thread shows (the first row whose signs its own lines show; the repository when it is
 * that engine's tracker), or null.
 * @param extraction the thread's blocks
 * @param repository the repository (`owner/name`), when known
 */
export declare function otherEngineShown(extraction: Extraction, repository: string | undefined): EngineShown | null;
/**
 * Whether the thread shows vLLM itself: vLLM's tracker, a frame in vLLM's tree, a vLLM version, or one of the signs
 * above in the reporter's or a maintainer's own lines (LMCache's logger lines left out).
 * @param extraction the thread's blocks and tracebacks
 * @param vllmVersion the vLLM version read from the thread, or null
 * @param repository the repository (`owner/name`), when known
 */
export declare function vllmShown(extraction: Extraction, vllmVersion: string | null, repository: string | undefined): boolean;
