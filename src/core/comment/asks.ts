// The asks: the ones still missing on the first screen, and what the thread already answers in the details.

import type { AskStatus } from '../plan/types.js';
import { folded } from './sections.js';

/** The most asks on the first screen; the rest are in the details. */
const MAX_ASKS_ON_SCREEN = 5;

/**
 * The asks still missing, as plain bullets with how to get each (task-list boxes are editable by anyone, and
 * what the thread already has is not asked again).
 * @param asks ask statuses (text and how already safe)
 */
export function renderAsks(asks: AskStatus[]): string {
  const open = asks.filter((ask) => !ask.satisfied);
  if (open.length === 0) return '';
  const shown = open.slice(0, MAX_ASKS_ON_SCREEN);
  // One line per ask on the first screen; how to get each is folded just below it.
  const items = shown.map((ask) => `- ${ask.text}`);
  if (open.length > MAX_ASKS_ON_SCREEN) items.push(`- … and ${open.length - MAX_ASKS_ON_SCREEN} more, in the details below.`);
  const have = asks.length - open.length;
  const already = have === 0 ? '' : ` (${have} more ${have === 1 ? 'is' : 'are'} already here)`;
  const how = folded('How to get each', shown.map((ask) => `- **${ask.text}** ${ask.how}`).join('\n'));
  return `**Please add**${already}; a reply is enough, this comment updates itself:\n${items.join('\n')}\n\n${how}`;
}

/**
 * What the thread already answers, for the folded details.
 * @param asks ask statuses
 */
export function renderSatisfiedAsks(asks: AskStatus[]): string {
  const parts: string[] = [];
  const later = asks.filter((ask) => !ask.satisfied).slice(MAX_ASKS_ON_SCREEN);
  if (later.length > 0) parts.push(`**Also useful:**\n${later.map((ask) => `- ${ask.text} ${ask.how}`).join('\n')}`);
  const done = asks.filter((ask) => ask.satisfied);
  if (done.length > 0)
    parts.push(`**Already in this thread:**\n${done.map((ask) => `- ✓ ${ask.text} — ${ask.satisfiedBy ?? 'found in this thread'}.`).join('\n')}`);
  return parts.join('\n\n');
}
