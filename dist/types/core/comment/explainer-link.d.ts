/**
 * The "full explanation" line of the folded details: the page of a curated entry (under DOCS_BASE) and the command
 * that prints it.
 * @param entryId the curated entry's id (catalog data, not user text)
 */
export declare function renderExplainerLink(entryId: string): string;
