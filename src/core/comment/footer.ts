// The comment's footer: automated, and how maintainers dismiss or re-run it, naming only the labels known to exist (else
// the README's labels section); and the reading back of an earlier footer's labels, so the action need not ask again.
import { inlineCode } from '../text/safe-markdown.js';
import { REPOSITORY_DOCS } from './entry/explainer-link.js';

/**
 * The labels section of vllm-triage's README in the repository and at the ref a docs base names, or null (the command
 * line, the package, a docs base elsewhere): then the footer names the README in words only.
 * @param docsBase the running action's docs base, as `renderExplainerLink` takes it
 */
export function readmeLabelsUrl(docsBase: string | null): string | null {
  const where = docsBase === null ? null : REPOSITORY_DOCS.exec(docsBase.replace(/(?<!\/)\/+$/, ''));
  if (!where) return null;
  const [, host = '', repository = '', ref = ''] = where;
  return `https://${host}/${repository}/blob/${ref}/README.md#labels`;
}

/**
 * The footer: automated, how maintainers dismiss or re-run it. A label is named only when it is known to exist; for
 * one that may be missing the footer points to the README's list of labels instead, so it never names a label that is
 * not there (and never claims one is missing either).
 * @param labels the dismiss and re-run label names, each null unless it is known to exist
 * @param catalogVersion catalog version the comment was written with
 * @param readmeUrl the labels section of the running action's README, when known (`readmeLabelsUrl`)
 */
export function renderFooter(labels: { dismiss: string | null; rerun: string | null }, catalogVersion: string, readmeUrl: string | null = null): string {
  const readme = readmeUrl === null ? "vllm-triage's README" : `[vllm-triage's README](${readmeUrl})`;
  const { dismiss, rerun } = labels;
  let maintainers: string;
  if (dismiss !== null && rerun !== null) maintainers = `add the label ${inlineCode(dismiss)} to dismiss it, or ${inlineCode(rerun)} to run it again`;
  else if (dismiss !== null) maintainers = `add the label ${inlineCode(dismiss)} to dismiss it; the label that runs it again is listed in ${readme}`;
  else if (rerun !== null) maintainers = `add the label ${inlineCode(rerun)} to run it again; the label that dismisses it is listed in ${readme}`;
  else maintainers = `the labels that dismiss it or run it again are listed in ${readme}`;
  return (
    `_This is an automated comment by vllm-triage (catalog ${inlineCode(catalogVersion.slice(0, 12))}); it updates itself when the issue or a comment changes. ` +
    `Maintainers: ${maintainers}._`
  );
}

/**
 * The maintainers' labels the footer of an earlier comment of the bot names: they existed when it was written, so the
 * action need not ask again (the first line of that footer's shape that is found; any other text names none).
 * @param body the bot's earlier comment
 * @param labels the dismiss and re-run label names
 */
export function labelsNamedInFooter(body: string, labels: { dismiss: string; rerun: string }): string[] {
  const footer = body.split('\n').find((line) => line.startsWith('_This is an automated comment by vllm-triage ')) ?? '';
  const named: string[] = [];
  if (footer.includes(`Maintainers: add the label ${inlineCode(labels.dismiss)} to dismiss it`)) named.push(labels.dismiss);
  if (
    footer.includes(`or ${inlineCode(labels.rerun)} to run it again._`) ||
    footer.includes(`Maintainers: add the label ${inlineCode(labels.rerun)} to run it again;`)
  )
    named.push(labels.rerun);
  return named;
}
