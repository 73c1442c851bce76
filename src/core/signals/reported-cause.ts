// What the reporter already says about the cause: it works without the connector, or it broke after an upgrade.
import { holdsWord } from './failure.js';
import type { BlockList } from '../extract/types.js';
import { cutText } from '../text/cut.js';

/** What the thread's prose already states. */
export interface ReportedCause {
  /** The sentence saying the failure goes away without the connector (or came with it), trimmed; null when none. */
  worksWithout: string | null;
  /** Whether the reporter says it broke after an upgrade. */
  afterUpgrade: boolean;
  /** Whether the thread names the version it came from (`from 0.x`, `worked on 0.x`). */
  previousVersionNamed: boolean;
}

const WITHOUT = [
  'without',
  'disable',
  'disabled',
  'disabling',
  'before enabling',
  'before we enabled',
  'before i enabled',
  'turning off',
  'turned off',
  'turn off',
  'removing',
  'remove the',
  'drop the',
];
const FINE = [
  'works',
  'worked',
  'working',
  'fine',
  'no crash',
  'no error',
  'goes away',
  'went away',
  'does not happen',
  "doesn't happen",
  'no problem',
  'stable',
  'ran fine',
  'runs fine',
];
const CONNECTOR_WORDS = ['connector', 'store', 'mooncake', 'lmcache', 'nixl', 'offload', 'kv transfer', 'kv_transfer', 'p2p'];
const UPGRADE = [
  'after upgrading',
  'after the upgrade',
  'since upgrading',
  'upgraded to',
  'after updating',
  'since the upgrade',
  'after we upgraded',
  'after i upgraded',
  'upgrading to',
];
const PREVIOUS = /\b(?:from|on|with)\s+v?0\.\d{1,3}(?:\.\d{1,3})?\b|\bworked (?:fine )?(?:on|in|with) v?\d/;

/**
 * Read what the prose (title and text blocks, not logs or environment dumps) already says about the cause.
 * Linear: sentences are split once, each checked against fixed words.
 * @param blocks the thread's blocks
 */
export function readReportedCause(blocks: BlockList): ReportedCause {
  const cause: ReportedCause = { worksWithout: null, afterUpgrade: false, previousVersionNamed: false };
  for (const block of blocks) {
    if (block.kind === 'code' || block.quoted === true || (block.section ?? '').toLowerCase().includes('environment')) continue;
    const text = block.text.slice(0, 20_000);
    // What a sentence holds the block holds: a block with none of the words left to find is not split.
    const blockLower = text.toLowerCase();
    const mayWorkWithout =
      cause.worksWithout === null &&
      WITHOUT.some((word) => blockLower.includes(word)) &&
      FINE.some((word) => blockLower.includes(word)) &&
      CONNECTOR_WORDS.some((word) => blockLower.includes(word));
    if (
      !mayWorkWithout &&
      (cause.afterUpgrade || !UPGRADE.some((word) => blockLower.includes(word))) &&
      (cause.previousVersionNamed || !PREVIOUS.test(blockLower))
    )
      continue;
    for (const sentence of text.split(/[!?\n]|\.\s/)) {
      if (sentence.length > 600) continue;
      const lower = sentence.toLowerCase();
      if (cause.worksWithout === null && holdsWord(lower, WITHOUT) && holdsWord(lower, FINE) && CONNECTOR_WORDS.some((word) => lower.includes(word))) {
        cause.worksWithout = cutText(sentence.trim(), 200, '');
      }
      if (UPGRADE.some((word) => lower.includes(word))) cause.afterUpgrade = true;
      if (PREVIOUS.test(lower)) cause.previousVersionNamed = true;
    }
  }
  return cause;
}

// A reply's workaround: a setting to change (`save_chunk_meta: False`, `--no-enable-prefix-caching`, `VAR=0`) said with a
// word that offers it or reports it works. It is the thread's decision even when a diagnosis came first in the thread.

/**
 * A setting written as a value: a snake_case or UPPER_CASE key (`key_name: False`, `key_name=false`, `VAR_NAME=DS`), or a
 * `--flag` (inline code or not). A plain word before a colon ("Solved it: …") is not a key.
 */
const SETTING =
  /\b[A-Za-z][A-Za-z0-9]*_[\w.-]{1,60}`?\s?[:=]\s?`?(?:False|True|false|true|None|\d{1,6}(?![.\d])|[A-Z][A-Z0-9_]{1,30})\b|(?:^|\s|`)--[a-z][\w-]{2,60}/;
/** Words that offer a setting as the way out, or say it worked. */
const OFFERS =
  /\b(?:work ?around|works?(?: now| for me| fine)?|worked|fixe[sd]|solve[sd]?|resolve[sd]?|avoids?|disabl(?:e|ing)|turn(?:ing)? off|set(?:ting)?|try)\b/i;

/**
 * Whether a sentence of a reply offers a setting as a workaround, or says that setting worked.
 * @param sentence one sentence of a reporter's or maintainer's comment
 */
export function offersSetting(sentence: string): boolean {
  const head = cutText(sentence, 600, '');
  return SETTING.test(head) && OFFERS.test(head);
}
