// The comment's one line that links the recognised error's explainer page (docs/errors/<id>.md).
import { DOCS_BASE, errorPageUrl } from '../catalog/page-links.js';
import { inlineCode } from '../text/safe-markdown.js';

/**
 * The "full explanation" line of the folded details: the page of a curated entry (under DOCS_BASE) and the command
 * that prints it.
 * @param entryId the curated entry's id (catalog data, not user text)
 * @param docsBase where the pages are (the running action's repository, from the runner); DOCS_BASE when absent or not a plain https URL
 */
export function renderExplainerLink(entryId: string, docsBase: string = DOCS_BASE): string {
  const base = SAFE_DOCS_BASE.test(docsBase) ? docsBase : DOCS_BASE;
  return `**Full explanation**, with the basis of each claim: [${inlineCode(entryId)}](${errorPageUrl(entryId, base)}) (or run ${inlineCode(`vllm-triage explain ${entryId}`)}).`;
}

/** A docs base the link may use: https, a host, and a path of URL-safe characters only (nothing that could end a link target). */
const SAFE_DOCS_BASE = /^https:\/\/[A-Za-z0-9.-]{1,253}(?::\d{1,5})?(?:\/[A-Za-z0-9._~%-]{1,200}){0,20}\/?$/;
