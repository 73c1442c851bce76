import type { CatalogEntry, PullRequestTable } from '../../catalog/types.js';
import type { FixesInVersion } from '../../fixes/types.js';
/**
 * One paragraph: which of the entry's PRs the reporter's version contains, which came later (with what a later PR
 * changes for this error), and which are not determined and why. '' when there is nothing to say.
 * @param fixes what is known (from `fixesInVersion`)
 * @param table the pull-request table, for the version notes
 */
export declare function renderFixesInVersion(fixes: FixesInVersion | null, table: PullRequestTable | undefined): string;
/**
 * The entry with its advice as it applies at the reporter's version: the upgrade advice names only the PRs the version
 * lacks (and is left out when it has them all), and advice about a setting that came with a PR the version lacks is
 * replaced by a line saying so. Unchanged when nothing about the version is determined.
 * @param entry the headline entry
 * @param fixes what is known of its PRs in the reporter's version
 * @param table the pull-request table
 */
export declare function entryAtVersion(entry: CatalogEntry, fixes: FixesInVersion | null, table: PullRequestTable | undefined): CatalogEntry;
