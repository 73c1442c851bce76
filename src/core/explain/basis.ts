// The basis of a catalog claim, written out with safe links: vLLM source lines at the pin, pull requests, docs pages.
import type { BasisItem, Claim } from '../catalog/types.js';
import { inlineCode } from '../text/safe-markdown.js';
import { sourceLink, vllmThreadLink } from '../vllm/links.js';
import { cutText } from '../text/cut.js';

/** A docs.vllm.ai address made only of conservative URL characters; anything else is not linked. */
const DOCS_URL = /^https:\/\/docs\.vllm\.ai\/[A-Za-z0-9._~/#-]{1,300}$/;

/**
 * One basis item as a markdown line: a source line linked at its commit with the text expected there, a pull request,
 * or a docs page.
 * @param item the basis item
 * @param commit the catalog's vLLM commit (a source item without its own commit is read there)
 */
export function renderBasisItem(item: BasisItem, commit: string): string {
  if ('source' in item) {
    const { path, line, expect } = item.source;
    const at = item.source.commit ?? commit;
    const pinned = item.source.commit === undefined ? '' : ` (at vLLM commit ${inlineCode(at.slice(0, 10))})`;
    return `${sourceLink(at, path, line)}${pinned}: ${inlineCode(expect)}`;
  }
  if ('pr' in item) return `${vllmThreadLink('pull', item.pr)} (pull request)`;
  if ('project_source' in item) return projectSourceLine(item.project_source);
  if ('thread' in item) return threadLine(item.thread);
  if (DOCS_URL.test(item.docs)) return `[${item.docs.replace(/^https:\/\//, '')}](${item.docs}) (vLLM docs)`;
  return `${inlineCode(item.docs)} (vLLM docs; not linked: not a plain docs.vllm.ai address)`;
}

/** `owner/name`, a path and a commit as the catalog writes them: anything else is not linked. */
const REPOSITORY = /^[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}$/;
const REPO_PATH = /^[A-Za-z0-9_.-]{1,100}(?:\/[A-Za-z0-9_.-]{1,100}){0,20}$/;
const COMMIT = /^[0-9a-f]{40}$/;
const THREAD_URL = /^https:\/\/github\.com\/[A-Za-z0-9_.-]{1,100}\/[A-Za-z0-9_.-]{1,100}\/(?:issues|pull)\/\d{1,7}$/;

function projectSourceLine(site: { repository: string; path: string; line: number; commit: string; expect: string }): string {
  const name = `${site.repository} ${site.path}:${site.line}`;
  const linked =
    REPOSITORY.test(site.repository) && REPO_PATH.test(site.path) && COMMIT.test(site.commit)
      ? `[${name}](https://github.com/${site.repository}/blob/${site.commit}/${site.path}#L${site.line})`
      : inlineCode(name);
  return `${linked} (at ${inlineCode(site.commit.slice(0, 10))}): ${inlineCode(site.expect)}`;
}

function threadLine(url: string): string {
  return THREAD_URL.test(url) ? `[${url.replace(/^https:\/\/github\.com\//, '')}](${url}) (thread)` : `${inlineCode(url)} (thread; not linked)`;
}

/** The longest opening of a claim quoted to name it in the basis section. */
const MAX_QUOTE = 90;

/**
 * The opening words of a claim, to name it: cut at a word end, never inside a code span (backticks dropped when a cut
 * would leave one open), never across a line.
 * @param text the claim's markdown (our own catalog text)
 */
export function claimOpening(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_QUOTE) return flat;
  const slice = cutText(flat, MAX_QUOTE, '');
  const wordEnd = slice.lastIndexOf(' ');
  let opening = wordEnd > MAX_QUOTE / 2 ? slice.slice(0, wordEnd) : slice;
  if ((opening.match(/`/g) ?? []).length % 2 === 1) opening = opening.replaceAll('`', '');
  return `${opening.replace(/[,;:.]$/, '')} …`;
}

/**
 * A claim and its basis as a numbered list item with one sub-bullet per basis item.
 * @param claim the claim (a plain string has no basis)
 * @param position the number shown
 * @param commit the catalog's vLLM commit
 * @param linkText turns catalog markdown into page markdown (bare `#N` as full vLLM links)
 */
export function renderClaimBasis(claim: Claim | string, position: number, commit: string, linkText: (text: string) => string): string {
  const text = typeof claim === 'string' ? claim : claim.text;
  const basis = typeof claim === 'string' ? [] : (claim.basis ?? []);
  const head = `${position}. “${linkText(claimOpening(text))}”`;
  if (basis.length === 0) return `${head}\n   - no basis recorded in the catalog`;
  return [head, ...basis.map((item) => `   - ${renderBasisItem(item, commit)}`)].join('\n');
}
