import type { MarkerData } from '../types.js';
export type { MarkerData };
/** How every marker starts; the action finds its comment by this prefix. */
export declare const MARKER_PREFIX = "<!-- vllm-triage";
/** Most labels a marker's record keeps (the bot adds two or three). */
export declare const MAX_RECORDED_LABELS = 20;
/**
 * Render the marker as an HTML comment: `<!-- vllm-triage {json} -->`. The JSON never contains
 * `--`, `<` or `>`, so no value can end the comment early or open a tag.
 * @param marker the data to record
 */
export declare function renderMarker(marker: MarkerData): string;
/**
 * Read the marker from a comment body: the first `<!-- vllm-triage {json} -->` whose JSON has
 * the marker's shape. Returns null for anything else; never throws.
 * @param commentBody the whole comment markdown
 */
export declare function parseMarker(commentBody: string): MarkerData | null;
