/**
 * The "full explanation" line of the folded details: the page of a curated entry and a command that prints it, one
 * the reader can run. With the running action's docs base (`https://host/owner/repo/blob/ref/docs/errors`) the link
 * is that page and the command fetches the CLI of that repository at that ref with npx (Node.js 20 or later);
 * without one (the command line, the package) the page's path in vllm-triage's repository is named, not linked, and the
 * command is the installed CLI's.
 * @param entryId the curated entry's id (catalog data, not user text)
 * @param docsBase where the pages are (the running action's repository, from the runner); ignored unless a plain https URL
 */
export declare function renderExplainerLink(entryId: string, docsBase?: string | null): string;
/** `https://host/owner/repo/blob/ref/docs/errors`, as the action builds it from the runner's repository and ref. */
export declare const REPOSITORY_DOCS: RegExp;
