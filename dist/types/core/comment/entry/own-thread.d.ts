import type { CatalogEntry } from '../../catalog/types.js';
/** The thread the comment is written on: its repository (`owner/name`) and number. */
export interface OwnThread {
    repository: string;
    number: number;
}
/**
 * The entry with each citation of this very thread in its explanation, triggers and actions said as "this issue".
 * @param entry the curated entry as it applies to the reporter's build
 * @param thread the thread being triaged, when it is not vLLM's (vLLM's references are linked elsewhere)
 */
export declare function entryInOwnThread(entry: CatalogEntry, thread: OwnThread | undefined): CatalogEntry;
