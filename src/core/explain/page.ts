// One explainer page (docs/errors/<id>.md) for a curated entry, in the seed page's shape; pure, no file system.
import { firstReleaseWords } from '../vllm/first-release.js';
import type { CatalogEntry, Claim, Signature, Workaround } from '../catalog/types.js';
import { claimText, rangeLead } from '../catalog/claims.js';
import { linkVllmReferences } from '../comment/entry/vllm-references.js';
import { fenceCode, inlineCode } from '../text/safe-markdown.js';
import { fillPlaceholders } from '../plan/asks/asks.js';
import { sourceLink, vllmThreadLink } from '../vllm/links.js';
import { renderClaimBasis } from './basis.js';
import { relativePagePath } from '../catalog/page-links.js';

/** What a page needs besides its entry. */
export interface PageContext {
  /** The catalog's vLLM commit: source links without a commit of their own are pinned there. */
  commit: string;
  /** Every curated entry by id, for the titles and links of related errors. */
  entries: Map<string, CatalogEntry>;
}

/** An entry's explanation as claims (a plain string: its paragraphs, without a basis). */
function explanationClaims(entry: CatalogEntry): (Claim | string)[] {
  if (typeof entry.explanation !== 'string') return entry.explanation;
  return entry.explanation
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** One signature as the reader sees the error: the printed line, or the raising frame of an `assert`. */
function renderSignature(signature: Signature): string {
  if (signature.template !== undefined) {
    const printed = signature.exception === undefined ? signature.template : `${signature.exception}: ${signature.template}`;
    const module = signature.module_capture;
    const which = module?.submodules_only === true ? 'one of its modules' : 'it or one of its modules';
    const ofPackage = module === undefined ? '' : `, where the module named is ${inlineCode(module.package)}'s (${which})`;
    const raisedIn = `${ofPackage}${signature.frame === undefined ? '' : `, raised in ${whereFrame(signature.frame)}`}`;
    return `- ${inlineCode(printed, 400)}${signature.exception === undefined ? ' (a log line)' : ''}${raisedIn}${callerNote(signature.caller)}`;
  }
  const frame = signature.frame;
  const exception = signature.exception === undefined ? 'an exception' : inlineCode(signature.exception);
  if (frame === undefined) return `- ${exception}, whatever its message`;
  const code = frame.code === undefined ? '' : ` at ${inlineCode(frame.code)}`;
  const fn = frame.function === undefined ? '' : ` in ${inlineCode(frame.function)}`;
  return `- ${exception} raised${code}${fn} in ${whereFrame(frame)}${callerNote(signature.caller)}`;
}

/** Where a frame signature's file is, as the reader sees it. */
function whereFrame(frame: NonNullable<Signature['frame']>): string {
  const suffix = frame.path_suffix === undefined ? '' : `a file ending ${inlineCode(frame.path_suffix)}`;
  const inPackage = frame.package === undefined ? '' : `${suffix === '' ? 'a file' : ''} of the ${inlineCode(frame.package)} package`;
  const importing = frame.code_contains === undefined ? '' : ` at a line containing ${inlineCode(frame.code_contains)}`;
  return `${suffix}${inPackage}${importing}`;
}

/** The calling frame a signature needs, as the reader sees it (empty when it needs none). */
function callerNote(caller: Signature['caller']): string {
  if (caller === undefined) return '';
  const fn = caller.function === undefined ? '' : ` ${inlineCode(caller.function)} in`;
  return `, when the traceback runs through${fn} ${whereFrame(caller)}`;
}

/** What is known about a fix, without a reporter's version (never a release the catalog does not name). */
function fixNote(pr: number | undefined, release: string | undefined): string {
  if (pr === undefined && release === undefined) return '';
  const byPr = pr === undefined ? '' : ` by ${vllmThreadLink('pull', pr)}`;
  const first = release === undefined && pr !== undefined ? firstReleaseWords(pr) : null;
  const inRelease =
    release === undefined ? (first ?? '; the first release with it is not determined') : ` in ${inlineCode(release.startsWith('v') ? release : `v${release}`)}`;
  return `Fixed${byPr}${inRelease}.`;
}

function renderWorkaround(workaround: Workaround, position: number): string {
  const fix = fixNote(workaround.fixed_by_pr, workaround.fixed_in_release);
  const saysSo = /^last resort/i.test(workaround.text.trim());
  const lead = workaround.last_resort === true && !saysSo ? '**Last resort, with a risk:** ' : '';
  return `${position}. ${lead}${linkVllmReferences(`${rangeLead(workaround)}${workaround.text.trim()}`)}${fix === '' ? '' : ` ${fix}`}`;
}

/** Where vLLM raises it: function, path and line linked at the pin (or the ref the entry gives), and any note. */
function renderSource(entry: CatalogEntry): string {
  const { source } = entry;
  const ref = source.ref ?? source.commit;
  const line = source.line > 0 ? source.line : null;
  const at = source.ref === undefined ? `vLLM commit ${inlineCode(source.commit.slice(0, 10))}` : `vLLM ${inlineCode(ref.slice(0, 40))}`;
  const where = `${inlineCode(source.function)} in ${sourceLink(ref, source.path, line)} (${at}).`;
  const note = source.note === undefined || source.note.trim() === '' ? '' : `\n\n${linkVllmReferences(source.note.trim())}`;
  return `## Where vLLM raises it\n\n${where}${note}`;
}

/** Related errors linked to their pages, then related vLLM issues and pull requests. */
function renderRelated(entry: CatalogEntry, context: PageContext): string {
  const rows: string[] = [];
  for (const id of entry.related?.entries ?? []) {
    const other = context.entries.get(id);
    rows.push(other === undefined ? `- ${inlineCode(id)}` : `- [${inlineCode(id)}](${relativePagePath(entry.id, id)}): ${linkVllmReferences(other.title)}`);
  }
  const threads = [
    ...(entry.related?.issues ?? []).map((number) => vllmThreadLink('issues', number)),
    ...(entry.related?.prs ?? []).map((number) => vllmThreadLink('pull', number)),
  ];
  if (threads.length > 0) rows.push(`- vLLM issues and pull requests: ${threads.join(', ')}`);
  return `## Related errors\n\n${rows.length > 0 ? rows.join('\n') : 'None recorded in the catalog.'}`;
}

/** `{name}` placeholders shown as `<name>` (in code), so a reader sees where their own value goes. */
function withPlaceholderNames(text: string): string {
  const names = [...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]{0,40})\}/g)].map((found) => found[1] as string);
  return fillPlaceholders(text, Object.fromEntries(names.map((name) => [name, `<${name}>`]))).trim();
}

