// The comment's one line that links the recognised error's explainer page (docs/errors/<id>.md).
import { errorPageUrl } from '../../catalog/page-links.js';
import { inlineCode } from '../../text/safe-markdown.js';

/**
 * The "full explanation" line of the folded details: the page of a curated entry and a command that prints it, one
 * the reader can run. With the running action's docs base (`https://host/owner/repo/blob/ref/docs/errors`) the link
 * is that page and the command fetches the CLI of that repository at that ref with npx (Node.js 20 or later);
 * without one (the command line, the package) the page's path in vllm-triage's repository is named, not linked, and the
 * command is the installed CLI's.
 * @param entryId the curated entry's id (catalog data, not user text)
 * @param docsBase where the pages are (the running action's repository, from the runner); ignored unless a plain https URL
 */
export function renderExplainerLink(entryId: string, docsBase: string | null = null): string {
  const base = docsBase !== null && SAFE_DOCS_BASE.test(docsBase) ? docsBase.replace(/(?<!\/)\/+$/, '') : null;
  const command = runnable(`${cliOf(base)} explain ${entryId}`);
  // Without a base (the command line, the package) a relative link would point under the issue's own address on
  // GitHub, a 404 there: the page's path in vllm-triage's repository is named, not linked.
  if (base === null) return `**Full explanation**, with the basis of each claim: \`${errorPageUrl(entryId)}\` in vllm-triage's repository (or run ${command}).`;
  return `**Full explanation**, with the basis of each claim: [${inlineCode(entryId)}](${errorPageUrl(entryId, base)}) (or run ${command}).`;
}

/**
 * A command as inline code, exactly as it must be typed: it is built from the runner's repository and ref (checked
 * against REPOSITORY_DOCS) and a catalog id, never from user text, so nothing in it is neutralised (`inlineCode`
 * would break a ref starting `#1…` with a zero-width space, and the copied command would then fail). Anything but
 * the characters such a command holds falls back to inlineCode.
 */
function runnable(command: string): string {
  return /^[A-Za-z0-9 ._/:#+-]{1,400}$/.test(command) ? `\`${command}\`` : inlineCode(command);
}

/** The command that runs the CLI of the repository and ref a docs base names; the installed CLI without one. */
function cliOf(base: string | null): string {
  const where = base === null ? null : REPOSITORY_DOCS.exec(base);
  if (!where) return 'vllm-triage';
  const [, host = '', repository = '', ref = ''] = where;
  return host === 'github.com' ? `npx github:${repository}#${ref}` : `npx git+https://${host}/${repository}.git#${ref}`;
}

/** A docs base the link may use: https, a host, and a path of URL-safe characters only (nothing that could end a link target). */
const SAFE_DOCS_BASE = /^https:\/\/[A-Za-z0-9.-]{1,253}(?::\d{1,5})?(?:\/[A-Za-z0-9._~%-]{1,200}){0,20}\/?$/;
/** `https://host/owner/repo/blob/ref/docs/errors`, as the action builds it from the runner's repository and ref. */
export const REPOSITORY_DOCS =
  /^https:\/\/([A-Za-z0-9.-]{1,253}(?::\d{1,5})?)\/([A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100})\/blob\/([A-Za-z0-9._-]{1,100}(?:\/[A-Za-z0-9._-]{1,100}){0,5})\/docs\/errors$/;
