import type { Catalog, CatalogEntry, FrameSignature, IndexRow, ModuleCapture } from '../catalog/types.js';
import type { CompiledTemplate } from './templates.js';
export type { FrameSignature, ModuleCapture } from '../catalog/types.js';
/** One template to try: from a curated entry's signature or from a source-index row. */
export interface TemplateCandidate {
    template: CompiledTemplate;
    /** Exception class the evidence must have (`ValueError`, or dotted as printed), or null for any. */
    exception: string | null;
    /** Raising frame the evidence must have, or null. */
    frame: FrameSignature | null;
    /** A calling frame the evidence must have somewhere in its traceback, or null. */
    caller: FrameSignature | null;
    /** A capture that must name a module of one package (`vllm`), or null. */
    moduleCapture: ModuleCapture | null;
    /** Logged messages only match error lines; `logFile` is the basename their `[file.py:N]` prefix must show. */
    logOnly: boolean;
    logFile: string | null;
    entry: CatalogEntry | null;
    row: IndexRow | null;
    /** Position in the catalog, for stable tie-breaking. */
    order: number;
}
/** A signature without a template: matched by exception type and raising frame. */
export interface FrameCandidate {
    entry: CatalogEntry;
    exception: string | null;
    frame: FrameSignature | null;
    caller: FrameSignature | null;
    order: number;
}
/** Templates grouped by the first word of their text; those starting with a placeholder are tried for every message. */
export interface TemplateBuckets {
    byWord: Map<string, TemplateCandidate[]>;
    anyWord: TemplateCandidate[];
}
export interface CompiledCatalog {
    curated: TemplateBuckets;
    index: TemplateBuckets;
    frames: FrameCandidate[];
    /** The index's connector column for each file it lists (`vllm/…/v1/metrics.py` → `v1(metrics)`). */
    indexConnectorByPath: Map<string, string>;
}
/**
 * The catalog compiled for matching, built once per catalog object.
 * @param catalog the catalog (curated entries and source index)
 */
export declare function compiledCatalogFor(catalog: Catalog): CompiledCatalog;
/** Capture names from a logger call's arguments (`req_meta.req_id, e` → `req_meta_req_id`, `e`); keyword arguments dropped. */
export declare function logArgumentNames(args: string): string[];
/** The last path segment (`a/b/c.py` → `c.py`). */
export declare function basename(path: string): string;
