import type { Catalog } from '../catalog/types.js';
import type { ThreadComment } from '../extract/types.js';
/** A curated error that someone other than the reporter or a maintainer pasted in a comment. */
export interface OtherReport {
    /** The comment's id. */
    commentId: number;
    /** The curated entry's id. */
    id: string;
}
/**
 * The curated errors other people's comments show (not their quotes or diffs), one per comment and entry.
 * @param others the comments of people who are neither the reporter nor a maintainer
 * @param catalog the catalog the thread is matched against
 */
export declare function readOtherReports(others: ThreadComment[], catalog: Catalog): OtherReport[];