/** The asks, with how to get each. */
function renderAsks(entry: CatalogEntry): string {
  if (entry.asks.length === 0) return '';
  const rows = entry.asks.map(
    (ask) => `- **${withPlaceholderNames(ask.text)}** ${withPlaceholderNames(ask.how)}${ask.how_on_rocm === undefined ? '' : ` ${ask.how_on_rocm}`}`,
  );
  return `## What to send when you report it\n\nvllm-triage asks for these in its comment, and ticks off what the thread already shows:\n\n${rows.join('\n')}`;
}

/** The shortest example: what the error looks like in a log (our own realistic excerpt). */
function renderExample(entry: CatalogEntry): string {
  const example = [...entry.examples].sort((first, second) => first.length - second.length)[0];
  if (example === undefined) return '';
  return `## What it looks like\n\nAn example (written for the catalog's tests, in the shape real logs have):\n\n${fenceCode(example.trimEnd(), 'text')}`;
}

/** Every claim of the page with its basis, by section. */
function renderBasisSection(entry: CatalogEntry, context: PageContext): string {
  const groups: [string, (Claim | string)[]][] = [
    ['What it means', explanationClaims(entry)],
    ['What to do', entry.workarounds],
    ['When it happens', entry.triggers],
  ];
  if (entry.fixed_in !== undefined) {
    const fix = fixNote(entry.fixed_in.pr, entry.fixed_in.release);
    groups.push([
      'Upstream fix',
      [{ text: fix === '' ? 'Fixed upstream.' : fix, ...(entry.fixed_in.basis === undefined ? {} : { basis: entry.fixed_in.basis }) }],
    ]);
  }
  const parts = groups
    .filter(([, claims]) => claims.length > 0)
    .map(
      ([name, claims]) => `**${name}**\n\n${claims.map((claim, index) => renderClaimBasis(claim, index + 1, context.commit, linkVllmReferences)).join('\n')}`,
    );
  const intro =
    "Each claim above rests on these: a line of vLLM's source (linked at the commit it was read at, with the text `vllm-triage catalog check` expects there), a vLLM pull request, or a page of vLLM's docs.";
  return `## The basis of each claim\n\n${intro}\n\n${parts.join('\n\n')}`;
}

/**
 * The explainer page of a curated entry: title and message; what it means; where vLLM raises it (linked at the pin);
 * what to do, in order; when it happens; related errors (linked to their pages); the asks and how to get each; an
 * example; the basis of each claim. Markdown, deterministic.
 * @param entry the curated entry
 * @param context the catalog's commit and all entries (for related errors)
 */
export function renderErrorPage(entry: CatalogEntry, context: PageContext): string {
  const depth = entry.id.split('/').length + 1;
  const yaml = `${'../'.repeat(depth)}catalog/${entry.id}.yaml`;
  const header = [
    `# ${linkVllmReferences(entry.title)}`,
    `<!-- Generated from catalog/${entry.id}.yaml by npm run bundle: edit the YAML, not this page. -->`,
    `**Id:** ${inlineCode(entry.id)} · **Connector:** ${inlineCode(entry.connector)} · **Catalog entry:** [${inlineCode(`catalog/${entry.id}.yaml`)}](${yaml}) · **Explain it in a terminal:** ${inlineCode(`npx github:OWNER/vllm-triage#REF explain ${entry.id}`)}, with the OWNER and REF of this page's address (\`…/OWNER/vllm-triage/blob/REF/docs/errors/…\`; Node.js 20 or later)`,
    `**The message:**\n\n${entry.signatures.map(renderSignature).join('\n')}`,
  ];
  const explanation = explanationClaims(entry).map((claim) => linkVllmReferences(`${rangeLead(claim)}${claimText(claim).trim()}`));
  const sections = [header.join('\n\n'), `## What it means\n\n${explanation.join('\n\n')}`, renderSource(entry)];
  if (entry.workarounds.length > 0)
    sections.push(`## What to do, in order\n\n${entry.workarounds.map((item, index) => renderWorkaround(item, index + 1)).join('\n')}`);
  const fix = entry.fixed_in === undefined ? '' : fixNote(entry.fixed_in.pr, entry.fixed_in.release);
  if (fix !== '') sections.push(`**Upstream fix:** ${fix}`);
  if (entry.triggers.length > 0)
    sections.push(
      `## When it happens\n\n${entry.triggers.map((trigger) => `- ${linkVllmReferences(`${rangeLead(trigger)}${claimText(trigger).trim()}`)}`).join('\n')}`,
    );
  sections.push(renderRelated(entry, context));
  const asks = renderAsks(entry);
  if (asks !== '') sections.push(asks);
  const example = renderExample(entry);
  if (example !== '') sections.push(example);
  sections.push(renderBasisSection(entry, context));
  return `${sections.join('\n\n')}\n`;
}
