// The folded details of the full comment: the rest of the explanation, the explainer page, what the thread already
// answers, the frames, the connectors seen, other people's reports and the version.

import type { Traceback } from '../extract/types.js';
import { showsConnector } from '../connectors/evidence-kinds.js';
import type { Match } from '../match/types.js';
import { bundledVllmWords } from '../signals/thread-facts.js';
import type { FullContext } from '../plan/comment-context.js';
import { inlineCode } from '../text/safe-markdown.js';
import { sourceLink, vllmPathOf, vllmThreadLink } from '../vllm/links.js';
import { renderEntryDetails } from './entry/entry-details.js';
import type { ActionsDone, EntryAtReporter } from './entry/open-actions.js';
import { renderExplainerLink } from './entry/explainer-link.js';
import { V0_CONNECTORS_REMOVED_BY } from '../vllm/v0-transfer.js';
import { renderVersionLine } from './entry/version-line.js';
import { folded } from './sections.js';

/** The most frames listed. */
const MAX_FRAMES = 12;

/**
 * Links to the vLLM frames of the matched traceback, innermost last.
 * @param traceback the traceback of the match, if any
 * @param ref the reporter's release tag to link at, or null to name the frames without links
 * @param unlinkedWhy why they are not linked, when `ref` is null
 */
export function renderFrames(traceback: Traceback | undefined, ref: string | null, unlinkedWhy = 'your vLLM version is not known'): string {
  if (traceback === undefined) return '';
  const frames = traceback.frames.filter((frame) => frame.line !== null && vllmPathOf(frame.file) !== null).slice(-MAX_FRAMES);
  if (frames.length === 0) return '';
  const rows = frames.map((frame) => {
    const path = vllmPathOf(frame.file) as string;
    const fn = frame.function === null ? '' : ` in ${inlineCode(frame.function)}`;
    return ref === null ? `- ${inlineCode(`${path}:${frame.line ?? ''}`, 220)}${fn}` : `- ${sourceLink(ref, path, frame.line)}${fn}`;
  });
  const lead =
    ref === null ? `Frames of the traceback in vLLM (innermost last; not linked: ${unlinkedWhy}):` : 'Frames of the traceback in vLLM (innermost last):';
  return `${lead}\n${rows.join('\n')}`;
}

/**
 * The folded details: the rest of the explanation, source and frame links, connectors, version.
 * @param context the comment's context
 * @param primary the headline match
 * @param parts `curated`: its curated entry as it applies to the reporter, if it has one; `done`: what the thread already did; `satisfied`: what the thread already answers (`renderSatisfiedAsks`); `releaseRef`: the reporter's release tag,
 * or null when their version is not a plain release
 */
export function renderDetails(
  context: FullContext,
  primary: Match,
  parts: { curated: EntryAtReporter | undefined; done: ActionsDone; satisfied: string; releaseRef: string | null; unlinkedWhy?: string },
): string {
  const { curated, done, satisfied, releaseRef } = parts;
  const entry = curated?.entry;
  const version = context.signals.vllmVersion;
  const traceback = primary.evidence.kind === 'traceback' ? context.tracebacks?.[primary.evidence.index] : undefined;
  // Frames are the reporter's lines: linked at their release, never at the catalog's commit (other code, other lines).
  const frames = renderFrames(traceback, releaseRef, parts.unlinkedWhy);
  const sections: string[] = [];
  // The file the reporter's traceback raises it from (its innermost frame, in vLLM), to tell an older layout apart.
  const innermost = traceback?.frames.at(-1);
  const innermostPath = innermost === undefined ? null : vllmPathOf(innermost.file);
  const reporterFrame = innermostPath === null || innermost === undefined ? null : { path: innermostPath, line: innermost.line };
  if (curated !== undefined)
    sections.push(renderEntryDetails(curated.entry, curated.open, version, context.issueNumber ?? null, done, releaseRef, reporterFrame));
  if (entry !== undefined) sections.push(renderExplainerLink(entry.id, context.docsBase ?? null));
  if (satisfied !== '') sections.push(satisfied);
  if (frames !== '') sections.push(frames);
  // Only evidence that names a vLLM connector (its class, its own frames, log prefix, config, a label): not a product
  // word ("KV offloading"), the repository, nor a library's own frames (LMCache's or NIXL's package names no vLLM class),
  // nor the match (it names the catalog entry's connector, which a library's error under LMCache or Dynamo is not).
  const connectors = context.connectors
    .filter((connector) => connector.evidence.some((item) => showsConnector(item.kind)))
    .map((connector) => inlineCode(connector.name));
  // V0 KV transfer (`v0-transfer.ts`): the names are its V0 connectors, not today's V1 classes of the same name.
  const v0 =
    context.signals.v0Transfer === undefined
      ? ''
      : ` (vLLM's V0 ${connectors.length === 1 ? 'connector of that name' : 'connectors of those names'}, which ${vllmThreadLink('pull', V0_CONNECTORS_REMOVED_BY)} removed; today's classes of the same name are V1 code)`;
  if (connectors.length > 0) sections.push(`Connectors seen in this issue: ${connectors.join(', ')}${v0}.`);
  const others = [...new Set((context.otherReports ?? []).map((report) => inlineCode(report.id)))];
  if (others.length > 0)
    sections.push(
      `Another user reports ${others.join(', ')} in a comment: that is context, not evidence about this report, and it changes nothing asked here.`,
    );
  const bundled = context.bundledBy;
  // Never "not found" when the version ask was ticked: the decision's own words for it.
  const said = context.vllmVersionSaid;
  const unknown =
    said !== undefined && bundled == null ? said : bundled == null ? 'not found in this issue' : `not given as a number; it is ${bundledVllmWords(bundled)}`;
  const since = entry?.source.path_since_pr;
  const notTheCode =
    curated?.predates === true
      ? ` ${since === undefined ? 'That build has no code that raises this message' : `That build has no code that raises this message (the file linked here came with ${vllmThreadLink('pull', since)})`}: the version read is not the code that ran, so this comment describes the code the catalog was read at.`
      : '';
  // Nothing of vLLM ran (another engine's code): its version says nothing here.
  if (context.noVllm !== true) sections.push(`${renderVersionLine(context.signals, unknown)}${notTheCode}`);
  return folded('More about this error', sections.join('\n\n'));
}
