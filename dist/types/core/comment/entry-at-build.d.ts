import type { CatalogEntry } from '../catalog/types.js';
import { type BuildRange } from '../vllm/build-range.js';
/**
 * Whether no code of the reporter's range raises the entry's message (none of its releases has it): then it cannot come
 * from that code, the version read is not the one that ran, and the comment describes the pin's code instead.
 */
export declare function predatesEntryCode(entry: CatalogEntry, range: BuildRange | null): boolean;
/**
 * The entry with only what holds for the reporter's range (null: not dated, the pin's code with notes).
 * @param entry a curated entry
 * @param dated the reporter's code, or null when nothing dates it
 * @param wholeMessage whether the match is of the whole message (then a range without that message is not trusted)
 */
export declare function entryAtBuild(entry: CatalogEntry, dated: BuildRange | null, wholeMessage?: boolean): CatalogEntry;
