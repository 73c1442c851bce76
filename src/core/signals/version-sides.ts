// The vLLM version of each side of a P/D pair or each node, when the reporter gives them apart
// (`prefill: vllm 0.25.1`, `decode node vLLM==0.26.0`, `node 1 runs 0.10.1, node 2 runs 0.11.0`).
import type { BlockList, LineList, TextSource } from '../extract/types.js';
import { parseVersion } from '../vllm/version-order.js';

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
  const text = line.slice(0, 1024);
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
  marks.forEach((mark, index) => {
    // Up to the next side word, within the sentence (`The prefill side keeps running. Same config worked with 0.9.0` gives none).
    const next = marks[index + 1]?.at ?? text.length;
    const sentenceEnd = text.slice(mark.end, next).search(/[.!?]\s/);
    const stretch = text.slice(mark.end, sentenceEnd < 0 ? next : mark.end + sentenceEnd + 1);
    const version = SERIES.exec(stretch)?.[1];
    // `0.25` alone is as likely a ratio as a version: three parts, or `vllm` before it.
    const named = version !== undefined && (/^v?0\.\d+\.\d/i.test(version) || /vllm/i.test(stretch));
    if (version !== undefined && named && parseVersion(version.replace(/^v/i, '')) !== null)
      sides.push({ side: mark.side, version: version.replace(/^v/i, '') });
  });
  return sides;
}

/** The sides given versions in the reporter's own text, first mention of each side kept, and the sides named at all. */
function collectSides(lines: LineList, blocks: BlockList): { bySide: Map<string, string>; named: Set<string>; sameSaid: boolean } {
  const bySide = new Map<string, string>();
  const named = new Set<string>();
  let sameSaid = false;
  const read = (text: string): void => {
    for (const found of sidesInLine(text)) if (!bySide.has(found.side)) bySide.set(found.side, found.version);
    const head = text.slice(0, 1024);
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
  return { bySide, named, sameSaid };
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
