// The folded details for a curated entry: what it means, every action in full, when it happens, where vLLM raises it
// (and what differs at the reporter's build), related threads.
import type { CatalogEntry, Workaround } from '../../catalog/types.js';
import { claimText, explanationText } from '../../catalog/claims.js';
import { inlineCode } from '../../text/safe-markdown.js';
import { sourceLink, vllmThreadLink } from '../../vllm/links.js';
import { numberedAsWritten, renderWorkaround } from './action-rows.js';
import { firstActions, NOTHING_DONE, type ActionsDone } from './open-actions.js';
import { actionLead } from './sentences.js';
import { linkVllmReferences } from './vllm-references.js';
import { stageFrameOf } from '../../signals/code-owner.js';
import { STAGE_WORDS } from '../stage-words.js';

/**
 * The folded details for a curated entry: when it happens, the rest of the explanation, where vLLM
 * raises it, and related issues and pull requests.
 * @param entry the curated entry
 * @param open its workarounds still open on this thread (`openWorkarounds`)
 * @param version the reporter's vLLM version, or null
 * @param issueNumber the triaged issue, left out of the related issues
 * @param done what the thread already did
 * @param releaseRef the reporter's release tag, or null when their version is not a plain release
 */
export function renderEntryDetails(
  entry: CatalogEntry,
  open: Workaround[],
  version: string | null,
  issueNumber: number | null = null,
  done: ActionsDone = NOTHING_DONE,
  releaseRef: string | null = null,
  reporterFrame: { path: string; line: number | null } | null = null,
): string {
  const parts: string[] = [`**What it means:** ${linkVllmReferences(explanationText(entry).trim(), issueNumber)}`];
  // The fold lists every action the first screen did not show in full: the briefed ones, the ones past the first
  // screen's count and the last resorts. What the thread's answer made moot is left out here too.
  const onScreen = firstActions(open, done.most);
  // Numbered as on a first screen of three: those three first, then the rest in catalog order.
  const three = firstActions(open);
  const all = [...three, ...open.filter((item) => !three.includes(item))];
  const moreActions = all.filter((item) => !onScreen.includes(item));
  const rows = numberedAsWritten(
    all
      .map((item, index) =>
        onScreen.includes(item) && !actionLead(item.text.trim()).cut ? '' : renderWorkaround(item, index + 1, version, false, issueNumber),
      )
      .filter((row) => row !== ''),
  );
  if (rows.length > 0) {
    const risk = moreActions.some((item) => item.last_resort === true) ? ' (a last resort has a risk: read it before you patch)' : '';
    parts.push(`**What you can do, in full**${risk}:\n${rows.join('\n')}`);
  }
  if (entry.triggers.length > 0)
    parts.push(`**When it happens:**\n${entry.triggers.map((trigger) => `- ${linkVllmReferences(claimText(trigger).trim(), issueNumber)}`).join('\n')}`);
  const elsewhere =
    done.vllmFile === undefined ? (otherCallPasted(entry, done.pastedCall) ?? callerNotShown(entry, done.connectorsShown, done.callerUnshown)) : undefined;
  parts.push(
    elsewhere !== undefined && done.calledBy === undefined
      ? `${noteOf(entry, issueNumber).trim()} ${elsewhere}.`.trim()
      : sourceWhere(entry, issueNumber, releaseRef, reporterFrame, done.calledBy, done.vllmFile),
  );
  const related = [
    // The issue never cites itself.
    ...(entry.related?.issues ?? []).filter((number) => number !== issueNumber).map((number) => vllmThreadLink('issues', number)),
    ...(entry.related?.prs ?? []).map((number) => vllmThreadLink('pull', number)),
  ];
  if (related.length > 0) parts.push(`Related: ${related.join(', ')}.`);
  return parts.join('\n\n');
}

/** The entry's note on its source, after a space, or ''. */
function noteOf(entry: CatalogEntry, issueNumber: number | null): string {
  const note = entry.source.note?.trim() ?? '';
  return note === '' ? '' : ` ${linkVllmReferences(note, issueNumber)}`;
}

/**
 * The call the pasted frames end in, when it is not the catalog's vLLM caller's kind of call: the frames end in NIXL's
 * `create_backend` (start-up), the catalog reads the error at `register_kv_caches` (registration). Naming that caller
 * as vLLM's side would send a maintainer to code that did not run here.
 * @param entry the catalog entry
 * @param call the library call the pasted frames end in, if the frames show one and no vLLM frame
 */
function otherCallPasted(entry: CatalogEntry, call: ActionsDone['pastedCall']): string | undefined {
  if (entry.source.line > 0 || call === undefined || entry.source.function.startsWith('KVConnectorFactory')) return undefined;
  const catalogStage = stageFrameOf([{ file: entry.source.path, line: null, function: entry.source.function.split('.').pop() ?? '', code: null }])?.stage;
  if (catalogStage === undefined || catalogStage === call.stage) return undefined;
  return `The lines you pasted end in ${inlineCode(call.function, 80)}, during ${STAGE_WORDS[call.stage]}; vLLM's call into the library there is not in them, and the vLLM function this catalog names as its caller (${inlineCode(entry.source.function, 120)}, during ${STAGE_WORDS[catalogStage]}) is another call, so no vLLM file is linked`;
}

