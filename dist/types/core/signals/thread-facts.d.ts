import type { BlockList, ErrorLine, Traceback } from '../extract/types.js';
import { type ReportedCause } from './reported-cause.js';
import { type ThreadFacts } from './sentences/facts.js';
export { bundledVllmWords, clipQuote, whereSaid } from './sentences/facts.js';
export type { BundledBuild, Resolution, ResolutionFound, ThreadFact, ThreadFacts, VerifiedPackage } from './sentences/facts.js';
/**
 * Read what the thread says in words. Only the reporter's and maintainers' prose counts (title, text blocks;
 * never code, a blockquote, an environment section, or text another user wrote). Linear: each block is split
 * into sentences once and each sentence is read by every reader of the table.
 * @param blocks the thread's blocks, body first, comments in order (the title is line 0)
 * @param tracebacks the thread's tracebacks
 * @param errorLines the thread's error lines
 * @param reportedOfAll `readReportedCause` of all of `blocks`, when the caller has it: the same reading when every block is evidence
 */
export declare function readThreadFacts(blocks: BlockList, tracebacks: Traceback[], errorLines: ErrorLine[], reportedOfAll?: ReportedCause): ThreadFacts;
