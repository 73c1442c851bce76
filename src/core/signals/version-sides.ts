// The vLLM version of each side of a P/D pair or each node, when the reporter gives them apart
// (`prefill: vllm 0.25.1`, `decode node vLLM==0.26.0`, `node 1 runs 0.10.1, node 2 runs 0.11.0`).
import type { Block, BlockList, LineList, TextSource } from '../extract/types.js';
import { parseVersion } from '../vllm/version-order.js';
import { cutText } from '../text/cut.js';

/** One side and the version the reporter gives for it. */
export interface VersionSide {
  side: string;
  version: string;
}

/** Words that name a side, and the side they name; `node N` is read on its own. */
const SIDE_WORDS: [RegExp, string][] = [
  [/\b(?:prefill(?:er)?|kv_producer|producer|p[- ]?(?:node|instance|pod|side))\b/gi, 'prefill'],
  [/\b(?:decode(?:r)?|kv_consumer|consumer|d[- ]?(?:node|instance|pod|side))\b/gi, 'decode'],
  [/\b(?:node|host|machine)[- #_]?(\d{1,3})(?![\d.])/gi, 'node'],
];
/** A vLLM-series version in a stretch of text (`0.25.1`, `v0.26.0`, `0.10.1+rocm641`), not a longer number's tail. */
const SERIES = /(?<![\w.])v?(0\.\d{1,3}(?:\.\d{1,3}){0,2}(?:(?:rc|\.post|\.dev)\d{1,6}){0,2}(?:\+[0-9a-z.]{1,40})?)(?![\w])/i;
/** A line that may give sides: it names a side and has a version-like `0.`. */
const MAY_GIVE = /prefill|decode|producer|consumer|\bp[- ]?node|\bd[- ]?node|node|host|machine/i;

/** Whether a text is the reporter's own (the body, their comments, or a thread read without authors). */
const isReportersOwn = (source: TextSource): boolean => source.role === undefined || source.role === 'reporter';

/** Each side a line names, with the version in the stretch after it up to the next side word. */
function sidesInLine(line: string): VersionSide[] {
  const text = cutText(line, 1024, '');
  if (!text.includes('0.') || !MAY_GIVE.test(text)) return [];
  const marks: { at: number; end: number; side: string }[] = [];
  for (const [pattern, side] of SIDE_WORDS) {
    pattern.lastIndex = 0;
    for (let found = pattern.exec(text); found !== null; found = pattern.exec(text)) {
      marks.push({ at: found.index, end: found.index + found[0].length, side: side === 'node' ? `node ${found[1] ?? ''}` : side });
    }
  }
  marks.sort((a, b) => a.at - b.at);
  const sides: VersionSide[] = [];
  // A version said just before the next side word (`… and 0.26.0 on decode`) is that side's, not this one's.
  const before = marks.map((mark, index) => versionBefore(text.slice(marks[index - 1]?.end ?? 0, mark.at)));
  // Sides listed together after one version (`vllm 0.10.1 for prefill and decode`) all run it.
  marks.forEach((mark, index) => {
    const next = marks[index + 1];
    if (before[index] != null && next !== undefined && SIDES_LISTED.test(text.slice(mark.end, next.at))) before[index + 1] ??= before[index] ?? null;
  });
  marks.forEach((mark, index) => {
    // Up to the next side word, within the sentence (`The prefill side keeps running. Same config worked with 0.9.0` gives none).
    const following = before[index + 1];
    const next = following != null ? mark.end + following.at : (marks[index + 1]?.at ?? text.length);
    const sentenceEnd = text.slice(mark.end, next).search(/[.!?]\s/);
    const stretch = text.slice(mark.end, sentenceEnd < 0 ? next : mark.end + sentenceEnd + 1);
    const version = before[index]?.version ?? namedVersion(stretch);
    if (version !== null) sides.push({ side: mark.side, version });
  });
  return sides;
}

/** What stands between two sides listed together: `and`, `&`, `/`, a comma, a plural noun (`prefill and decode nodes`). */
const SIDES_LISTED = /^\s{0,3}(?:(?:side|node|instance|pod)s?\s{0,3})?(?:and|&|\/|,)\s{0,3}(?:the\s)?$/i;

/** The version of a stretch, when it is one: three parts, or `vllm` before it (`0.25` alone is as likely a ratio). */
function namedVersion(stretch: string): string | null {
  const version = SERIES.exec(stretch)?.[1];
  if (version === undefined || !(/^v?0\.\d+\.\d/i.test(version) || /vllm/i.test(stretch))) return null;
  const plain = version.replace(/^v/i, '');
  return parseVersion(plain) === null ? null : plain;
}

/** A version said right before a side word, linked to it (`vLLM 0.25.1 on the prefill node`, `vllm==0.25.1 for the prefiller`). */
const BEFORE_SIDE =
  /v?0\.\d{1,3}(?:\.\d{1,3}){0,2}(?:(?:rc|\.post|\.dev)\d{1,6}){0,2}(?:\+[0-9a-z.]{1,40})?\s{1,3}(?:is\s)?(?:on|for|at|in)\s(?:the\s|our\s|my\s|each\s)?$/i;

/** The version said right before a side word, with where it starts in the stretch, or null. */
function versionBefore(stretch: string): { version: string; at: number } | null {
  const tail = cutText(stretch, 120, '', 'end');
  const found = BEFORE_SIDE.exec(tail);
  if (found === null) return null;
  // `vllm==`, `vLLM ` just before the version names it as vLLM's.
  const version = namedVersion(`${/vllm\W{0,3}$/i.test(tail.slice(0, found.index)) ? 'vllm ' : ''}${found[0]}`);
  return version === null ? null : { version, at: stretch.length - tail.length + found.index };
}

/** The sides given versions in the reporter's own text, first mention of each side kept, and the sides named at all. */
function collectSides(lines: LineList, blocks: BlockList): { bySide: Map<string, string>; named: Set<string>; sameSaid: boolean } {
  const bySide = new Map<string, string>();
  const named = new Set<string>();
  let sameSaid = false;
  const read = (text: string): void => {
    for (const found of sidesInLine(text)) if (!bySide.has(found.side)) bySide.set(found.side, found.version);
    const head = cutText(text, 1024, '');
    for (const [pattern, side] of SIDE_WORDS) {
      pattern.lastIndex = 0;
      if (side !== 'node' && pattern.test(head)) named.add(side);
    }
    sameSaid ||= SAME_VERSION.test(head);
  };
  // A logged line is vLLM's output, not the reporter saying which side runs what.
  for (const line of lines) if (isReportersOwn(line.source) && line.context !== 'quote' && line.level === null) read(line.text);
  for (const block of blocks) {
    if (!isReportersOwn(block.source) || block.quoted === true || block.kind === 'code') continue;
    for (const line of block.text.slice(0, 65_536).split('\n')) read(line);
  }
  for (const found of introducedVersions(blocks)) if (!bySide.has(found.side)) bySide.set(found.side, found.version);
  return { bySide, named, sameSaid };
}

/** vLLM's version in a pasted output: collect_env's `vLLM Version: …`, `pip show vllm`'s `Version: …`, `vllm==…`. */
const PASTED_VERSION =
  /(?:\bvLLM Version\s{0,4}:|^Name:\s{0,4}vllm\s{0,4}\n\s{0,4}Version:|\bvllm\s{0,2}==)\s{0,4}v?(0\.\d{1,3}(?:\.\d{1,3}){0,2}(?:(?:rc|\.post|\.dev)\d{1,6}){0,2}(?:\+[0-9a-z.]{1,40})?)/im;

/**
 * The versions of pasted outputs that a line naming one side introduces (`collect_env on the prefill node:` and then
 * collect_env's output): that side's version, not both sides'.
 */
function introducedVersions(blocks: BlockList): VersionSide[] {
  const found: VersionSide[] = [];
  let block: Block | undefined;
  for (const next of blocks) {
    const before = block;
    block = next;
    if (before === undefined) continue;
    introducedVersion(before, next, found);
  }
  return found;
}

/** The version a paste `next` shows for the one side the last sentence of `block` names, added to `found`. */
function introducedVersion(block: Block, next: Block, found: VersionSide[]): void {
  if (next.kind !== 'code' || !isReportersOwn(block.source) || block.quoted === true || block.kind === 'code') return;
  // The last sentence of the block, which introduces the paste.
  const last =
    cutText(block.text, 400, '', 'end')
      .trimEnd()
      .split(/\n|[.!?]\s/)
      .pop() ?? '';
  if (!last.endsWith(':')) return;
  const sides = SIDE_WORDS.filter(([pattern, side]) => side !== 'node' && new RegExp(pattern.source, 'i').test(last)).map(([, side]) => side);
  const version = PASTED_VERSION.exec(next.text.slice(0, 65_536))?.[1];
  if (sides.length === 1 && version !== undefined && parseVersion(version.replace(/^v/i, '')) !== null)
    found.push({ side: sides[0] as string, version: version.replace(/^v/i, '') });
}

/** Words that say both sides run one version or one image. */
const SAME_VERSION =
  /\b(?:same|identical|both)\b[^.\n]{0,40}\b(?:version|image|build|release|vllm)\b|\b(?:version|image|build)s? (?:is|are) (?:the )?(?:same|identical)\b/i;

/**
 * The sides the reporter gives versions for, first mention of each side kept; [] unless at least two sides have
 * versions and they differ (one version for all is the thread's version, read elsewhere).
 * @param lines log lines (prefixes stripped)
 * @param blocks the markdown blocks
 */
export function readVersionSides(lines: LineList, blocks: BlockList): VersionSide[] {
  const sides = [...collectSides(lines, blocks).bySide].map(([side, version]) => ({ side, version }));
  return sides.length >= 2 && new Set(sides.map((item) => item.version)).size >= 2 ? sides.slice(0, 8) : [];
}

/**
 * The one side of a P/D pair the reporter gives a version for, and the side they name without one (`prefill: vllm
 * 0.25.1`, the decode side named but its version not given), or null: both given, neither, or said to be the same.
 * @param lines log lines (prefixes stripped)
 * @param blocks the markdown blocks
 */
export function readOneSideVersion(lines: LineList, blocks: BlockList): (VersionSide & { missing: string }) | null {
  const { bySide, named, sameSaid } = collectSides(lines, blocks);
  if (sameSaid || bySide.size !== 1) return null;
  const [side, version] = [...bySide][0] as [string, string];
  const missing = side === 'prefill' ? 'decode' : side === 'decode' ? 'prefill' : null;
  return missing !== null && named.has(missing) ? { side, version, missing } : null;
}
