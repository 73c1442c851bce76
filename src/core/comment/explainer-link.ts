// The comment's one line that links the recognised error's explainer page (docs/errors/<id>.md).
import { errorPageUrl } from '../explain/page-links.js';
import { inlineCode } from './safe-markdown.js';

/**
 * The "full explanation" line of the folded details: the page of a curated entry (under DOCS_BASE) and the command
 * that prints it.
 * @param entryId the curated entry's id (catalog data, not user text)
 */
export function renderExplainerLink(entryId: string): string {
  return `**Full explanation**, with the basis of each claim: [${inlineCode(entryId)}](${errorPageUrl(entryId)}) (or run ${inlineCode(`vllm-triage explain ${entryId}`)}).`;
}
