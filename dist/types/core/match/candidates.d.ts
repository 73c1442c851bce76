import type { FrameCandidate, FrameSignature, ModuleCapture, TemplateBuckets } from './catalog-match.js';
import type { Evidence } from './evidence.js';
import { type Found } from './match-records.js';
import type { Frame } from '../extract/types.js';
/**
 * The most specific template candidate that matches this evidence (most literal text, then catalog order).
 * Whole messages are tried first; only when none matches, the first line of a multi-line message is
 * (a final exception line followed by a context line the extraction joined to it, as in #54870's report).
 */
export declare function bestTemplateMatch(buckets: TemplateBuckets, evidence: Evidence, commit: string, loose?: boolean): Found | null;
/** Literal text an uncurated raise row needs when nothing but the exception line is shown. */
export declare const MIN_FRAMELESS_INDEX_LITERAL = 24;
/** Curated signatures without a template: exception type (dotted types as printed) and the raising frame. */
export declare function bestFrameMatch(frames: FrameCandidate[], evidence: Evidence): Found | null;
/**
 * Whether an exception as printed is the signature's class: the last dotted part is compared,
 * unless the signature itself is dotted (`nixl._bindings.nixlBackendError`), then the whole name.
 */
export declare function exceptionMatches(signatureType: string, printedType: string): boolean;
/** Whether the innermost frame has the signature's path suffix, function and code line. */
export declare function innermostFrameMatches(frame: FrameSignature, frames: Frame[]): boolean;
/**
 * Whether any frame of the traceback has the signature's path suffix, function and code line: the vLLM frame a
 * library's generic error came through (`_nixl_handshake_listener` above pyzmq's `bind`). No frames, no match.
 */
export declare function someFrameMatches(frame: FrameSignature, frames: Frame[]): boolean;
/**
 * Whether a signature's module capture names a module of its package (`'vllm.config'` for `vllm`); quotes and
 * backticks around it are ignored. No constraint, always.
 */
export declare function moduleCaptureHolds(constraint: ModuleCapture | null, captures: Record<string, string>): boolean;
