import type { CatalogEntry } from '../../catalog/types.js';
import { type BuildRange } from '../../vllm/build-range.js';
/**
 * Whether no code of the reporter's range raises the entry's message, as far as the index proves it: the index has
 * the message (at any path) and none of the range's releases has it; or the index lacks the message (asserts are not
 * indexed) and the range predates the PR that brought the entry's file, which the entry knows no older home of. A file
 * that came by a move proves nothing for the builds before it: the code may have lived elsewhere then. When this is
 * true, the version read is not the code that ran, and the comment describes the pin's code instead.
 */
export declare function predatesEntryCode(entry: CatalogEntry, range: BuildRange | null): boolean;
/**
 * The entry with only what holds for the reporter's range (null: not dated, the pin's code with notes), and whether
 * that range predates the entry's code (`predatesEntryCode`: the version read is not the code that ran).
 * @param entry a curated entry
 * @param dated the reporter's code, or null when nothing dates it
 * @param wholeMessage whether the match is of the whole message (then a range without that message is not trusted)
 */
export declare function entryAtBuild(entry: CatalogEntry, dated: BuildRange | null, wholeMessage?: boolean): {
    entry: CatalogEntry;
    predates: boolean;
};