/**
 * Who called a library's error here when the catalog's vLLM caller is a connector the thread does not show: the
 * other connectors it shows running (`LMCacheConnectorV1`, not vLLM's `MooncakeStoreConnector`).
 * @param entry the catalog entry
 * @param shown the vLLM connectors the thread shows by their own evidence, or undefined when unknown
 * @param unshown why an unshown vLLM connector is not the caller here (`ActionsDone.callerUnshown`), if it is not
 */
function callerNotShown(entry: CatalogEntry, shown: string[] | undefined, unshown: ActionsDone['callerUnshown']): string | undefined {
  if (entry.source.line > 0 || shown === undefined || entry.source.function.startsWith('KVConnectorFactory')) return undefined;
  if (shown.includes(entry.connector)) return undefined;
  // Another connector running here says whose code called it; on a thread with nothing of vLLM (another engine), or on
  // vllm-ascend's tracker (its own connectors call these libraries), an unshown vLLM connector is not the caller either.
  const others = shown.filter((name) => name !== entry.connector).map((name) => inlineCode(name));
  if (others.length === 0 && unshown === 'no-vllm') return 'Nothing in this thread shows vLLM running, so no vLLM file is linked';
  if (others.length === 0 && unshown === 'ascend')
    return `This thread does not show vLLM's ${inlineCode(entry.connector)} itself (its code, its log lines or its configuration), so no vLLM file is linked`;
  if (others.length === 0) return undefined;
  return `The caller here is not vLLM's ${inlineCode(entry.connector)} (the vLLM code that calls it where the catalog was read): this thread shows ${others.join(', ')} running, so no vLLM file is linked`;
}

/**
 * Where the entry's message is raised, linked at the catalog's commit (or the entry's ref), and what differs at the
 * reporter's build: another file in their traceback (an older layout), or a file their release may not have.
 * @param entry the catalog entry
 * @param issueNumber the triaged issue, never linked from its own comment
 * @param releaseRef the reporter's release tag, or null
 * @param reporterFrame the raising frame in the reporter's traceback, or null
 * @param lookalike whose code the frames are when it is a look-alike of vLLM's (Dynamo's), or undefined
 * @param diagnosed the vLLM file the report diagnoses, named as vLLM's side here instead of the catalog's caller
 */
function sourceWhere(
  entry: CatalogEntry,
  issueNumber: number | null,
  releaseRef: string | null,
  reporterFrame: { path: string; line: number | null } | null,
  lookalike?: string,
  diagnosed?: string,
): string {
  const { commit } = entry.source;
  const linkRef = entry.source.ref ?? commit;
  const line = entry.source.line > 0 ? entry.source.line : null;
  // vLLM does not raise it and vLLM's code did not call it either: no vLLM function is "its side" here.
  if (line === null && lookalike !== undefined)
    return `Not a vLLM raise site, and no vLLM code called it here: the calling frames are ${lookalike}. No vLLM file is linked.`;
  // vLLM does not raise it, and the V1 connector class that calls it at the catalog's commit is newer than the reporter's code.
  if (line === null && entry.source.after_build !== undefined)
    return `Not a vLLM raise site. In the vLLM this catalog was read at, the code that calls it is V1 ${inlineCode(entry.connector)} code, which came with ${vllmThreadLink('pull', entry.source.after_build)}, after your build: it is not the code that ran here, so no vLLM file is linked.`;
  const at = entry.source.ref === undefined ? `vLLM commit ${inlineCode(commit.slice(0, 10))}` : `vLLM ${inlineCode(linkRef)}`;
  // Line 0: vLLM does not raise it (a library or Python does); the file named is vLLM's side of it.
  // The report diagnoses another vLLM file: that is vLLM's side here, and the catalog's caller is only another one.
  const side =
    diagnosed !== undefined && diagnosed !== entry.source.path
      ? `vLLM's side of it here: ${inlineCode(diagnosed, 160)}, the vLLM file this report diagnoses; the catalog was read at another caller, ${inlineCode(entry.source.function)} in ${sourceLink(linkRef, entry.source.path, null)} (${at}).`
      : `vLLM's side of it: ${inlineCode(entry.source.function)} in ${sourceLink(linkRef, entry.source.path, null)} (${at}).`;
  let where = line === null ? side : `Raised in ${inlineCode(entry.source.function)} at ${sourceLink(linkRef, entry.source.path, line)} (${at}).`;
  where += noteOf(entry, issueNumber);
  const since = entry.source.path_since_pr;
  const olderLayout = reporterFrame !== null && since !== undefined && line !== null && reporterFrame.path !== entry.source.path;
  if (olderLayout) {
    // The reporter's traceback raises it from another file: their build has the layout from before the PR that made this one.
    const at = reporterFrame.line === null ? '' : ` line ${reporterFrame.line}`;
    where += ` Your traceback raises it from ${inlineCode(reporterFrame.path, 160)}${at}: a build from before ${vllmThreadLink('pull', since)}, which created the file linked here.`;
  } else if (releaseRef !== null && entry.source.ref === undefined) {
    // A file created after the reporter's release would be a dead link there: name the PR that created it instead.
    where +=
      since === undefined
        ? ` The same file in your release: ${sourceLink(releaseRef, entry.source.path, null)}.`
        : ` This file exists since ${vllmThreadLink('pull', since)}; a release without that pull request has this code elsewhere or not at all.`;
  }
  return where;
}
