// Where the text sits: an error quoted from someone else or named beside a proposed diff is context, not a crash.
import type { Extraction } from '../extract/extract.js';
import { filterBlocks } from '../extract/markdown/block-store.js';
import { evidenceItemOf } from './evidence.js';
import type { Match } from './types.js';

/**
 * Where the text sits decides what it means: an error inside a quote of someone else or a proposed diff is
 * context, not this reporter's crash. Such matches are set aside (and noted) unless the same error also shows
 * in the reporter's own text.
 */
export function splitContextMatches(found: Match[], extraction: Extraction): { matches: Match[]; inContext: Match[] } {
  const contextLines = new Set<string>();
  // A text that proposes a diff discusses the error in its prose: an error named there is the change's subject, not a crash.
  const withDiff = new Set<number>();
  for (const line of extraction.lines) {
    if (line.context !== undefined) contextLines.add(`${line.source.id}:${line.line}`);
    if (line.context === 'diff') withDiff.add(line.source.id);
  }
  if (contextLines.size === 0) return { matches: found, inContext: [] };
  for (const line of extraction.lines) {
    if (withDiff.has(line.source.id) && line.blockKind !== 'code') contextLines.add(`${line.source.id}:${line.line}`);
  }
  const where = (match: Match): string | null => {
    const item = evidenceItemOf(match, extraction);
    return item === undefined ? null : `${item.source.id}:${match.evidence.line}`;
  };
  const inContext = found.filter((match) => {
    const key = where(match);
    return key !== null && contextLines.has(key);
  });
  // A quote of the thread's own error (the title names it) is still this evidence.
  const title = filterBlocks(extraction.blocks, (block) => block.startLine === 0)
    .map((block) => block.text)
    .join(' ');
  const ownText: string[] = [];
  for (const line of extraction.lines) if (!contextLines.has(`${line.source.id}:${line.line}`)) ownText.push(line.text);
  // The same error in the title or in the reporter's own lines (matches are kept once, the quoted copy may come first).
  const alsoOwn = (match: Match): boolean => {
    const message = evidenceItemOf(match, extraction)?.exception?.message ?? '';
    const head = message.split('\n')[0]?.trim().slice(0, 60) ?? '';
    return head.length >= 8 && (title.includes(head) || ownText.some((text) => text.includes(head)));
  };
  // Bounded: a thread of hundreds of quoted errors checks only the first few against the reporter's text.
  const checked = new Set(inContext.slice(0, 20));
  const own = new Set(found.filter((match) => !inContext.includes(match) || (checked.has(match) && alsoOwn(match))).map((match) => match.id));
  return { matches: found.filter((match) => !inContext.includes(match) || own.has(match.id)), inContext: inContext.filter((match) => !own.has(match.id)) };
}
