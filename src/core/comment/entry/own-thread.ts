// The issue never cites itself: on another project's tracker (vllm-ascend's, LMCache's, …) an entry whose words
// name the thread the bot is commenting on (`vllm-ascend#5635`, `vllm-project/vllm-ascend#5635`, its URL) says
// "this issue" instead. vLLM's own `#N` references are handled where they are linked (linkVllmReferences).
import type { CatalogEntry, Claim } from '../../catalog/types.js';

/** The thread the comment is written on: its repository (`owner/name`) and number. */
export interface OwnThread {
  repository: string;
  number: number;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for the thread's references in our words: `name#N`, `owner/name#N`, and its issue or pull URL. */
function referencePattern(thread: OwnThread): RegExp | null {
  const [owner, name] = thread.repository.split('/');
  if (owner === undefined || name === undefined || !Number.isSafeInteger(thread.number) || thread.number < 1) return null;
  const repository = `${escape(owner)}/${escape(name)}`;
  const short = `(?<![\\w/.-])(?:${escape(owner)}/)?${escape(name)}#${thread.number}(?!\\d)`;
  const url = `https://github\\.com/${repository}/(?:issues|pull)/${thread.number}(?![\\d/])`;
  return new RegExp(`${short}|${url}`, 'gi');
}

/**
 * The entry with each citation of this very thread in its explanation, triggers and actions said as "this issue".
 * @param entry the curated entry as it applies to the reporter's build
 * @param thread the thread being triaged, when it is not vLLM's (vLLM's references are linked elsewhere)
 */
export function entryInOwnThread(entry: CatalogEntry, thread: OwnThread | undefined): CatalogEntry {
  const pattern = thread === undefined ? null : referencePattern(thread);
  if (pattern === null) return entry;
  const say = (text: string): string => text.replace(pattern, 'this issue');
  const claim = <T extends Claim>(item: T): T => ({ ...item, text: say(item.text) });
  return {
    ...entry,
    explanation: typeof entry.explanation === 'string' ? say(entry.explanation) : entry.explanation.map(claim),
    triggers: entry.triggers.map((trigger) => (typeof trigger === 'string' ? say(trigger) : claim(trigger))),
    workarounds: entry.workarounds.map(claim),
  };
}
