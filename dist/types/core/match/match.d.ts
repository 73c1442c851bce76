import type { Catalog } from '../catalog/types.js';
import type { FrameSignature } from './catalog-match.js';
import type { Extraction } from '../extract/extract.js';
import type { ErrorLine, Frame, Traceback } from '../extract/types.js';
import type { Match } from './types.js';
export { connectorNameForIndex } from './index-names.js';
/**
 * Recognise known errors in extracted tracebacks and error lines. One match per entry and evidence; the
 * same entry with the same captures seen again (another copy of the same error) is kept once, first.
 * Curated exact matches come first, then curated frame matches, then source-index rows, then connector files.
 * @param input tracebacks and error lines from the extraction stages
 * @param catalog curated entries and the source index
 */
export declare function matchKnownErrors(input: {
    tracebacks: Traceback[];
    errorLines: ErrorLine[];
}, catalog: Catalog): Match[];
/** Literal text an uncurated raise row needs when nothing but the exception line is shown. */
export declare const MIN_FRAMELESS_INDEX_LITERAL = 24;
/**
 * Whether an exception as printed is the signature's class: the last dotted part is compared,
 * unless the signature itself is dotted (`nixl._bindings.nixlBackendError`), then the whole name.
 */
export declare function exceptionMatches(signatureType: string, printedType: string): boolean;
/** Whether the innermost frame has the signature's path suffix, function and code line. */
export declare function innermostFrameMatches(frame: FrameSignature, frames: Frame[]): boolean;
/**
 * The known errors of a thread: its matches (`matchKnownErrors`), with those only quoted from someone else or named
 * beside a proposed diff set aside as context (`splitContextMatches`), and the same error under another request id
 * folded into its newest occurrence (`foldReproductions`).
 * @param extraction what the extraction stages found in the thread
 * @param catalog curated entries and the source index
 */
export declare function matchThread(extraction: Extraction, catalog: Catalog): {
    matches: Match[];
    inContext: Match[];
};
