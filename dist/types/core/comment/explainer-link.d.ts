/**
 * The "full explanation" line of the folded details: the page of a curated entry and a command that prints it, one
 * the reader can run. With the running action's docs base (`https://host/owner/repo/blob/ref/docs/errors`) the link
 * is that page and the command fetches the CLI of that repository at that ref with npx (Node.js 20 or later);
 * without one (the command line, the package) the link is the page's path in the repository and the command the
 * installed CLI's.
 * @param entryId the curated entry's id (catalog data, not user text)
 * @param docsBase where the pages are (the running action's repository, from the runner); ignored unless a plain https URL
 */
export declare function renderExplainerLink(entryId: string, docsBase?: string | null): string;
/**
 * The labels section of vllm-triage's README in the repository and at the ref a docs base names, or null (the command
 * line, the package, a docs base elsewhere): then the footer names the README in words only.
 * @param docsBase the running action's docs base, as `renderExplainerLink` takes it
 */
export declare function readmeLabelsUrl(docsBase: string | null): string | null;
