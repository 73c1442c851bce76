/**
 * The "full explanation" line of the folded details: the page of a curated entry (under DOCS_BASE) and the command
 * that prints it.
 * @param entryId the curated entry's id (catalog data, not user text)
 * @param docsBase where the pages are (the running action's repository, from the runner); DOCS_BASE when absent or not a plain https URL
 */
export declare function renderExplainerLink(entryId: string, docsBase?: string): string;
